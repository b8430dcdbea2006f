import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { ApiError } from '../api/errors';
import { ErrorPanel } from './error-panel';

const meta = {
  title: 'Site/Errors/Error panel',
  component: ErrorPanel,
  args: { error: new ApiError('server'), onRetry: fn() },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server failed to answer: the message and Try again. */
export const ServerError: Story = {};

/** The browser is offline. */
export const Offline: Story = { args: { error: new ApiError('network') } };

/** Too many attempts. */
export const RateLimited: Story = { args: { error: new ApiError('rate-limited') } };

/** Try again asks for the data once more. */
export const Retry: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a small phone. */
export const Phone: Story = { globals: phoneGlobals };
