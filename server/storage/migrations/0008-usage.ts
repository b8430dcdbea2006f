/**
 * Usage by product line: each delivery names the line of its document, searches are counted per
 * day, query and line in a log of their own (never who searched), and the console's charts read
 * days that are over from a table of daily totals (filled from the audit the first time a chart
 * asks for them) and only the current day from the audit, over an index.
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
  await db.schema
    .createTable('usage_days')
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('document', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('usage_days_key', ['day', 'kind', 'model', 'document'])
    .execute();
  await db.schema
    .createTable('usage_days_totalled')
    .addColumn('day', 'integer', (column) => column.primaryKey())
    .execute();
}

/**
 * Totalling a day, and the current day's figures, read one kind over a period: sign-ins sum their
 * counts, downloads group by line and document, so one index holds all they read and the rows are
 * never visited. The last sign-in of each account is one step down the second.
 */
export async function createUsageIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_usage')
    .on('audit')
    .columns(['kind', 'time', 'partial', 'model', 'document', 'count'])
    .execute();
  await db.schema.createIndex('audit_by_kind_account_time').on('audit').columns(['kind', 'account', 'time']).execute();
}
