/**
 * Usage per customer account: the searches each account made per UTC day are counted beside the
 * rows it added to the search log (search_log_accounts.searches; still no words, and the log itself
 * never names the account), so an account's page can show its searches. The rows of days already
 * there count what they added. And the audit kind of an operator removing one of an account's
 * named people.
 */
import { type Kysely, sql } from 'kysely';
import { thirteenthAuditKinds } from './0013-people-and-identity';
import { columnsWithPerson, rebuildAuditTable, replaceAuditKinds } from './audit-rebuild';
import type { Engine } from './columns';

export const fourteenthAuditKinds = [...thirteenthAuditKinds, 'person-removed'] as const;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('search_log_accounts')
    .addColumn('searches', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // Before this step only new rows were counted: a lower bound of the searches of those days.
  await sql`UPDATE search_log_accounts SET searches = added`.execute(db);
  if (engine === 'postgres') await replaceAuditKinds(db, thirteenthAuditKinds, fourteenthAuditKinds);
  else await rebuildAuditTable(db, engine, fourteenthAuditKinds, columnsWithPerson);
}
