/**
 * What a signed-in request costs the store: its session is read at most once per SESSION_CACHE_MS
 * and its last-seen time written at most every 10 s, while the idle timeout still ends a session
 * that is not used.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { SessionCache } from './session-cache';
import { type ActiveSession, SessionManager, type SessionPolicy } from './session-manager';

const origin = { clientAddress: '127.0.0.1', userAgent: null };
let storage: Storage;
afterEach(() => storage.close());

/** A store that counts the calls a lookup makes, a movable clock and one signed-in session. */
async function setUp(policy: Partial<SessionPolicy> = {}) {
  const real = await openSqliteStorage(':memory:');
  const calls = { find: 0, findById: 0, touch: 0 };
  storage = {
    ...real,
    sessions: {
      ...real.sessions,
      find: (tokenHash) => {
        calls.find++;
        return real.sessions.find(tokenHash);
      },
      touch: (tokenHash, lastSeenAt) => {
        calls.touch++;
        return real.sessions.touch(tokenHash, lastSeenAt);
      },
    },
    accounts: {
      ...real.accounts,
      findById: (id) => {
        calls.findById++;
        return real.accounts.findById(id);
      },
    },
  };
  let time = Date.UTC(2025, 0, 1);
  const clock = {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
  const manager = new SessionManager(
    storage,
    { idleMs: 60_000, absoluteMs: 3_600_000, maxPerAccount: 5, cacheMs: 1000, ...policy },
    clock.now,
  );
  const account = await storage.accounts.create({
    name: 'ward',
    models: ['pump'],
    lookupKey: 'lookup',
    passwordHash: 'hash',
    now: time,
  });
  const { token } = await manager.start(account.id, origin);
  return { manager, token, calls, clock };
}

describe('a session lookup', () => {
  it('reads the store once per SESSION_CACHE_MS however many requests arrive', async () => {
    const { manager, token, calls, clock } = await setUp();
    for (let request = 0; request < 100; request++) {
      expect((await manager.resolve(token))?.account.name).toBe('ward');
      clock.advance(9);
    }
    expect(calls).toMatchObject({ find: 1, findById: 1 });
    clock.advance(100);
    expect((await manager.resolve(token))?.account.name).toBe('ward');
    expect(calls).toMatchObject({ find: 2, findById: 2 });
  });

  it('reads the store on every request with SESSION_CACHE_MS=0', async () => {
    const { manager, token, calls } = await setUp({ cacheMs: 0 });
    for (let request = 0; request < 5; request++) expect(await manager.resolve(token)).toBeDefined();
    expect(calls).toMatchObject({ find: 5, findById: 5 });
  });

  it('writes the last-seen time at most every 10 s, yet a session used every 50 s of a 60 s idle timeout lives on', async () => {
    const { manager, token, calls, clock } = await setUp();
    for (let second = 0; second < 60; second++) {
      expect(await manager.resolve(token), `after ${second} s`).toBeDefined();
      clock.advance(1000);
    }
    expect(calls.touch).toBeLessThanOrEqual(6);
    for (let use = 0; use < 12; use++) {
      clock.advance(50_000);
      expect(await manager.resolve(token), `use ${use}`).toBeDefined();
    }
  });

  it('ends a session idle for longer than the timeout, though a copy of it was kept', async () => {
    const { manager, token, clock } = await setUp();
    expect(await manager.resolve(token)).toBeDefined();
    clock.advance(60_001);
    expect(await manager.resolve(token)).toBeUndefined();
    clock.advance(-60_001);
    expect(await manager.resolve(token), 'the row is gone, not only the copy').toBeUndefined();
  });
});

describe('a session known without waiting', () => {
  /** What the request hook does: the copy when it needs nothing more, else the full lookup. */
  const lookUp = (manager: SessionManager, token: string) => manager.known(token) ?? manager.resolve(token);

  it('is known only once a lookup has kept a copy, and only while the copy is fresh', async () => {
    const { manager, token, clock } = await setUp();
    expect(manager.known(token)).toBeUndefined();
    await manager.resolve(token);
    expect(manager.known(token)?.account.name).toBe('ward');
    clock.advance(1000);
    expect(manager.known(token), 'older than SESSION_CACHE_MS').toBeUndefined();
    expect(manager.known('not-a-token')).toBeUndefined();
  });

  it('is not known once signed out', async () => {
    const { manager, token } = await setUp();
    await manager.resolve(token);
    await manager.end(token);
    expect(manager.known(token)).toBeUndefined();
    expect(await lookUp(manager, token)).toBeUndefined();
  });

  it('still moves the last-seen time, so a session in constant use outlives its idle timeout', async () => {
    const { manager, token, calls, clock } = await setUp({ cacheMs: 30_000 });
    for (let second = 0; second < 150; second++) {
      expect(await lookUp(manager, token), `after ${second} s`).toBeDefined();
      clock.advance(1000);
    }
    expect(calls.find).toBeLessThanOrEqual(6);
    expect(calls.touch).toBeGreaterThanOrEqual(14);
    expect(calls.touch).toBeLessThanOrEqual(16);
  });
});

describe('the session cache', () => {
  const active = (name: string): ActiveSession => ({
    session: { tokenHash: name, accountId: 1, createdAt: 0, lastSeenAt: 0, clientAddress: null, userAgent: null },
    account: {
      id: 1,
      name,
      models: [],
      disabled: false,
      createdAt: 0,
      passwordChangedAt: 0,
      demo: false,
      plainHashLink: null,
      details: {
        hospitalName: null,
        customerNumber: null,
        country: null,
        language: null,
        contactName: null,
        contactEmail: null,
        notes: null,
      },
      accessEndsAt: null,
    },
  });

  it('holds a bounded number of copies, dropping the oldest first', async () => {
    const cache = new SessionCache<ActiveSession>(
      1000,
      () => 0,
      () => 1,
      3,
    );
    for (const name of ['a', 'b', 'c', 'd']) cache.set(name, active(name));
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')?.account.name).toBe('d');
  });

  it('trusts no copy when the clock went back', async () => {
    let time = 5000;
    const cache = new SessionCache<ActiveSession>(
      1000,
      () => 0,
      () => time,
    );
    cache.set('a', active('a'));
    time = 4999;
    expect(cache.get('a')).toBeUndefined();
  });
});
