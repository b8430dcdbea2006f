import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { withSite } from '../testing/story-providers';
import { LockedOutMessage } from './locked-out-message';

const meta = {
  title: 'Site/Login/Locked out',
  component: LockedOutMessage,
  decorators: [withSite],
  args: { id: 'login-error', retryAfterSeconds: 15 * 60 },
} satisfies Meta<typeof LockedOutMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-ins from this address are refused for 15 minutes: the time to try again, and whom to call. */
export const WithTime: Story = {};

/** A refusal that gives no time (no Retry-After): the general message, and whom to call. */
export const WithoutTime: Story = { args: { retryAfterSeconds: undefined } };

/** On a phone, the support links wrap with the sentence. */
export const Phone: Story = { globals: phoneGlobals };
