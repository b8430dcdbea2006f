import type { Kysely, Selectable } from 'kysely';
import type { SignInLinkRecord } from '../records';
import type { Database, SignInLinkTable } from '../schema';

interface NewSignInLink extends Omit<SignInLinkRecord, 'id' | 'revokedAt' | 'lastUsedAt'> {
  /** HMAC-SHA256 of the token under the server secret, hex (auth/sign-in-links.ts). */
  tokenHash: string;
}

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

/** Removing an account removes its links. */
export function signInLinkStore(db: Kysely<Database>) {
  const links = () => db.selectFrom('sign_in_links').selectAll();
  return {
    create: async (link: NewSignInLink): Promise<SignInLinkRecord> =>
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
    findByTokenHash: async (tokenHash: string): Promise<SignInLinkRecord | undefined> => {
      const row = await links().where('token_hash', '=', tokenHash).executeTakeFirst();
      return row && toLink(row);
    },
    findById: async (id: number): Promise<SignInLinkRecord | undefined> => {
      const row = await links().where('id', '=', id).executeTakeFirst();
      return row && toLink(row);
    },
    /** Newest first, revoked and expired ones too. */
    listForAccount: async (accountId: number): Promise<SignInLinkRecord[]> =>
      (
        await links().where('account_id', '=', accountId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
      ).map(toLink),
    /** False when the link does not exist or was revoked already. */
    revoke: async (id: number, now: number): Promise<boolean> => {
      const result = await db
        .updateTable('sign_in_links')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    markUsed: async (id: number, now: number): Promise<void> => {
      await db.updateTable('sign_in_links').set({ last_used_at: now }).where('id', '=', id).execute();
    },
  };
}
