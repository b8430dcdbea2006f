import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { ApiError } from '../api/errors';
import { ErrorPanel } from './error-panel';

const meta = {
  title: 'Site/Errors/Error panel',
  component: ErrorPanel,
  args: { message: new ApiError('server').message, onRetry: fn() },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server failed to answer: the message and Try again. */
export const ServerError: Story = {};

/** The browser is offline. */
export const Offline: Story = { args: { message: new ApiError('network').message } };

/** Too many attempts. */
export const RateLimited: Story = { args: { message: new ApiError('rate-limited').message } };

/** Try again asks for the data once more. */
export const Retry: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a small phone. */
export const Phone: Story = { globals: phoneGlobals };
