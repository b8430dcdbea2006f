import { type Kysely, type Selectable, sql } from 'kysely';
import type { FailureCounter, LockedCounter, LoginLimitStore } from '../records';
import type { Database, LoginFailureTable } from '../schema';

function toCounter(row: Selectable<LoginFailureTable>): FailureCounter {
  return { scope: row.scope, count: row.count, windowStart: row.window_start, lockedUntil: row.locked_until };
}

function toLockedCounter(row: Selectable<LoginFailureTable>): LockedCounter {
  return { ...toCounter(row), lockedSince: row.locked_since };
}

export function loginLimitStore(db: Kysely<Database>): LoginLimitStore {
  return {
    counter: async (scope) => {
      const row = await db.selectFrom('login_failures').selectAll().where('scope', '=', scope).executeTakeFirst();
      return row && toCounter(row);
    },
    // One upsert that reads and writes the row at once, so instances counting the same scope
    // together never lose a failure between a read and a write (a fixed window: a window that
    // has ended starts again at 1; reaching the limit locks until the window ends).
    recordFailure: async (scope, now, { max, windowMs }) => {
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
    locked: async (now) =>
      (
        await db
          .selectFrom('login_failures')
          .selectAll()
          .where('locked_until', '>', now)
          .orderBy('locked_until', 'desc')
          .orderBy('scope')
          .execute()
      ).map(toLockedCounter),
    clear: async (scope) => {
      const row = await db.deleteFrom('login_failures').where('scope', '=', scope).returningAll().executeTakeFirst();
      return row && toLockedCounter(row);
    },
    async rememberSuccess(address, now, accountId) {
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
    lastSuccess: async (address) =>
      (await db.selectFrom('login_successes').select('last_success').where('address', '=', address).executeTakeFirst())
        ?.last_success,
    accountsSignedInFrom: async (address, since) =>
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
    async prune(now, windowMs, successBefore) {
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
