import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { withSite } from '../testing/story-providers';
import { LoginNotice } from './login-notice';

const meta = {
  title: 'Site/Login/Login notice',
  component: LoginNotice,
  decorators: [withSite],
  parameters: { site: { signedIn: false } },
} satisfies Meta<typeof LoginNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right after signing out, here or in another tab. */
export const SignedOut: Story = { args: { reason: { signedOut: true } } };

/** A sign-in link that has expired or been revoked, or whose password has changed. */
export const LinkNoLongerValid: Story = { args: { reason: { linkNoLongerValid: true } } };

/** A sign-in link of an account whose access ended: the day, and whom to call. */
export const LinkAfterAccessEnded: Story = { args: { reason: { accessEndedOn: '2026-12-31' } } };

/** A sign-in link opened while sign-ins from this address are refused: when to try again, and whom to call. */
export const LinkWhileLockedOut: Story = { args: { reason: { lockedOut: true, retryAfterSeconds: 600 } } };

/** On a phone, the support links wrap under the message. */
export const LinkWhileLockedOutOnPhone: Story = { ...LinkWhileLockedOut, globals: phoneGlobals };
