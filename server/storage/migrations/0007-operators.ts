/**
 * Operators of the console: named people with a password, a TOTP second factor, one-time
 * recovery codes and their own sessions. Audit rows name the operator who acted, and get the
 * kinds of the console and of customer-account changes; the console filters rows by operator and
 * by client address. Paper-copy requests can be cancelled, and keep the note they were closed with.
 */
import { type Kysely, sql } from 'kysely';
import { sixthAuditKinds } from './0006-paper-copy-limits';
import { columnsWithOperator, createOperatorIndexes, rebuildAuditTable, replaceAuditKinds } from './audit-rebuild';
import { type Engine, timeType, withIdColumn } from './columns';

export const seventhAuditKinds = [
  ...sixthAuditKinds,
  'paper-copy-cancelled',
  'account-created',
  'account-models-set',
  'account-password-set',
  'account-disabled',
  'account-enabled',
  'account-removed',
  'operator-login-ok',
  'operator-login-failed',
  'operator-sign-out',
  'operator-changed',
] as const;

const paperCopyStatuses = sql`status IN ('open', 'done', 'cancelled')`;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await createOperatorTables(db, engine);
  await db.schema.alterTable('audit').addColumn('operator', 'text').execute();
  if (engine === 'postgres') {
    await replaceAuditKinds(db, sixthAuditKinds, seventhAuditKinds);
    await createOperatorIndexes(db);
    await db.schema.alterTable('paper_copy_requests').dropConstraint('paper_copy_status').execute();
    await db.schema
      .alterTable('paper_copy_requests')
      .addCheckConstraint('paper_copy_status', paperCopyStatuses)
      .execute();
    await db.schema.alterTable('paper_copy_requests').addColumn('note', 'text').execute();
  } else {
    // The rebuild makes the operator indexes with the others.
    await rebuildAuditTable(db, engine, seventhAuditKinds, columnsWithOperator);
    await rebuildPaperCopies(db, engine);
  }
}

async function createOperatorTables(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withIdColumn(db.schema.createTable('operators'), engine)
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('totp_secret', 'text', (column) => column.notNull())
    // The latest TOTP time step accepted: a code of that step or an earlier one is a replay.
    .addColumn('totp_last_step', timeType, (column) => column.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', timeType, (column) => column.notNull())
    .addCheckConstraint('operator_role', sql`role IN ('admin', 'viewer')`)
    .execute();
  await withIdColumn(db.schema.createTable('operator_recovery_codes'), engine)
    .addColumn('operator_id', 'integer', (column) => column.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('used_at', timeType)
    .addUniqueConstraint('operator_recovery_code', ['operator_id', 'code_hash'])
    .execute();
  await withIdColumn(db.schema.createTable('operator_sessions'), engine)
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('operator_id', 'integer', (column) => column.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('created_at', timeType, (column) => column.notNull())
    .addColumn('last_seen_at', timeType, (column) => column.notNull())
    .addColumn('client_address', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('operator_sessions_by_operator').on('operator_sessions').column('operator_id').execute();
}

const paperCopyColumns = [
  'id',
  'reference',
  'created_at',
  'account',
  'session_id',
  'model',
  'document_name',
  'document_path',
  'document_version',
  'copies',
  'name',
  'facility',
  'address',
  'email',
  'status',
  'done_at',
  'client_key',
] as const;

/** SQLite cannot change the CHECK of statuses in place: the table is made anew with its rows and indexes. */
async function rebuildPaperCopies(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withIdColumn(db.schema.createTable('paper_copy_requests_next'), engine)
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
    .addColumn('client_key', 'text')
    .addColumn('note', 'text')
    .addCheckConstraint('paper_copy_status', paperCopyStatuses)
    .execute();
  const columns = sql.join(paperCopyColumns.map((column) => sql.ref(column)));
  await sql`INSERT INTO paper_copy_requests_next (${columns}) SELECT ${columns} FROM paper_copy_requests`.execute(db);
  await db.schema.dropTable('paper_copy_requests').execute();
  await db.schema.alterTable('paper_copy_requests_next').renameTo('paper_copy_requests').execute();
  const indexes = {
    paper_copy_requests_by_session: 'session_id',
    paper_copy_requests_by_status: 'status',
    paper_copy_requests_by_account: 'account',
    paper_copy_requests_by_client: 'client_key',
  } as const;
  for (const [name, column] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on('paper_copy_requests').columns([column, 'created_at']).execute();
  }
}
