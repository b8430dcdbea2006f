import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { accountUsage } from '../testing/console-fixtures';
import { inConsoleColumn } from '../testing/story-router';
import { AccountUsageSection } from './account-usage';

const meta = {
  title: 'Console/Customers/Account usage',
  component: AccountUsageSection,
  decorators: [inConsoleColumn],
  args: { usage: accountUsage },
} satisfies Meta<typeof AccountUsageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three days of use in the last 30: totals, and each day. */
export const Used: Story = {};

/** An account nobody used in 30 days. */
export const NotUsed: Story = {
  args: { usage: { ...accountUsage, days: [], totals: { signIns: 0, refusedSignIns: 0, downloads: 0, searches: 0 } } },
};

/** A server that keeps fewer days of audit than the period: said under the figures. */
export const ShorterRetention: Story = { args: { usage: { ...accountUsage, keptDays: { audit: 14, searches: 7 } } } };

/** On a small phone the day table scrolls in its own region. */
export const Phone: Story = { globals: phoneGlobals };
