/** The server deletes days of the search log older than SEARCH_LOG_RETENTION_DAYS, at start-up and daily. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { createTestApp, type TestApp } from '../testing/test-app';
import { dayMs, usageDayOf } from '../usage/usage-day';

let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
});

/** The test app's clock at start. */
const start = Date.UTC(2025, 0, 1);
const everything = { from: start - 400 * dayMs, to: start + dayMs };

/** One search on each of the given days before start. */
async function storeWith(daysAgo: number[]): Promise<Storage> {
  const storage = await openSqliteStorage(':memory:');
  for (const days of daysAgo) {
    const day = usageDayOf(start - days * dayMs);
    await storage.searchLog.record(
      { day, query: 'x', model: '', found: true },
      { accountId: 1, accountDailyLimit: 10 },
    );
  }
  return storage;
}

const daysKept = async (storage: Storage) => (await storage.usage.searchesPerDay(everything)).map((row) => row.day);

describe('search-log retention', () => {
  it('deletes days older than SEARCH_LOG_RETENTION_DAYS at start-up', async () => {
    const storage = await storeWith([31, 30, 29]);
    t = await createTestApp({ env: { SEARCH_LOG_RETENTION_DAYS: '30' }, build: { storage } });
    expect(await daysKept(storage)).toEqual(['2024-12-02', '2024-12-03']);
    // Each account's searches per day (its usage) are kept as long as the log: the two days kept.
    expect(await storage.searchLog.pruneAccountCounts('9999-12-31')).toBe(2);
  });

  it('keeps 90 days by default, and deletes again once a day while running', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const storage = await storeWith([91, 89]);
    t = await createTestApp({ build: { storage } });
    expect(await daysKept(storage)).toEqual(['2024-10-04']);
    t.clock.advance(2 * dayMs);
    vi.advanceTimersByTime(2 * dayMs);
    await vi.waitFor(async () => expect(await daysKept(storage)).toEqual([]));
  });
});
