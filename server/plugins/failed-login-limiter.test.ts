import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { defaultFailedLoginLimits, FailedLoginLimiter } from './failed-login-limiter';

let storage: Storage;
afterEach(() => storage?.close());

function limiterAt(start: number) {
  storage = openSqliteStorage(':memory:');
  let time = start;
  const limiter = new FailedLoginLimiter(storage.loginLimits, defaultFailedLoginLimits, () => time);
  return { limiter, advance: (ms: number) => (time += ms) };
}

describe('failed sign-in limits', () => {
  it('six minutes of malformed and wrong keys from one address (3 a second) never refuse another address', () => {
    const { limiter, advance } = limiterAt(Date.UTC(2025, 0, 1));
    const lockouts = [];
    for (let second = 0; second < 6 * 60; second++) {
      for (const kind of ['malformed', 'malformed', 'wrong-key'] as const) {
        if (limiter.retryAfterSeconds('203.0.113.66') === 0)
          lockouts.push(...limiter.recordFailure('203.0.113.66', kind));
      }
      expect(limiter.retryAfterSeconds(`198.51.100.${second % 250}`)).toBe(0);
      advance(1000);
    }
    expect(limiter.retryAfterSeconds('203.0.113.66')).toBeGreaterThan(0);
    expect(lockouts.map((lockout) => lockout.scope)).toEqual(['address']);
    expect(storage.loginLimits.counter('global')?.count ?? 0).toBeLessThanOrEqual(4);
  });

  it('at the global limit refuses only addresses without a recent successful sign-in', () => {
    const { limiter, advance } = limiterAt(Date.UTC(2025, 0, 1));
    limiter.recordSuccess('10.0.0.1');
    const started = [];
    for (let index = 0; index < defaultFailedLoginLimits.global.max; index++) {
      started.push(...limiter.recordFailure(`192.0.2.${index % 200}/${index}`, 'wrong-key'));
    }
    expect(started.map((lockout) => lockout.scope)).toEqual(['global']);
    expect(limiter.retryAfterSeconds('10.0.0.1')).toBe(0);
    expect(limiter.retryAfterSeconds('10.0.0.2')).toBe(15 * 60);
    advance(15 * 60_000);
    expect(limiter.retryAfterSeconds('10.0.0.2')).toBe(0);
  });

  it('counts malformed requests against their own address only', () => {
    const { limiter } = limiterAt(Date.UTC(2025, 0, 1));
    for (let index = 0; index < 9; index++) limiter.recordFailure('203.0.113.1', 'malformed');
    expect(limiter.retryAfterSeconds('203.0.113.1')).toBe(0);
    expect(limiter.recordFailure('203.0.113.1', 'malformed')).toEqual([
      {
        scope: 'address',
        address: '203.0.113.1',
        until: Date.UTC(2025, 0, 1) + 15 * 60_000,
        limit: defaultFailedLoginLimits.perAddress,
      },
    ]);
    expect(limiter.retryAfterSeconds('203.0.113.1')).toBe(15 * 60);
    expect(storage.loginLimits.counter('global')).toBeUndefined();
  });
});
