/** The server deletes paper-copy requests marked sent past PAPER_COPY_RETENTION_DAYS, at start-up and daily. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { paperCopyRequest } from '../testing/paper-copy-request';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
});

const day = 86_400_000;
/** The test app's clock at start. */
const start = Date.UTC(2025, 0, 1);

const request = (reference: string, createdAt: number) => paperCopyRequest({ reference, createdAt });

/** Requests made long ago: one never sent, the others sent the given number of days before start. */
async function storeWith(sentDaysAgo: number[]): Promise<Storage> {
  const storage = await openSqliteStorage(':memory:');
  await storage.paperCopies.create(request('PC-OPEN-OPEN', start - 400 * day));
  for (const [index, days] of sentDaysAgo.entries()) {
    const reference = `PC-SENT-000${index}`;
    await storage.paperCopies.create(request(reference, start - 400 * day));
    await storage.paperCopies.markDone(reference, start - days * day);
  }
  return storage;
}

const references = async (storage: Storage) => (await storage.paperCopies.list()).map((kept) => kept.reference);

describe('paper-copy retention', () => {
  it('deletes requests sent longer ago than PAPER_COPY_RETENTION_DAYS at start-up, never open ones', async () => {
    const storage = await storeWith([31, 29]);
    t = await createTestApp({ env: { PAPER_COPY_RETENTION_DAYS: '30' }, build: { storage } });
    expect(await references(storage)).toEqual(['PC-OPEN-OPEN', 'PC-SENT-0001']);
  });

  it('keeps 90 days by default, and deletes again once a day while running', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const storage = await storeWith([91, 89]);
    t = await createTestApp({ build: { storage } });
    expect(await references(storage)).toEqual(['PC-OPEN-OPEN', 'PC-SENT-0001']);
    // Two days on, the request sent 89 days before start was sent 91 days ago.
    t.clock.advance(2 * day);
    vi.advanceTimersByTime(2 * day);
    await vi.waitFor(async () => expect(await references(storage)).toEqual(['PC-OPEN-OPEN']));
  });
});
