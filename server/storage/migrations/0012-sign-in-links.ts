/**
 * Sign-in links an operator issues for an account: each one a random token the server keeps only
 * an HMAC of, with an expiry, a revocation and the time it was last used, so a link can be
 * withdrawn without changing the hospital's password. Each account may refuse the plain-hash link
 * (`?auth=` with the password's SHA-256), or follow the server's default (null). Issuing,
 * revoking and that setting are audited under kinds of their own.
 */
import { type Kysely, sql } from 'kysely';
import { seventhAuditKinds } from './0007-operators';
import { columnsWithModel, rebuildAuditTable, replaceAuditKinds } from './audit-rebuild';
import { type Engine, timeType, withIdColumn } from './columns';

export const twelfthAuditKinds = [
  ...seventhAuditKinds,
  'account-link-issued',
  'account-link-revoked',
  'account-plain-link-set',
] as const;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withIdColumn(db.schema.createTable('sign_in_links'), engine)
    .addColumn('account_id', 'integer', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    // HMAC-SHA256 of the token under the server secret: the token itself is never stored.
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('created_at', timeType, (column) => column.notNull())
    .addColumn('expires_at', timeType, (column) => column.notNull())
    .addColumn('revoked_at', timeType)
    .addColumn('last_used_at', timeType)
    .execute();
  await db.schema
    .createIndex('sign_in_links_by_account')
    .on('sign_in_links')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('plain_hash_link', 'text', (column) => column.check(sql`plain_hash_link IN ('allowed', 'refused')`))
    .execute();
  if (engine === 'postgres') await replaceAuditKinds(db, seventhAuditKinds, twelfthAuditKinds);
  else await rebuildAuditTable(db, engine, twelfthAuditKinds, columnsWithModel);
}
