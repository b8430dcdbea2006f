import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../engine-errors';
import {
  type AccountDetails,
  type AccountRecord,
  type AccountWithSecret,
  DuplicateAccountError,
  type PlainHashLink,
} from '../records';
import type { AccountTable, Database } from '../schema';

interface NewAccount {
  name: string;
  models: string[];
  /** HMAC-SHA256(server secret, auth key), hex. */
  lookupKey: string;
  /** scrypt hash of the auth key, see auth/password-hash.ts. */
  passwordHash: string;
  now: number;
  /** Seeded by demo mode; ordinary accounts leave it out. */
  demo?: boolean;
  /** The customer's details (an import gives them with the account); unset when absent. */
  details?: AccountDetails;
  accessEndsAt?: number | null;
}

function detailColumns(details: AccountDetails) {
  return {
    hospital_name: details.hospitalName,
    customer_number: details.customerNumber,
    country: details.country,
    language: details.language,
    contact_name: details.contactName,
    contact_email: details.contactEmail,
    notes: details.notes,
  };
}

function newAccountRow(account: NewAccount) {
  return {
    name: account.name,
    models: JSON.stringify(account.models),
    lookup_key: account.lookupKey,
    password_hash: account.passwordHash,
    created_at: account.now,
    password_changed_at: account.now,
    demo: account.demo ? 1 : 0,
    ...(account.details ? detailColumns(account.details) : {}),
    access_ends_at: account.accessEndsAt ?? null,
  };
}

function toAccount(row: Selectable<AccountTable>): AccountRecord {
  return {
    id: row.id,
    name: row.name,
    models: JSON.parse(row.models) as string[],
    disabled: row.disabled !== 0,
    createdAt: row.created_at,
    passwordChangedAt: row.password_changed_at,
    demo: row.demo !== 0,
    plainHashLink: row.plain_hash_link,
    details: {
      hospitalName: row.hospital_name,
      customerNumber: row.customer_number,
      country: row.country,
      language: row.language,
      contactName: row.contact_name,
      contactEmail: row.contact_email,
      notes: row.notes,
    },
    accessEndsAt: row.access_ends_at,
  };
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error, 'accounts', 'name')) throw new DuplicateAccountError('name');
  if (isUniqueViolation(error, 'accounts', 'lookup_key')) throw new DuplicateAccountError('password');
  throw error;
}

/** `changed` is called after every change that can end or alter a signed-in session (Storage.accessRevision). */
export function accountStore(db: Kysely<Database>, changed: () => void) {
  const byId = (id: number) => db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  const update = (id: number) => db.updateTable('accounts').where('id', '=', id);
  return {
    create: async (account: NewAccount): Promise<AccountRecord> => {
      const row = await db
        .insertInto('accounts')
        .values(newAccountRow(account))
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(rethrowDuplicate);
      return toAccount(row);
    },
    /** Creates every account or, when any one cannot be (a name taken meanwhile), none. */
    createMany: (accounts: readonly NewAccount[]): Promise<AccountRecord[]> =>
      db
        .transaction()
        .execute(async (trx) => {
          const created: AccountRecord[] = [];
          for (const account of accounts) {
            created.push(
              toAccount(
                await trx
                  .insertInto('accounts')
                  .values(newAccountRow(account))
                  .returningAll()
                  .executeTakeFirstOrThrow(),
              ),
            );
          }
          return created;
        })
        .catch(rethrowDuplicate),
    findById: async (id: number): Promise<AccountRecord | undefined> => {
      const row = await byId(id);
      return row && toAccount(row);
    },
    findByName: async (name: string): Promise<AccountRecord | undefined> => {
      const row = await db.selectFrom('accounts').selectAll().where('name', '=', name).executeTakeFirst();
      return row && toAccount(row);
    },
    findByLookupKey: async (lookupKey: string): Promise<AccountWithSecret | undefined> => {
      const row = await db.selectFrom('accounts').selectAll().where('lookup_key', '=', lookupKey).executeTakeFirst();
      return row && { ...toAccount(row), passwordHash: row.password_hash };
    },
    /** Lookup key of an account, to tell whether it was made under the current server secret. */
    lookupKeyOf: async (id: number): Promise<string | undefined> => (await byId(id))?.lookup_key,
    list: async (): Promise<AccountRecord[]> =>
      (await db.selectFrom('accounts').selectAll().orderBy('name').execute()).map(toAccount),
    /** Also ends every session of the account. */
    async setPassword(id: number, lookupKey: string, passwordHash: string, now: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('accounts')
          .set({ lookup_key: lookupKey, password_hash: passwordHash, password_changed_at: now })
          .where('id', '=', id)
          .execute()
          .catch(rethrowDuplicate);
        await trx.deleteFrom('sessions').where('account_id', '=', id).execute();
      });
      changed();
    },
    async setModels(id: number, models: string[]): Promise<void> {
      await update(id)
        .set({ models: JSON.stringify(models) })
        .execute();
      changed();
    },
    /** Disabling also ends every session of the account. */
    async setDisabled(id: number, disabled: boolean): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('accounts')
          .set({ disabled: disabled ? 1 : 0 })
          .where('id', '=', id)
          .execute();
        if (disabled) await trx.deleteFrom('sessions').where('account_id', '=', id).execute();
      });
      changed();
    },
    /**
     * The customer's details and access end date, all at once. An end at or before `now` also ends
     * every session of the account, as disabling does.
     */
    async setDetails(id: number, details: AccountDetails, accessEndsAt: number | null, now: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('accounts')
          .set({ ...detailColumns(details), access_ends_at: accessEndsAt })
          .where('id', '=', id)
          .execute();
        if (accessEndsAt !== null && accessEndsAt <= now) {
          await trx.deleteFrom('sessions').where('account_id', '=', id).execute();
        }
      });
      changed();
    },
    /** Demo mode re-keys its own accounts; any other new password makes the account an ordinary one. */
    async setDemo(id: number, demo: boolean): Promise<void> {
      await update(id)
        .set({ demo: demo ? 1 : 0 })
        .execute();
      changed();
    },
    /** null: the server's default. */
    async setPlainHashLink(id: number, value: PlainHashLink | null): Promise<void> {
      await update(id).set({ plain_hash_link: value }).execute();
    },
    /**
     * Removes the account, its sessions and its paper-copy requests (open ones too: the caller asks
     * first); audit rows keep its name. Says how many requests went, and how many of them were open.
     */
    async remove(id: number): Promise<{ paperCopies: number; openPaperCopies: number }> {
      const removed = await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('account_id', '=', id).execute();
        const account = await trx.deleteFrom('accounts').where('id', '=', id).returning('name').executeTakeFirst();
        if (!account) return { paperCopies: 0, openPaperCopies: 0 };
        // Requests name their account, so a later account of the same name starts with none.
        const requests = await trx
          .deleteFrom('paper_copy_requests')
          .where('account', '=', account.name)
          .returning('status')
          .execute();
        return {
          paperCopies: requests.length,
          openPaperCopies: requests.filter((request) => request.status === 'open').length,
        };
      });
      changed();
      return removed;
    },
  };
}
