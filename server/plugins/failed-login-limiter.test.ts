import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { defaultFailedLoginLimits, FailedLoginLimiter } from './failed-login-limiter';

let storage: Storage;
afterEach(() => storage?.close());

async function limiterAt(start: number) {
  storage = await openSqliteStorage(':memory:');
  let time = start;
  const limiter = new FailedLoginLimiter(storage.loginLimits, defaultFailedLoginLimits, () => time);
  return { limiter, advance: (ms: number) => (time += ms) };
}

describe('failed sign-in limits', () => {
  it('six minutes of malformed and wrong keys from one address (3 a second) never refuse another address', async () => {
    const { limiter, advance } = await limiterAt(Date.UTC(2025, 0, 1));
    const lockouts = [];
    for (let second = 0; second < 6 * 60; second++) {
      for (const kind of ['malformed', 'malformed', 'wrong-key'] as const) {
        if ((await limiter.retryAfterSeconds('203.0.113.66')) === 0)
          lockouts.push(...(await limiter.recordFailure('203.0.113.66', kind)));
      }
      expect(await limiter.retryAfterSeconds(`198.51.100.${second % 250}`)).toBe(0);
      advance(1000);
    }
    expect(await limiter.retryAfterSeconds('203.0.113.66')).toBeGreaterThan(0);
    expect(lockouts.map((lockout) => lockout.scope)).toEqual(['address']);
    expect((await storage.loginLimits.counter('global'))?.count ?? 0).toBeLessThanOrEqual(4);
  });

  it('at the global limit refuses only addresses without a recent successful sign-in', async () => {
    const { limiter, advance } = await limiterAt(Date.UTC(2025, 0, 1));
    await limiter.recordSuccess('10.0.0.1');
    const started = [];
    for (let index = 0; index < defaultFailedLoginLimits.global.max; index++) {
      started.push(...(await limiter.recordFailure(`192.0.2.${index % 200}/${index}`, 'wrong-key')));
    }
    expect(started.map((lockout) => lockout.scope)).toEqual(['global']);
    expect(await limiter.retryAfterSeconds('10.0.0.1')).toBe(0);
    expect(await limiter.retryAfterSeconds('10.0.0.2')).toBe(15 * 60);
    advance(15 * 60_000);
    expect(await limiter.retryAfterSeconds('10.0.0.2')).toBe(0);
  });

  it('counts malformed requests against their own address only', async () => {
    const { limiter } = await limiterAt(Date.UTC(2025, 0, 1));
    for (let index = 0; index < 9; index++) await limiter.recordFailure('203.0.113.1', 'malformed');
    expect(await limiter.retryAfterSeconds('203.0.113.1')).toBe(0);
    expect(await limiter.recordFailure('203.0.113.1', 'malformed')).toEqual([
      {
        scope: 'address',
        address: '203.0.113.1',
        until: Date.UTC(2025, 0, 1) + 15 * 60_000,
        limit: defaultFailedLoginLimits.perAddress,
      },
    ]);
    expect(await limiter.retryAfterSeconds('203.0.113.1')).toBe(15 * 60);
    expect(await storage.loginLimits.counter('global')).toBeUndefined();
  });
});
