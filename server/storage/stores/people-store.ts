import type { Kysely, Selectable } from 'kysely';
import type { PersonIdentity, PersonRecord } from '../records';
import type { Database, PersonTable } from '../schema';

function toPerson(row: Selectable<PersonTable>): PersonRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    issuer: row.issuer,
    subject: row.subject,
    name: row.name,
    email: row.email,
    firstSeenAt: row.first_seen_at,
    lastSeenAt: row.last_seen_at,
  };
}

/**
 * The people of each account who signed in through its identity provider. Issuer + subject is who
 * a person is; name and e-mail are what the provider said last. `changed` is called when removing a
 * person ends their sessions (Storage.accessRevision).
 */
export function peopleStore(db: Kysely<Database>, changed: () => void) {
  return {
    /** Records a sign-in: the person is made on their first, and their name, e-mail and last sign-in kept current. */
    async signedIn(accountId: number, identity: PersonIdentity, now: number): Promise<PersonRecord> {
      const row = await db
        .insertInto('people')
        .values({
          account_id: accountId,
          issuer: identity.issuer,
          subject: identity.subject,
          name: identity.name,
          email: identity.email,
          first_seen_at: now,
          last_seen_at: now,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['account_id', 'issuer', 'subject'])
            .doUpdateSet({ name: identity.name, email: identity.email, last_seen_at: now }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPerson(row);
    },
    find: async (id: number): Promise<PersonRecord | undefined> => {
      const row = await db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toPerson(row);
    },
    /** Keeps "last seen" current while a named session is in use. */
    async seen(id: number, now: number): Promise<void> {
      await db.updateTable('people').set({ last_seen_at: now }).where('id', '=', id).execute();
    },
    /** The account's people, by name. */
    listForAccount: async (accountId: number): Promise<PersonRecord[]> =>
      (
        await db
          .selectFrom('people')
          .selectAll()
          .where('account_id', '=', accountId)
          .orderBy('name')
          .orderBy('id')
          .execute()
      ).map(toPerson),
    /** Forgets a person: their sessions go with them; their confirmations stay, no longer linked. */
    async remove(id: number): Promise<void> {
      const removed = await db.deleteFrom('people').where('id', '=', id).executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) changed();
    },
  };
}
