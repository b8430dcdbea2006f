import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { lockouts } from '../testing/console-fixtures';
import { withConsoleRouter } from '../testing/story-router';
import { AccountLockouts } from './account-lockouts';

const meta = {
  title: 'Console/Customers/Account lockouts',
  component: AccountLockouts,
  decorators: [withConsoleRouter],
  args: { account: 'st-marys-hospital', lockouts, canLift: true },
} satisfies Meta<typeof AccountLockouts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address the account signed in from is locked out: an admin is pointed to the Lockouts page. */
export const LockedOut: Story = {};

/** A viewer sees the lockout and no way to lift it. */
export const Viewer: Story = { args: { canLift: false } };

/** No lockout at any of its addresses. */
export const None: Story = { args: { account: 'city-clinic' } };

/** On a small phone. */
export const Phone: Story = { globals: phoneGlobals };
