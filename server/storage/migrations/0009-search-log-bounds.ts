/**
 * The search log's rows added per account and UTC day, so one account's searches cannot grow the
 * log without end. Kept apart from the log, which never says who searched: a count of rows, no words.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_log_accounts')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('account_id', 'integer', (column) => column.notNull())
    .addColumn('added', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('search_log_accounts_key', ['day', 'account_id'])
    .execute();
}
