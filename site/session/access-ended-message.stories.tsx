import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { withSite } from '../testing/story-providers';
import { AccessEndedMessage } from './access-ended-message';

const meta = {
  title: 'Site/Login/Access ended',
  component: AccessEndedMessage,
  decorators: [withSite],
  parameters: { site: { signedIn: false } },
  args: { id: 'login-error', role: 'alert', endedOn: '2026-12-31' },
} satisfies Meta<typeof AccessEndedMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The right password of an account whose access ended: the day, in the page's language, and whom to call. */
export const AfterSignIn: Story = {};

/** A sign-in link of such an account, said on arriving at the login page. */
export const AfterLink: Story = { args: { role: 'status' } };

/** On a phone, the support links wrap with the sentence. */
export const Phone: Story = { globals: phoneGlobals };
