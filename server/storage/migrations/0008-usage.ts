/**
 * Usage by product line: each delivery names the line of its document, searches are counted per
 * day, query and line in a log of their own (never who searched), and the console's charts read
 * the audit over indexes instead of scanning a year of rows.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit').addColumn('model', 'text').execute();
  await createUsageIndexes(db);
  await db.schema
    .createTable('search_log')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('query', 'text', (column) => column.notNull())
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('found', 'integer', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('search_log_key', ['day', 'query', 'model', 'found'])
    .execute();
}

/**
 * Every chart reads one kind over a period: sign-ins sum their counts, downloads and the top
 * documents group by line and document, so one index holds all they read and the rows are never
 * visited. The last sign-in of each account is one step down the second.
 */
export async function createUsageIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_usage')
    .on('audit')
    .columns(['kind', 'time', 'partial', 'model', 'document', 'count'])
    .execute();
  await db.schema.createIndex('audit_by_kind_account_time').on('audit').columns(['kind', 'account', 'time']).execute();
}
