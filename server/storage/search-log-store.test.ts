/**
 * The search log's bound, on every engine (storage-engines.ts): one account adds at most its daily
 * limit of rows, whatever words it sends; the rest are counted, without their words, in one row.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { otherSearches } from '../../engine/shared/console/console-api';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import type { Storage } from './storage';

afterEach(closeOpenedStores);

const day0 = Date.UTC(2026, 0, 10);
const dayMs = 86_400_000;
const firstDay = { from: day0, to: day0 + dayMs };
const accountDailyLimit = 200;

/** Distinct searches that find nothing, as a flood of made-up words sends them. */
const flood = async (storage: Storage, accountId: number, count: number, day = '2026-01-10') => {
  for (let n = 0; n < count; n++) {
    await storage.searchLog.record(
      { day, query: `zq${n.toString(36)}x`, model: '', found: false },
      { accountId, accountDailyLimit },
    );
  }
};

/** Every row the log holds for the period (each found nothing, so each is an empty search). */
const rowsOf = (storage: Storage, range = firstDay) => storage.usage.topEmptySearches(range, 100_000);

describe.each(storageEngines)('$name search log', (engine) => {
  describe.skipIf(engine.skip)('bound per account and day', () => {
    it('keeps at most the daily limit of new rows from one account, the rest in one other row, every search counted', async () => {
      const storage = await engine.open();
      await flood(storage, 1, 1_100);
      const rows = await rowsOf(storage);
      expect(rows).toHaveLength(accountDailyLimit + 1);
      expect(rows[0]).toEqual({ query: otherSearches, model: '', count: 900 });
      expect(await storage.usage.searchesPerDay(firstDay)).toEqual([
        { day: '2026-01-10', searches: 1_100, empty: 1_100 },
      ]);

      // A search the log holds already is counted in its own row, past the limit too.
      await storage.searchLog.record(
        { day: '2026-01-10', query: 'zq0x', model: '', found: false },
        { accountId: 1, accountDailyLimit },
      );
      expect(await rowsOf(storage)).toContainEqual({ query: 'zq0x', model: '', count: 2 });

      // Another account has a limit of its own, and so has the same account the next day.
      await storage.searchLog.record(
        { day: '2026-01-10', query: 'occlusion', model: 'm-a', found: false },
        { accountId: 2, accountDailyLimit },
      );
      expect(await rowsOf(storage)).toContainEqual({ query: 'occlusion', model: 'm-a', count: 1 });
      await flood(storage, 1, 3, '2026-01-11');
      expect(await rowsOf(storage, { from: day0 + dayMs, to: day0 + 2 * dayMs })).toHaveLength(3);
    });

    it('keeps the words of no search when the limit is 0, and the outcome and line of each', async () => {
      const storage = await engine.open();
      const bound = { accountId: 1, accountDailyLimit: 0 };
      await storage.searchLog.record({ day: '2026-01-10', query: 'priming', model: 'm-a', found: true }, bound);
      await storage.searchLog.record({ day: '2026-01-10', query: 'occlusion', model: 'm-a', found: false }, bound);
      await storage.searchLog.record({ day: '2026-01-10', query: 'battery', model: 'm-a', found: false }, bound);
      expect(await rowsOf(storage)).toEqual([{ query: otherSearches, model: 'm-a', count: 2 }]);
      expect(await storage.usage.searchesPerDay(firstDay)).toEqual([{ day: '2026-01-10', searches: 3, empty: 2 }]);
    });

    it("forgets the rows each account added on days before the one given, and the log's rows stay", async () => {
      const storage = await engine.open();
      await flood(storage, 1, accountDailyLimit + 1);
      expect(await storage.searchLog.pruneAccountCounts('2026-01-10')).toBe(0);
      expect(await storage.searchLog.pruneAccountCounts('2026-01-11')).toBe(1);
      expect(await rowsOf(storage)).toHaveLength(accountDailyLimit + 1);
    });
  });
});
