import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoCompiledSite } from '../../renderers/testing/demo-content';
import { inPageColumn } from '../../renderers/testing/story-decorator';
import { ApiError } from '../api/errors';
import { withSite } from '../testing/story-providers';
import { ErrorPanel } from './error-panel';

/**
 * As the portal draws it: inside the site texts (the panel tells a failure by its kind, in the
 * page's language) and the portal's styles, in the page's content column.
 */
const meta = {
  title: 'Site/Errors/Error panel',
  component: ErrorPanel,
  decorators: [inPageColumn, withSite],
  args: { error: new ApiError('server'), onRetry: fn() },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site texts' words for errors, in the language the toolbar shows. */
const errorTexts = () => demoCompiledSite().site.errors;

/** The server failed to answer: the heading, the sentence for the failure, and Try again. */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: errorTexts().heading })).toBeVisible();
    await expect(canvas.getByText(errorTexts().requests.server)).toBeVisible();
  },
};

/** The browser is offline: the sentence a reader reads, never the error's kind. */
export const Offline: Story = {
  args: { error: new ApiError('network') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(errorTexts().requests.network)).toBeVisible();
    await expect(canvas.queryByText('network')).toBeNull();
  },
};

/** Too many attempts. */
export const RateLimited: Story = { args: { error: new ApiError('rate-limited') } };

/** Try again asks for the data once more. */
export const Retry: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: errorTexts().tryAgain }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a small phone. */
export const Phone: Story = { globals: phoneGlobals };
