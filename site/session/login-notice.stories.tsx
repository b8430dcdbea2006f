import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { withSite } from '../testing/story-providers';
import { LoginNotice } from './login-notice';
import type { LoginReason } from './login-reason';

/** The login page as reached with `reason` in its history entry. */
const reachedWith = (reason: LoginReason) => ({
  site: { signedIn: true, initialEntries: [{ pathname: '/login', state: reason }] },
});

const meta = {
  title: 'Site/Login/Login notice',
  component: LoginNotice,
  decorators: [withSite],
} satisfies Meta<typeof LoginNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right after signing out. */
export const SignedOut: Story = { parameters: reachedWith({ signedOut: true }) };

/** A sign-in link that has expired or been revoked, or whose password has changed. */
export const LinkNoLongerValid: Story = { parameters: reachedWith({ linkNoLongerValid: true }) };

/** Signed in, sent from a product line the account does not include, which is named. */
export const LineNotIncluded: Story = { parameters: reachedWith({ notIncluded: 'Agilia Connect Volumetric Pump' }) };

/** The same when the line cannot be named. */
export const PageNotIncluded: Story = { parameters: reachedWith({ notIncluded: '' }) };

/** On a phone, the support links wrap under the message. */
export const LineNotIncludedOnPhone: Story = {
  parameters: reachedWith({ notIncluded: 'Agilia Connect Volumetric Pump' }),
  globals: phoneGlobals,
};
