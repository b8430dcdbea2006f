import type { Kysely, Selectable } from 'kysely';
import type { AcknowledgementRecord } from '../records';
import type { AcknowledgementTable, Database } from '../schema';

function toAcknowledgement(row: Selectable<AcknowledgementTable>): AcknowledgementRecord {
  return {
    personId: row.person_id,
    person: { name: row.person_name, email: row.person_email },
    accountId: row.account_id,
    model: row.model,
    document: row.document,
    version: row.version,
    confirmedAt: row.confirmed_at,
  };
}

/** A confirmation as a person gives it: always theirs, before anyone could remove them. */
type Confirmation = AcknowledgementRecord & { personId: number };

/**
 * Named people's "read and understood", one row per person and version of a document. A row
 * outlives its person: removing them empties its link and keeps the name and e-mail it was given under.
 */
export function acknowledgementStore(db: Kysely<Database>) {
  const find = (wanted: Pick<Confirmation, 'personId' | 'model' | 'document' | 'version'>) =>
    db
      .selectFrom('acknowledgements')
      .selectAll()
      .where('person_id', '=', wanted.personId)
      .where('model', '=', wanted.model)
      .where('document', '=', wanted.document)
      .where('version', '=', wanted.version)
      .executeTakeFirst();
  return {
    /**
     * Records that a person confirmed a version. Confirming it again changes nothing: the first
     * confirmation's time is kept, and `created` says whether this call stored it. One statement, so
     * two confirmations sent at once store one row.
     */
    async confirm(confirmation: Confirmation): Promise<{ acknowledgement: AcknowledgementRecord; created: boolean }> {
      const inserted = await db
        .insertInto('acknowledgements')
        .values({
          person_id: confirmation.personId,
          person_name: confirmation.person.name,
          person_email: confirmation.person.email,
          account_id: confirmation.accountId,
          model: confirmation.model,
          document: confirmation.document,
          version: confirmation.version,
          confirmed_at: confirmation.confirmedAt,
        })
        .onConflict((conflict) => conflict.columns(['person_id', 'model', 'document', 'version']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { acknowledgement: toAcknowledgement(inserted), created: true };
      const stored = await find(confirmation);
      if (!stored) throw new Error('an acknowledgement that conflicted is gone');
      return { acknowledgement: toAcknowledgement(stored), created: false };
    },
    /** Everything one person confirmed. */
    forPerson: async (personId: number): Promise<AcknowledgementRecord[]> =>
      (await db.selectFrom('acknowledgements').selectAll().where('person_id', '=', personId).execute()).map(
        toAcknowledgement,
      ),
    /** Everything the people of an account confirmed, those since removed too, oldest first. */
    forAccount: async (accountId: number): Promise<AcknowledgementRecord[]> =>
      (
        await db
          .selectFrom('acknowledgements')
          .selectAll()
          .where('account_id', '=', accountId)
          .orderBy('confirmed_at')
          .orderBy('id')
          .execute()
      ).map(toAcknowledgement),
  };
}
