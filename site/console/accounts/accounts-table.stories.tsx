import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { titlesOf } from '../shared/line-titles';
import { accounts, catalogue } from '../testing/console-fixtures';
import { withConsoleRouter } from '../testing/story-router';
import { AccountsTable } from './accounts-table';

const meta = {
  title: 'Console/Accounts/Accounts table',
  component: AccountsTable,
  decorators: [withConsoleRouter],
  args: { accounts, titles: titlesOf(catalogue) },
} satisfies Meta<typeof AccountsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enabled and disabled accounts, one never signed in, one with a long name and four lines. */
export const Default: Story = {};

/** Filters that match nothing. */
export const Empty: Story = { args: { accounts: [] } };

/** On a small phone the table scrolls inside its own region. */
export const Phone: Story = { globals: phoneGlobals };
