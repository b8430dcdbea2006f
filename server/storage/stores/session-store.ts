import type { DeleteResult, Kysely, Selectable } from 'kysely';
import type { SessionRecord } from '../records';
import type { Database, SessionTable } from '../schema';

function toSession(row: Selectable<SessionTable>): SessionRecord {
  return {
    tokenHash: row.token_hash,
    accountId: row.account_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    personId: row.person_id,
  };
}

/** `changed` is called after every change that can end a signed-in session (Storage.accessRevision). */
export function sessionStore(db: Kysely<Database>, changed: () => void) {
  const newestFirst = (accountId: number) =>
    db.selectFrom('sessions').where('account_id', '=', accountId).orderBy('created_at', 'desc').orderBy('id', 'desc');
  const deleted = async (query: { executeTakeFirst(): Promise<DeleteResult> }) => {
    const removed = Number((await query.executeTakeFirst()).numDeletedRows);
    if (removed > 0) changed();
    return removed;
  };
  return {
    async create(session: SessionRecord): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          token_hash: session.tokenHash,
          account_id: session.accountId,
          created_at: session.createdAt,
          last_seen_at: session.lastSeenAt,
          client_address: session.clientAddress,
          user_agent: session.userAgent,
          person_id: session.personId ?? null,
        })
        .execute();
    },
    find: async (tokenHash: string): Promise<SessionRecord | undefined> => {
      const row = await db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      return row && toSession(row);
    },
    async touch(tokenHash: string, lastSeenAt: number): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: lastSeenAt }).where('token_hash', '=', tokenHash).execute();
    },
    async delete(tokenHash: string): Promise<void> {
      await deleted(db.deleteFrom('sessions').where('token_hash', '=', tokenHash));
    },
    /** Ends every session of one named person (removed from the directory, or the account's connection changed). */
    async deleteForPerson(personId: number): Promise<void> {
      await deleted(db.deleteFrom('sessions').where('person_id', '=', personId));
    },
    /**
     * Ends the account's sessions of one kind: the shared password's (its people may no longer use
     * it) or its named people's (the account's identity provider was disconnected or replaced).
     */
    async deleteForAccountOfKind(accountId: number, kind: 'shared' | 'named'): Promise<void> {
      const query = db.deleteFrom('sessions').where('account_id', '=', accountId);
      await deleted(
        kind === 'shared' ? query.where('person_id', 'is', null) : query.where('person_id', 'is not', null),
      );
    },
    async deleteForAccount(accountId: number): Promise<void> {
      await deleted(db.deleteFrom('sessions').where('account_id', '=', accountId));
    },
    /** Housekeeping: drops sessions past either timeout. */
    deleteExpired: (idleBefore: number, createdBefore: number): Promise<number> =>
      deleted(
        db
          .deleteFrom('sessions')
          .where((eb) => eb.or([eb('last_seen_at', '<', idleBefore), eb('created_at', '<', createdBefore)])),
      ),
    /**
     * Housekeeping: drops the sessions of accounts whose access has ended by `now`. The session
     * check refuses them already (auth/sign-in-refusal.ts); this only clears their rows away.
     */
    deleteOfEndedAccess: (now: number): Promise<number> =>
      deleted(
        db
          .deleteFrom('sessions')
          .where('account_id', 'in', (eb) =>
            eb
              .selectFrom('accounts')
              .select('id')
              .where('access_ends_at', 'is not', null)
              .where('access_ends_at', '<=', now),
          ),
      ),
    /** Sessions of one account, newest first. */
    listForAccount: async (accountId: number): Promise<SessionRecord[]> =>
      (await newestFirst(accountId).selectAll().execute()).map(toSession),
    /**
     * Ends all but the newest `keep` sessions of the account; returns the ended ones. One
     * statement, so two instances trimming the same account at once end each session once (the
     * second delete finds the row gone) and never leave more than `keep`.
     */
    trimForAccount: async (accountId: number, keep: number): Promise<SessionRecord[]> => {
      const rows = await db
        .deleteFrom('sessions')
        .where('account_id', '=', accountId)
        .where('id', 'not in', newestFirst(accountId).select('id').limit(keep))
        .returningAll()
        .execute();
      if (rows.length > 0) changed();
      return rows.sort((a, b) => b.created_at - a.created_at || b.id - a.id).map(toSession);
    },
  };
}
