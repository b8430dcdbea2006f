/** Requests for printed instructions for use, and the audit kind that records them. */
import { type Kysely, sql } from 'kysely';
import { thirdAuditKinds } from './0003-lockouts-revocations-demo-marks';
import { rebuildAuditTable, rebuiltColumns } from './audit-rebuild';
import { type Engine, timeType, withIdColumn } from './columns';

export const fourthAuditKinds = [...thirdAuditKinds, 'paper-copy-requested'] as const;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await rebuildAuditTable(db, engine, fourthAuditKinds, rebuiltColumns);
  await withIdColumn(db.schema.createTable('paper_copy_requests'), engine)
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', timeType, (column) => column.notNull())
    .addColumn('account', 'text', (column) => column.notNull())
    .addColumn('session_id', 'text')
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('document_name', 'text', (column) => column.notNull())
    .addColumn('document_path', 'text', (column) => column.notNull())
    .addColumn('document_version', 'text')
    .addColumn('copies', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('facility', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('open'))
    .addColumn('done_at', timeType)
    .addCheckConstraint('paper_copy_status', sql`status IN ('open', 'done')`)
    .execute();
  await db.schema
    .createIndex('paper_copy_requests_by_session')
    .on('paper_copy_requests')
    .columns(['session_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('paper_copy_requests_by_status')
    .on('paper_copy_requests')
    .columns(['status', 'created_at'])
    .execute();
}
