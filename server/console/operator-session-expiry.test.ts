/** Console sessions past their timeouts are deleted by the portal at start-up and daily, even if never presented again. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { createTestApp, type TestApp } from '../testing/test-app';
import { deleteExpiredOperatorSessions } from './operator-session-expiry';

let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
});

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
/** The test app's clock at start. */
const start = Date.UTC(2025, 0, 1);

/** An operator's sessions, each started and last seen the given times before start. */
async function storeWith(sessions: Record<string, { startedAgo: number; seenAgo: number }>): Promise<Storage> {
  const storage = await openSqliteStorage(':memory:');
  const { id } = await storage.operators.create({
    name: 'ann',
    role: 'admin',
    passwordHash: 'hash',
    totpSecret: 'SECRET',
    recoveryCodeHashes: [],
    now: start - 30 * day,
  });
  for (const [tokenHash, { startedAgo, seenAgo }] of Object.entries(sessions)) {
    await storage.operators.createSession({
      tokenHash,
      operatorId: id,
      createdAt: start - startedAgo,
      lastSeenAt: start - seenAgo,
      clientAddress: '127.0.0.1',
      userAgent: null,
    });
  }
  return storage;
}

const kept = async (storage: Storage, tokenHashes: string[]) => {
  const found = await Promise.all(tokenHashes.map((tokenHash) => storage.operators.findSession(tokenHash)));
  return tokenHashes.filter((_, index) => found[index] !== undefined);
};

const sessions = {
  idle: { startedAgo: hour, seenAgo: 16 * minute },
  tooLong: { startedAgo: 8 * hour + minute, seenAgo: minute },
  working: { startedAgo: 7 * hour, seenAgo: 14 * minute },
};
const tokens = Object.keys(sessions);

describe('operator-session expiry', () => {
  it('deletes sessions idle over 15 minutes or started over 8 hours ago at start-up, and again daily', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const storage = await storeWith(sessions);
    t = await createTestApp({ build: { storage } });
    expect(await kept(storage, tokens)).toEqual(['working']);
    t.clock.advance(day);
    vi.advanceTimersByTime(day);
    await vi.waitFor(async () => expect(await kept(storage, tokens)).toEqual([]));
  });

  it('follows the timeouts it is given', async () => {
    const storage = await storeWith(sessions);
    expect(await deleteExpiredOperatorSessions(storage, { idleMinutes: 30, absoluteHours: 12 }, start)).toBe(0);
    expect(await deleteExpiredOperatorSessions(storage, { idleMinutes: 10, absoluteHours: 12 }, start)).toBe(2);
    expect(await kept(storage, tokens)).toEqual(['tooLong']);
    await storage.close();
  });
});
