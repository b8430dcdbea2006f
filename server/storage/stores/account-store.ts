import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../engine-errors';
import { type AccountRecord, type AccountStore, DuplicateAccountError } from '../records';
import type { AccountTable, Database } from '../schema';

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
  };
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error, 'accounts', 'name')) throw new DuplicateAccountError('name');
  if (isUniqueViolation(error, 'accounts', 'lookup_key')) throw new DuplicateAccountError('password');
  throw error;
}

/** `changed` is called after every change that can end or alter a signed-in session (Storage.accessRevision). */
export function accountStore(db: Kysely<Database>, changed: () => void): AccountStore {
  const byId = (id: number) => db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  const update = (id: number) => db.updateTable('accounts').where('id', '=', id);
  return {
    create: async (account) => {
      const row = await db
        .insertInto('accounts')
        .values({
          name: account.name,
          models: JSON.stringify(account.models),
          lookup_key: account.lookupKey,
          password_hash: account.passwordHash,
          created_at: account.now,
          password_changed_at: account.now,
          demo: account.demo ? 1 : 0,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(rethrowDuplicate);
      return toAccount(row);
    },
    findById: async (id) => {
      const row = await byId(id);
      return row && toAccount(row);
    },
    findByName: async (name) => {
      const row = await db.selectFrom('accounts').selectAll().where('name', '=', name).executeTakeFirst();
      return row && toAccount(row);
    },
    findByLookupKey: async (lookupKey) => {
      const row = await db.selectFrom('accounts').selectAll().where('lookup_key', '=', lookupKey).executeTakeFirst();
      return row && { ...toAccount(row), passwordHash: row.password_hash };
    },
    lookupKeyOf: async (id) => (await byId(id))?.lookup_key,
    list: async () => (await db.selectFrom('accounts').selectAll().orderBy('name').execute()).map(toAccount),
    async setPassword(id, lookupKey, passwordHash, now) {
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
    async setModels(id, models) {
      await update(id)
        .set({ models: JSON.stringify(models) })
        .execute();
      changed();
    },
    async setDisabled(id, disabled) {
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
    async setDemo(id, demo) {
      await update(id)
        .set({ demo: demo ? 1 : 0 })
        .execute();
      changed();
    },
    async setPlainHashLink(id, value) {
      await update(id).set({ plain_hash_link: value }).execute();
    },
    async remove(id) {
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
