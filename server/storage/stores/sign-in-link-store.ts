import type { Kysely, Selectable } from 'kysely';
import type { SignInLinkRecord, SignInLinkStore } from '../records';
import type { Database, SignInLinkTable } from '../schema';

function toLink(row: Selectable<SignInLinkTable>): SignInLinkRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    label: row.label,
    createdBy: row.created_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
  };
}

export function signInLinkStore(db: Kysely<Database>): SignInLinkStore {
  const links = () => db.selectFrom('sign_in_links').selectAll();
  return {
    create: async (link) =>
      toLink(
        await db
          .insertInto('sign_in_links')
          .values({
            account_id: link.accountId,
            token_hash: link.tokenHash,
            label: link.label,
            created_by: link.createdBy,
            created_at: link.createdAt,
            expires_at: link.expiresAt,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      ),
    findByTokenHash: async (tokenHash) => {
      const row = await links().where('token_hash', '=', tokenHash).executeTakeFirst();
      return row && toLink(row);
    },
    findById: async (id) => {
      const row = await links().where('id', '=', id).executeTakeFirst();
      return row && toLink(row);
    },
    listForAccount: async (accountId) =>
      (
        await links().where('account_id', '=', accountId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
      ).map(toLink),
    revoke: async (id, now) => {
      const result = await db
        .updateTable('sign_in_links')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    markUsed: async (id, now) => {
      await db.updateTable('sign_in_links').set({ last_used_at: now }).where('id', '=', id).execute();
    },
  };
}
