/**
 * The addresses each operator signed in from, and when last: a failed-sign-in lockout of an
 * operator's name does not keep the operator out from where they signed in lately
 * (console/console-sign-in-limits.ts). The TOTP keys (sealed) and recovery-code hashes (salted)
 * keep their columns: sign-in rewrites a row's old forms in place (console/second-factor.ts).
 */
import type { Kysely } from 'kysely';
import { timeType } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_sign_in_addresses')
    .addColumn('operator_id', 'integer', (column) => column.notNull().references('operators.id').onDelete('cascade'))
    // As the failed-sign-in limits count it (plugins/limit-key.ts): an IPv6 /64 is one address.
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('last_success', timeType, (column) => column.notNull())
    .addPrimaryKeyConstraint('operator_sign_in_address', ['operator_id', 'address'])
    .execute();
}
