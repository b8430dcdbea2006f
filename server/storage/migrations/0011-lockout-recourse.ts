/**
 * Recourse from a sign-in lockout: a counter remembers when it started refusing (operators see
 * since when an address is locked out), and successful sign-ins are remembered per address and
 * account, so an address that is refused still lets in the accounts it signed in to lately.
 */
import { type Kysely, sql } from 'kysely';
import { timeType } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('locked_since', timeType, (column) => column.notNull().defaultTo(0))
    .execute();
  // A lockout in force now started at its window's last counted failure at the latest: the start
  // of its window is the nearest time on record.
  await sql`UPDATE login_failures SET locked_since = window_start WHERE locked_until > 0`.execute(db);
  await db.schema
    .createTable('login_account_successes')
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('account_id', 'integer', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('last_success', timeType, (column) => column.notNull())
    .addPrimaryKeyConstraint('login_account_successes_key', ['address', 'account_id'])
    .execute();
  // Removing an account deletes its rows (the cascade); PostgreSQL does not index a referencing column itself.
  await db.schema
    .createIndex('login_account_successes_by_account')
    .on('login_account_successes')
    .column('account_id')
    .execute();
}
