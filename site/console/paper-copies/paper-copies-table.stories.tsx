import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import { titlesOf } from '../shared/line-titles';
import { catalogue, fixtureNow, paperCopy } from '../testing/console-fixtures';
import { PaperCopiesTable } from './paper-copies-table';

const day = 86_400_000;

const meta = {
  title: 'Console/Paper copies/Queue',
  component: PaperCopiesTable,
  args: {
    status: 'open',
    titles: titlesOf(catalogue),
    copies: [
      paperCopy(),
      paperCopy({ reference: 'PC-2026-0051', createdAt: fixtureNow - 2 * day, copies: 1, documentVersion: null }),
    ],
    onClose: fn(),
  },
} satisfies Meta<typeof PaperCopiesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New requests: the first is past its seven days and says "Overdue" in words. */
export const NewWithOverdue: Story = {};

/** What a viewer sees: the same rows, no buttons. */
export const Viewer: Story = { args: { onClose: undefined } };

/** Sent requests, with when and the operator's note. */
export const Sent: Story = {
  args: {
    status: 'done',
    copies: [paperCopy({ status: 'done', overdue: false, closedAt: fixtureNow - day, note: 'Posted first class.' })],
  },
};

export const Empty: Story = { args: { copies: [] } };

/** The wide queue scrolls inside its own region on a small phone. */
export const Phone: Story = { globals: phoneGlobals };
