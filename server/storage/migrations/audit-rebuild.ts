/**
 * SQLite cannot change a CHECK constraint in place, so adding an audit kind rebuilds the table
 * with its rows (ids kept) and indexes. A PostgreSQL database ran the steps that rebuild (up to
 * 0004) only while it was being created, with an empty audit table, so its id sequence never fell
 * behind the copied ids; later steps change its constraint in place (replaceAuditKinds).
 */
import { type Kysely, sql } from 'kysely';
import { createDocumentIndexes } from './0002-audit-documents';
import { createUsageIndexes } from './0008-usage';
import { type Engine, kindsList, timeType, withIdColumn } from './columns';

export const rebuiltColumns = [
  'id',
  'time',
  'kind',
  'account',
  'client_address',
  'request_id',
  'user_agent',
  'detail',
  'document',
  'partial',
  'count',
  'repeat_key',
] as const;

/** The columns since instances were named (0005). */
export const columnsWithInstance = [...rebuiltColumns, 'instance'] as const;

/** The columns since rows name the operator who acted (0007). */
export const columnsWithOperator = [...columnsWithInstance, 'operator'] as const;

/** The columns since deliveries name their product line (0008). */
export const columnsWithModel = [...columnsWithOperator, 'model'] as const;

/** The columns since rows name the person who acted (0013). */
export const columnsWithPerson = [...columnsWithModel, 'person'] as const;

type RebuiltColumn = (typeof columnsWithPerson)[number];

/** The columns before collapsed repeats (count, repeat_key) existed. */
export const columnsBeforeRepeats = rebuiltColumns.filter((column) => column !== 'count' && column !== 'repeat_key');

export async function rebuildAuditTable(
  db: Kysely<unknown>,
  engine: Engine,
  kinds: readonly string[],
  /**
   * Columns the old table has; the others take their defaults. The instance, operator and model columns
   * are made only when the old table has them, so the steps from before them rebuild the table
   * they always did.
   */
  copied: readonly RebuiltColumn[],
): Promise<void> {
  await withIdColumn(db.schema.createTable('audit_next'), engine)
    .addColumn('time', timeType, (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('account', 'text')
    .addColumn('client_address', 'text', (column) => column.notNull())
    .addColumn('request_id', 'text', (column) => column.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('detail', 'text')
    .addColumn('document', 'text')
    .addColumn('partial', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('count', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('repeat_key', 'text')
    .$call((table) => (copied.includes('instance') ? table.addColumn('instance', 'text') : table))
    .$call((table) => (copied.includes('operator') ? table.addColumn('operator', 'text') : table))
    .$call((table) => (copied.includes('model') ? table.addColumn('model', 'text') : table))
    .$call((table) => (copied.includes('person') ? table.addColumn('person', 'text') : table))
    .addCheckConstraint(auditKindsConstraint(kinds), sql.raw(`kind IN (${kindsList(kinds)})`))
    .execute();
  const columns = sql.join(copied.map((column) => sql.ref(column)));
  await sql`INSERT INTO audit_next (${columns}) SELECT ${columns} FROM audit`.execute(db);
  await db.schema.dropTable('audit').execute();
  await db.schema.alterTable('audit_next').renameTo('audit').execute();
  await db.schema.createIndex('audit_by_time').on('audit').column('time').execute();
  await createDocumentIndexes(db);
  await db.schema
    .createIndex('audit_repeats')
    .unique()
    .on('audit')
    .column('repeat_key')
    .where(sql.ref('repeat_key'), 'is not', null)
    .execute();
  if (copied.includes('operator')) await createOperatorIndexes(db);
  if (copied.includes('model')) await createUsageIndexes(db);
}

/**
 * What the console filters the audit by besides time and account: the operator who acted (few
 * rows have one, so only those are indexed) and the client address. Each index costs every audit
 * write a little, so there are no more.
 */
export async function createOperatorIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_by_operator_time')
    .on('audit')
    .columns(['operator', 'time'])
    .where(sql.ref('operator'), 'is not', null)
    .execute();
  await db.schema.createIndex('audit_by_client_time').on('audit').columns(['client_address', 'time']).execute();
}

/** The name of the audit table's CHECK of kinds, as the rebuild names it. */
const auditKindsConstraint = (kinds: readonly string[]) => `audit_kind_${kinds.length}`;

/** PostgreSQL changes the CHECK of audit kinds in place: its rows, ids and sequence stay as they are. */
export async function replaceAuditKinds(
  db: Kysely<unknown>,
  previous: readonly string[],
  kinds: readonly string[],
): Promise<void> {
  await db.schema.alterTable('audit').dropConstraint(auditKindsConstraint(previous)).execute();
  await db.schema
    .alterTable('audit')
    .addCheckConstraint(auditKindsConstraint(kinds), sql.raw(`kind IN (${kindsList(kinds)})`))
    .execute();
}
