import { type Kysely, type Selectable, sql } from 'kysely';
import type { FailureCounter, LockedCounter } from '../records';
import type { Database, LoginFailureTable } from '../schema';

/** An account that signed in successfully from an address. */
interface AccountSuccess {
  accountId: number;
  account: string;
  lastSuccess: number;
}

function toCounter(row: Selectable<LoginFailureTable>): FailureCounter {
  return { scope: row.scope, count: row.count, windowStart: row.window_start, lockedUntil: row.locked_until };
}

function toLockedCounter(row: Selectable<LoginFailureTable>): LockedCounter {
  return { ...toCounter(row), lockedSince: row.locked_since };
}

/**
 * Failed-sign-in counters and the addresses that signed in successfully. Kept in the store, not in
 * process memory, so the operator CLI sees current lockouts and every process counts the same.
 */
export function loginLimitStore(db: Kysely<Database>) {
  return {
    counter: async (scope: string): Promise<FailureCounter | undefined> => {
      const row = await db.selectFrom('login_failures').selectAll().where('scope', '=', scope).executeTakeFirst();
      return row && toCounter(row);
    },
    /**
     * Counts one failure; the returned counter says whether this one reached the limit. One upsert
     * that reads and writes the row at once, so instances counting the same scope together never
     * lose a failure between a read and a write (a fixed window: a window that has ended starts
     * again at 1; reaching the limit locks until the window ends).
     */
    recordFailure: async (
      scope: string,
      now: number,
      { max, windowMs }: { max: number; windowMs: number },
    ): Promise<FailureCounter> => {
      const windowEnded = sql<boolean>`login_failures.window_start <= ${now - windowMs}`;
      const lockedAtFirst = max <= 1 ? now + windowMs : 0;
      const startsLocking = sql<boolean>`login_failures.count + 1 >= ${max} AND login_failures.locked_until <= ${now}`;
      const row = await db
        .insertInto('login_failures')
        .values({
          scope,
          count: 1,
          window_start: now,
          locked_until: lockedAtFirst,
          locked_since: lockedAtFirst === 0 ? 0 : now,
        })
        .onConflict((conflict) =>
          conflict.column('scope').doUpdateSet({
            count: sql`CASE WHEN ${windowEnded} THEN 1 ELSE login_failures.count + 1 END`,
            window_start: sql`CASE WHEN ${windowEnded} THEN ${now} ELSE login_failures.window_start END`,
            locked_until: sql`CASE
              WHEN ${windowEnded} THEN ${lockedAtFirst}
              WHEN ${startsLocking} THEN login_failures.window_start + ${windowMs}
              ELSE login_failures.locked_until END`,
            locked_since: sql`CASE
              WHEN ${windowEnded} THEN ${lockedAtFirst === 0 ? 0 : now}
              WHEN ${startsLocking} THEN ${now}
              ELSE login_failures.locked_since END`,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCounter(row);
    },
    /** Scopes refusing at `now`, the longest-refusing first. */
    locked: async (now: number): Promise<LockedCounter[]> =>
      (
        await db
          .selectFrom('login_failures')
          .selectAll()
          .where('locked_until', '>', now)
          .orderBy('locked_until', 'desc')
          .orderBy('scope')
          .execute()
      ).map(toLockedCounter),
    /** Deletes a scope's counter (an operator lifts its lockout); returns it as it was, if there was one. */
    clear: async (scope: string): Promise<LockedCounter | undefined> => {
      const row = await db.deleteFrom('login_failures').where('scope', '=', scope).returningAll().executeTakeFirst();
      return row && toLockedCounter(row);
    },
    /** Remembers a successful sign-in from the address, and to which account. */
    async rememberSuccess(address: string, now: number, accountId: number): Promise<void> {
      await db
        .insertInto('login_successes')
        .values({ address, last_success: now })
        .onConflict((conflict) =>
          conflict
            .column('address')
            .doUpdateSet((eb) => ({ last_success: eb.ref('excluded.last_success') }))
            .where('login_successes.last_success', '<', (eb) => eb.ref('excluded.last_success')),
        )
        .execute();
      await db
        .insertInto('login_account_successes')
        .values({ address, account_id: accountId, last_success: now })
        .onConflict((conflict) =>
          conflict
            .columns(['address', 'account_id'])
            .doUpdateSet((eb) => ({ last_success: eb.ref('excluded.last_success') }))
            .where('login_account_successes.last_success', '<', (eb) => eb.ref('excluded.last_success')),
        )
        .execute();
    },
    /** The last successful sign-in from the address, if any. */
    lastSuccess: async (address: string): Promise<number | undefined> =>
      (await db.selectFrom('login_successes').select('last_success').where('address', '=', address).executeTakeFirst())
        ?.last_success,
    /** The accounts that signed in from the address at or after `since`, by name. */
    accountsSignedInFrom: async (address: string, since: number): Promise<AccountSuccess[]> =>
      (
        await db
          .selectFrom('login_account_successes as success')
          .innerJoin('accounts', 'accounts.id', 'success.account_id')
          .select(['success.account_id', 'accounts.name', 'success.last_success'])
          .where('success.address', '=', address)
          .where('success.last_success', '>=', since)
          .orderBy('accounts.name')
          .execute()
      ).map((row) => ({ accountId: row.account_id, account: row.name, lastSuccess: row.last_success })),
    /** Housekeeping: forgets counters whose window and lock ended and successes older than `successBefore`. */
    async prune(now: number, windowMs: number, successBefore: number): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('window_start', '<', now - windowMs)
        .where('locked_until', '<=', now)
        .execute();
      await db.deleteFrom('login_successes').where('last_success', '<', successBefore).execute();
      await db.deleteFrom('login_account_successes').where('last_success', '<', successBefore).execute();
    },
  };
}
