/** The first schema: accounts, sessions, audit events and settings. */
import { type Kysely, sql } from 'kysely';
import { type Engine, kindsList, timeType, withIdColumn } from './columns';

export const firstAuditKinds = ['login-ok', 'login-failed', 'sign-out', 'file-delivered', 'access-denied'] as const;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withIdColumn(db.schema.createTable('accounts'), engine)
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('models', 'text', (column) => column.notNull())
    .addColumn('lookup_key', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('disabled', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', timeType, (column) => column.notNull())
    .addColumn('password_changed_at', timeType, (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'integer', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', timeType, (column) => column.notNull())
    .addColumn('last_seen_at', timeType, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_by_account').on('sessions').column('account_id').execute();
  await withIdColumn(db.schema.createTable('audit'), engine)
    .addColumn('time', timeType, (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('account', 'text')
    .addColumn('client_address', 'text', (column) => column.notNull())
    .addColumn('request_id', 'text', (column) => column.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('detail', 'text')
    .addCheckConstraint('audit_kind', sql.raw(`kind IN (${kindsList(firstAuditKinds)})`))
    .execute();
  await db.schema.createIndex('audit_by_time').on('audit').column('time').execute();
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
}
