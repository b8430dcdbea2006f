import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import { accounts, hospitalSignIn } from '../testing/console-fixtures';
import { inConsoleColumn } from '../testing/story-router';
import { HospitalSignInSettings } from './hospital-sign-in-settings';

const meta = {
  title: 'Console/Accounts/Hospital sign-in',
  component: HospitalSignInSettings,
  decorators: [inConsoleColumn],
  args: { account: accounts[0]?.name ?? 'st-mary', hospitalSignIn, onChanged: fn(async () => {}) },
} satisfies Meta<typeof HospitalSignInSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connected, as an admin sees it: the connection, and the form to change it (the secret only ever "set"). */
export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Set (never shown)')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove hospital sign-in' })).toBeInTheDocument();
  },
};

/** Not connected yet: the redirect URI to register, and the form asking for the secret. */
export const NotConnected: Story = {
  args: { hospitalSignIn: { redirectUri: hospitalSignIn.redirectUri, settings: null } },
};

/** Admitted by a group as well as a domain, the shared password refused. */
export const GroupAndPasswordRefused: Story = {
  args: {
    hospitalSignIn: {
      ...hospitalSignIn,
      settings: hospitalSignIn.settings && {
        ...hospitalSignIn.settings,
        groupClaim: 'groups',
        groupValue: 'b0c7e3f1-portal-users',
        passwordAllowed: false,
      },
    },
  },
};

/** A viewer sees the connection and no control that changes it. */
export const Viewer: Story = { args: { onChanged: undefined } };

/** On a small phone, the redirect URI wraps and the fields take the width. */
export const Phone: Story = { globals: phoneGlobals };
