import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import { fixtureNow } from '../testing/console-fixtures';
import { LockoutsTable } from './lockouts-table';

const minute = 60_000;

const meta = {
  title: 'Console/Lockouts/Lockouts table',
  component: LockoutsTable,
  args: {
    lockouts: [
      {
        address: '203.0.113.7',
        accounts: ['st-marys-icu', 'st-marys-ward-7'],
        since: fixtureNow - 3 * minute,
        until: fixtureNow + 12 * minute,
        count: 14,
      },
      {
        address: '2001:db8:7:9::/64',
        accounts: [],
        since: fixtureNow - 10 * minute,
        until: fixtureNow + 5 * minute,
        count: 10,
      },
    ],
    onLift: fn(),
  },
} satisfies Meta<typeof LockoutsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hospital whose accounts still sign in, and an IPv6 network with no recent sign-in; an admin may lift each. */
export const ForAnAdmin: Story = {};

/** What a viewer sees: the same rows, no buttons. */
export const ForAViewer: Story = { args: { onLift: undefined } };

/** The limit across all addresses, during a distributed attack. */
export const GlobalLimit: Story = {
  args: {
    lockouts: [
      { address: null, accounts: [], since: fixtureNow - minute, until: fixtureNow + 14 * minute, count: 1000 },
    ],
  },
};

export const NoLockouts: Story = { args: { lockouts: [] } };

export const Phone: Story = { globals: phoneGlobals };
