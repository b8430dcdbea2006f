/**
 * New audit kinds (lockout, session-revoked) and collapsed repeats (count, repeat_key). Sessions
 * remember where they started; demo-seeded accounts are marked (accounts named demo or demo-*
 * were only ever made by demo mode before this step); failed-sign-in counters and successful
 * addresses move from process memory into the store.
 */
import type { Kysely } from 'kysely';
import { firstAuditKinds } from './0001-accounts-sessions-audit-settings';
import { columnsBeforeRepeats, rebuildAuditTable } from './audit-rebuild';
import { type Engine, timeType } from './columns';

export const thirdAuditKinds = [...firstAuditKinds, 'lockout', 'session-revoked'] as const;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await rebuildAuditTable(db, engine, thirdAuditKinds, columnsBeforeRepeats);
  await db.schema.alterTable('sessions').addColumn('client_address', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema
    .createIndex('sessions_by_account_created')
    .on('sessions')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('demo', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  const accounts = db.withTables<{ accounts: { name: string; demo: number } }>();
  await accounts
    .updateTable('accounts')
    .set({ demo: 1 })
    .where((eb) => eb.or([eb('name', '=', 'demo'), eb('name', 'like', 'demo-%')]))
    .execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('scope', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('window_start', timeType, (column) => column.notNull())
    .addColumn('locked_until', timeType, (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('login_successes')
    .addColumn('address', 'text', (column) => column.primaryKey())
    .addColumn('last_success', timeType, (column) => column.notNull())
    .execute();
}
