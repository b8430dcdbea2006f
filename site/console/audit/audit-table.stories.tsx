import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { Pager } from '../shared/pager';
import { auditPage } from '../testing/console-fixtures';
import { withConsoleRouter } from '../testing/story-router';
import { AuditTable } from './audit-table';

function AuditTableWithPager({ answer }: { answer: typeof auditPage }) {
  return (
    <>
      <AuditTable rows={answer.rows} total={answer.total} />
      <Pager page={answer.page} pageSize={answer.pageSize} total={answer.total} />
    </>
  );
}

const meta = {
  title: 'Console/Audit/Audit table with pager',
  component: AuditTableWithPager,
  decorators: [withConsoleRouter],
  parameters: { path: '/audit?operator=alice&page=2' },
  args: { answer: auditPage },
} satisfies Meta<typeof AuditTableWithPager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 2 of 40: an operator's change, a download and repeated failed sign-ins. */
export const MiddlePage: Story = {};

/** The only page: no previous, no next. */
export const OnePage: Story = { args: { answer: { ...auditPage, page: 1, total: 3 } } };

export const NothingMatches: Story = { args: { answer: { ...auditPage, page: 1, total: 0, rows: [] } } };

export const Phone: Story = { globals: phoneGlobals };
