import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { acknowledgementReport } from '../testing/console-fixtures';
import { AcknowledgementsTable } from './acknowledgements-table';

const meta = {
  title: 'Console/Accounts/Read and understood',
  component: AcknowledgementsTable,
  args: { rows: acknowledgementReport.rows, caption: '5 rows, 2 outstanding' },
} satisfies Meta<typeof AcknowledgementsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each person's state for the current version of each document, then what they confirmed of an earlier one. */
export const Report: Story = {};

/** Outstanding only: whom to remind. */
export const Outstanding: Story = {
  args: {
    rows: acknowledgementReport.rows.filter((row) => row.status === 'outstanding'),
    caption: '2 rows, 2 outstanding',
  },
};

/** Nobody matches the filters (or nobody has signed in by name yet). */
export const Empty: Story = { args: { rows: [], caption: '0 rows, 0 outstanding' } };

/** The wide report scrolls inside its own region on a small phone. */
export const Phone: Story = { globals: phoneGlobals };
