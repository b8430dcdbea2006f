import type { Kysely, Selectable, Transaction } from 'kysely';
import { isUniqueViolation } from '../engine-errors';
import {
  DuplicateOperatorError,
  type NewOperator,
  type OperatorRecord,
  type OperatorSessionRecord,
  type OperatorWithSecrets,
  type SecretUpgrade,
} from '../records';
import type { Database, OperatorSessionTable, OperatorTable } from '../schema';

function toOperator(row: Selectable<OperatorTable>): OperatorRecord {
  return { id: row.id, name: row.name, role: row.role, disabled: row.disabled !== 0, createdAt: row.created_at };
}

function toSession(row: Selectable<OperatorSessionTable>): OperatorSessionRecord {
  return {
    tokenHash: row.token_hash,
    operatorId: row.operator_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
  };
}

async function insertRecoveryCodes(trx: Transaction<Database>, operatorId: number, hashes: readonly string[]) {
  if (hashes.length === 0) return;
  await trx
    .insertInto('operator_recovery_codes')
    .values(hashes.map((codeHash) => ({ operator_id: operatorId, code_hash: codeHash, used_at: null })))
    .execute();
}

export function operatorStore(db: Kysely<Database>) {
  const byId = (id: number) => db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    async create(operator: NewOperator): Promise<OperatorRecord> {
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('operators')
            .values({
              name: operator.name,
              role: operator.role,
              password_hash: operator.passwordHash,
              totp_secret: operator.totpSecret,
              created_at: operator.now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await insertRecoveryCodes(trx, row.id, operator.recoveryCodeHashes);
          return toOperator(row);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'operators', 'name')) throw new DuplicateOperatorError(operator.name);
        throw error;
      }
    },
    findByName: async (name: string): Promise<OperatorWithSecrets | undefined> => {
      const row = await db.selectFrom('operators').selectAll().where('name', '=', name).executeTakeFirst();
      return row && { ...toOperator(row), passwordHash: row.password_hash, totpSecret: row.totp_secret };
    },
    findById: async (id: number): Promise<OperatorRecord | undefined> => {
      const row = await byId(id);
      return row && toOperator(row);
    },
    list: async (): Promise<OperatorRecord[]> =>
      (await db.selectFrom('operators').selectAll().orderBy('name').execute()).map(toOperator),
    /** Disabling also ends the operator's sessions. */
    async setDisabled(id: number, disabled: boolean): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('operators')
          .set({ disabled: disabled ? 1 : 0 })
          .where('id', '=', id)
          .execute();
        if (disabled) await trx.deleteFrom('operator_sessions').where('operator_id', '=', id).execute();
      });
    },
    /** A new TOTP key and recovery codes replace the old ones; ends the operator's sessions. */
    async resetSecondFactor(id: number, totpSecret: string, recoveryCodeHashes: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // The steps used with the old key say nothing about the new one.
        await trx
          .updateTable('operators')
          .set({ totp_secret: totpSecret, totp_last_step: 0 })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', id).execute();
        await insertRecoveryCodes(trx, id, recoveryCodeHashes);
        await trx.deleteFrom('operator_sessions').where('operator_id', '=', id).execute();
      });
    },
    /** Removes the operator, its sessions, recovery codes and remembered addresses; audit rows keep its name. */
    async remove(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('operator_sessions').where('operator_id', '=', id).execute();
        await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', id).execute();
        await trx.deleteFrom('operator_sign_in_addresses').where('operator_id', '=', id).execute();
        await trx.deleteFrom('operators').where('id', '=', id).execute();
      });
    },
    /**
     * Records a TOTP time step as used, atomically, unless it is not later than the last step used:
     * false means the code was used already (a replay) and must be refused. One conditional
     * statement: of two instances checking the same code at once, one updates the row.
     */
    useTotpStep: async (id: number, step: number): Promise<boolean> => {
      const result = await db
        .updateTable('operators')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where('totp_last_step', '<', step)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Uses up an unused recovery code (its stored hash), atomically; false when unknown or used already. */
    useRecoveryCode: async (id: number, codeHash: string, now: number): Promise<boolean> => {
      const result = await db
        .updateTable('operator_recovery_codes')
        .set({ used_at: now })
        .where('operator_id', '=', id)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The stored hashes of the operator's unused recovery codes. */
    unusedRecoveryCodeHashes: async (id: number): Promise<string[]> =>
      (
        await db
          .selectFrom('operator_recovery_codes')
          .select('code_hash')
          .where('operator_id', '=', id)
          .where('used_at', 'is', null)
          .orderBy('id')
          .execute()
      ).map((row) => row.code_hash),
    /**
     * Replaces secrets stored the old way (a TOTP key in clear, bare recovery-code hashes) with their
     * stronger form, each only if still stored: a second factor reset meanwhile is never undone.
     */
    async upgradeSecrets(
      id: number,
      { totpSecret, recoveryCodeHashes = [] }: { totpSecret?: SecretUpgrade; recoveryCodeHashes?: SecretUpgrade[] },
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (totpSecret) {
          await trx
            .updateTable('operators')
            .set({ totp_secret: totpSecret.to })
            .where('id', '=', id)
            .where('totp_secret', '=', totpSecret.from)
            .execute();
        }
        for (const { from, to } of recoveryCodeHashes) {
          await trx
            .updateTable('operator_recovery_codes')
            .set({ code_hash: to })
            .where('operator_id', '=', id)
            .where('code_hash', '=', from)
            .execute();
        }
      });
    },
    remainingRecoveryCodes: async (id: number): Promise<number> => {
      const row = await db
        .selectFrom('operator_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('operator_id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    /**
     * Remembers that the operator signed in from the address (as the limits count it), and forgets
     * their addresses not signed in from since `forgetBefore`.
     */
    async rememberSignInAddress(id: number, address: string, now: number, forgetBefore: number): Promise<void> {
      await db
        .insertInto('operator_sign_in_addresses')
        .values({ operator_id: id, address, last_success: now })
        .onConflict((conflict) =>
          conflict
            .columns(['operator_id', 'address'])
            .doUpdateSet((eb) => ({ last_success: eb.ref('excluded.last_success') }))
            .where('operator_sign_in_addresses.last_success', '<', (eb) => eb.ref('excluded.last_success')),
        )
        .execute();
      await db
        .deleteFrom('operator_sign_in_addresses')
        .where('operator_id', '=', id)
        .where('last_success', '<', forgetBefore)
        .execute();
    },
    /** When the operator last signed in from the address, if remembered. */
    lastSignInFrom: async (id: number, address: string): Promise<number | undefined> =>
      (
        await db
          .selectFrom('operator_sign_in_addresses')
          .select('last_success')
          .where('operator_id', '=', id)
          .where('address', '=', address)
          .executeTakeFirst()
      )?.last_success,
    async createSession(session: OperatorSessionRecord): Promise<void> {
      await db
        .insertInto('operator_sessions')
        .values({
          token_hash: session.tokenHash,
          operator_id: session.operatorId,
          created_at: session.createdAt,
          last_seen_at: session.lastSeenAt,
          client_address: session.clientAddress,
          user_agent: session.userAgent,
        })
        .execute();
    },
    findSession: async (tokenHash: string): Promise<OperatorSessionRecord | undefined> => {
      const row = await db
        .selectFrom('operator_sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row && toSession(row);
    },
    async touchSession(tokenHash: string, lastSeenAt: number): Promise<void> {
      await db
        .updateTable('operator_sessions')
        .set({ last_seen_at: lastSeenAt })
        .where('token_hash', '=', tokenHash)
        .execute();
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await db.deleteFrom('operator_sessions').where('token_hash', '=', tokenHash).execute();
    },
    /** Housekeeping: drops operator sessions past either timeout. */
    deleteExpiredSessions: async (idleBefore: number, createdBefore: number): Promise<number> => {
      const result = await db
        .deleteFrom('operator_sessions')
        .where((eb) => eb.or([eb('last_seen_at', '<', idleBefore), eb('created_at', '<', createdBefore)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
