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

/** After signing out of a hospital sign-in: the provider's own sign-out, for a shared computer. */
export const SignedOutOfHospitalToo: Story = {
  args: { reason: { signedOut: true, hospitalSignOut: 'https://login.hospital.example/logout?client_id=portal' } },
};

/** The same on a small phone: the hint and its link wrap under the message. */
export const SignedOutOfHospitalTooOnPhone: Story = { ...SignedOutOfHospitalToo, globals: phoneGlobals };

/** The person cancelled at the hospital's sign-in, or the hospital refused it. */
export const HospitalRefused: Story = { args: { reason: { hospitalSignIn: 'refused' } } };

/** The work e-mail's domain belongs to no account of the portal. */
export const HospitalUnknownDomain: Story = { args: { reason: { hospitalSignIn: 'unknown-domain' } } };

/** The hospital's sign-in cannot be reached; the account's password still works. */
export const HospitalUnreachable: Story = { args: { reason: { hospitalSignIn: 'unreachable-password-works' } } };

/** Signed in at the hospital, but the account's rule does not admit the person. */
export const HospitalNotAdmitted: Story = { args: { reason: { hospitalSignIn: 'not-admitted' } } };

/** Too long at the hospital's page, or the answer reached another browser. */
export const HospitalExpired: Story = { args: { reason: { hospitalSignIn: 'expired' } } };
