/**
 * What operators and the recourse from a lockout read of the sign-in counters, on every engine:
 * since when a counter refuses, lifting it, and the accounts each address signed in to. Migration
 * 0011 on a database that was in use keeps a lockout in force listable.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpMigrationDatabases, databaseMigratedTo, migrationEngines } from '../testing/migration-engines';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import type { Storage } from './storage';

afterEach(closeOpenedStores);
afterEach(cleanUpMigrationDatabases);

const accountOf = async (storage: Storage, name: string) =>
  (await storage.accounts.create({ name, models: ['m-1'], lookupKey: `k-${name}`, passwordHash: 'h', now: 0 })).id;

describe.each(storageEngines)('$name sign-in counters', (engine) => {
  describe.skipIf(engine.skip)('lockouts and the accounts of an address', () => {
    it('remembers when a counter started refusing, and forgets it with a new window', async () => {
      const storage = await engine.open();
      const limit = { max: 3, windowMs: 100 };
      for (const time of [1000, 1010, 1020, 1030]) await storage.loginLimits.recordFailure('address:a', time, limit);
      expect(await storage.loginLimits.locked(1050)).toEqual([
        { scope: 'address:a', count: 4, windowStart: 1000, lockedUntil: 1100, lockedSince: 1020 },
      ]);
      await storage.loginLimits.recordFailure('address:a', 1100, limit);
      expect(await storage.loginLimits.locked(1100)).toEqual([]);
      await storage.loginLimits.recordFailure('one', 7, { max: 1, windowMs: 10 });
      expect(await storage.loginLimits.locked(8)).toEqual([
        { scope: 'one', count: 1, windowStart: 7, lockedUntil: 17, lockedSince: 7 },
      ]);
    });

    it('clears a counter and answers it as it was', async () => {
      const storage = await engine.open();
      const limit = { max: 1, windowMs: 100 };
      await storage.loginLimits.recordFailure('address:a', 1000, limit);
      await storage.loginLimits.recordFailure('address:b', 1000, limit);
      expect(await storage.loginLimits.clear('address:a')).toEqual({
        scope: 'address:a',
        count: 1,
        windowStart: 1000,
        lockedUntil: 1100,
        lockedSince: 1000,
      });
      expect(await storage.loginLimits.clear('address:a')).toBeUndefined();
      expect((await storage.loginLimits.locked(1000)).map((counter) => counter.scope)).toEqual(['address:b']);
    });

    it('remembers the accounts each address signed in to, and forgets them with age or the account', async () => {
      const storage = await engine.open();
      const another = (await engine.openAnother?.()) ?? storage;
      const ward = await accountOf(storage, 'ward-7');
      const icu = await accountOf(storage, 'icu-2');
      await storage.loginLimits.rememberSuccess('203.0.113.7', 50, ward);
      await another.loginLimits.rememberSuccess('203.0.113.7', 40, ward);
      await storage.loginLimits.rememberSuccess('203.0.113.7', 30, icu);
      await storage.loginLimits.rememberSuccess('198.51.100.1', 60, icu);
      expect(await another.loginLimits.accountsSignedInFrom('203.0.113.7', 0)).toEqual([
        { accountId: icu, account: 'icu-2', lastSuccess: 30 },
        { accountId: ward, account: 'ward-7', lastSuccess: 50 },
      ]);
      expect(await storage.loginLimits.accountsSignedInFrom('203.0.113.7', 31)).toEqual([
        { accountId: ward, account: 'ward-7', lastSuccess: 50 },
      ]);
      expect(await storage.loginLimits.lastSuccess('203.0.113.7')).toBe(50);

      await storage.loginLimits.prune(1000, 100, 45);
      expect(await storage.loginLimits.accountsSignedInFrom('203.0.113.7', 0)).toEqual([
        { accountId: ward, account: 'ward-7', lastSuccess: 50 },
      ]);
      await storage.accounts.remove(ward);
      expect(await storage.loginLimits.accountsSignedInFrom('203.0.113.7', 0)).toEqual([]);
      expect(await storage.loginLimits.accountsSignedInFrom('198.51.100.1', 0)).toHaveLength(1);
    });
  });
});

describe.each(migrationEngines)('migration 0011 on $name', (engine) => {
  it.skipIf(engine.skip)('dates a lockout in force from its window, and keeps counting', async () => {
    const old = await databaseMigratedTo(engine, '0009-search-log-bounds');
    await sql`INSERT INTO login_failures (scope, count, window_start, locked_until)
      VALUES ('address:203.0.113.7', 10, 1000, 901000), ('address:198.51.100.1', 2, 1000, 0)`.execute(old.db);
    await old.db.destroy();

    const storage = await old.open();
    expect(await storage.loginLimits.locked(2000)).toEqual([
      { scope: 'address:203.0.113.7', count: 10, windowStart: 1000, lockedUntil: 901000, lockedSince: 1000 },
    ]);
    const limit = { max: 3, windowMs: 900_000 };
    expect(await storage.loginLimits.recordFailure('address:198.51.100.1', 3000, limit)).toMatchObject({
      count: 3,
      lockedUntil: 901000,
    });
    expect((await storage.loginLimits.locked(3000)).map((counter) => counter.lockedSince)).toEqual([3000, 1000]);
  });
});
