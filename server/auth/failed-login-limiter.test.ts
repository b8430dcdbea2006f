import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { defaultFailedLoginLimits, describeLifted, describeLockout, FailedLoginLimiter } from './failed-login-limiter';

let storage: Storage;
afterEach(() => storage?.close());

/** An account to remember successful sign-ins of (the store keeps them per existing account). */
async function accountId(name = 'ward-7'): Promise<number> {
  return (await storage.accounts.create({ name, models: ['m-1'], lookupKey: `k-${name}`, passwordHash: 'h', now: 0 }))
    .id;
}

async function limiterAt(start: number) {
  storage = await openSqliteStorage(':memory:');
  let time = start;
  const limiter = new FailedLoginLimiter(storage.loginLimits, defaultFailedLoginLimits, () => time);
  return { limiter, advance: (ms: number) => (time += ms) };
}

describe('failed sign-in limits', () => {
  it('six minutes of wrong keys from one address (3 a second) never refuse another address', async () => {
    const { limiter, advance } = await limiterAt(Date.UTC(2025, 0, 1));
    const lockouts = [];
    for (let second = 0; second < 6 * 60; second++) {
      for (let attempt = 0; attempt < 3; attempt++) {
        if ((await limiter.retryAfterSeconds('203.0.113.66')) === 0)
          lockouts.push(...(await limiter.recordFailure('203.0.113.66')));
      }
      expect(await limiter.retryAfterSeconds(`198.51.100.${second % 250}`)).toBe(0);
      advance(1000);
    }
    expect(await limiter.retryAfterSeconds('203.0.113.66')).toBeGreaterThan(0);
    expect(lockouts.map((lockout) => lockout.scope)).toEqual(['address']);
    // Locked out at its own limit, the address added no more to the global count.
    expect((await storage.loginLimits.counter('global'))?.count).toBe(defaultFailedLoginLimits.perAddress.max);
  });

  it('at the global limit refuses only addresses without a recent successful sign-in', async () => {
    const { limiter, advance } = await limiterAt(Date.UTC(2025, 0, 1));
    await limiter.recordSuccess('10.0.0.1', await accountId());
    const started = [];
    for (let index = 0; index < defaultFailedLoginLimits.global.max; index++) {
      started.push(...(await limiter.recordFailure(`192.0.2.${index % 200}/${index}`)));
    }
    expect(started.map((lockout) => lockout.scope)).toEqual(['global']);
    expect(await limiter.retryAfterSeconds('10.0.0.1')).toBe(0);
    expect(await limiter.retryAfterSeconds('10.0.0.2')).toBe(15 * 60);
    advance(15 * 60_000);
    expect(await limiter.retryAfterSeconds('10.0.0.2')).toBe(0);
  });

  it('counts a wrong key against its own address and the global count', async () => {
    const { limiter } = await limiterAt(Date.UTC(2025, 0, 1));
    for (let index = 0; index < 9; index++) await limiter.recordFailure('203.0.113.1');
    expect(await limiter.retryAfterSeconds('203.0.113.1')).toBe(0);
    expect(await limiter.recordFailure('203.0.113.1')).toEqual([
      {
        scope: 'address',
        address: '203.0.113.1',
        until: Date.UTC(2025, 0, 1) + 15 * 60_000,
        limit: defaultFailedLoginLimits.perAddress,
      },
    ]);
    expect(await limiter.retryAfterSeconds('203.0.113.1')).toBe(15 * 60);
    expect(await limiter.retryAfterSeconds('203.0.113.2')).toBe(0);
    expect(await storage.loginLimits.counter('global')).toMatchObject({ count: 10 });
  });

  it('counts an IPv6 /64 as one address: rotating the low bits does not dodge the limit', async () => {
    const { limiter } = await limiterAt(Date.UTC(2025, 0, 1));
    const started = [];
    for (let index = 1; index <= defaultFailedLoginLimits.perAddress.max; index++) {
      started.push(...(await limiter.recordFailure(`2001:db8:7:9::${index.toString(16)}`)));
    }
    expect(started.map(describeLockout)).toEqual([
      expect.stringMatching(/^address 2001:db8:7:9::\/64: 10 failed sign-ins in 15 min; refused until /),
    ]);
    expect(await limiter.retryAfterSeconds('2001:db8:7:9:abcd:ef01:2345:6789')).toBe(15 * 60);
    expect(await storage.loginLimits.counter('address:2001:db8:7:9::/64')).toMatchObject({ count: 10 });
    // The neighbouring /64 is another client.
    expect(await limiter.retryAfterSeconds('2001:db8:7:a::1')).toBe(0);
  });

  it('remembers a successful sign-in for the whole /64, for the global limit', async () => {
    const { limiter } = await limiterAt(Date.UTC(2025, 0, 1));
    await limiter.recordSuccess('2001:db8:7:9::1', await accountId());
    for (let index = 0; index < defaultFailedLoginLimits.global.max; index++) {
      await limiter.recordFailure(`192.0.2.${index % 200}/${index}`);
    }
    expect(await limiter.retryAfterSeconds('2001:db8:7:9:ffff::2')).toBe(0);
    expect(await limiter.retryAfterSeconds('2001:db8:7:a::1')).toBe(15 * 60);
  });

  it('keeps letting in the accounts an address signed in to lately while it is locked out, up to a harder limit', async () => {
    const start = Date.UTC(2025, 0, 2, 9);
    const { limiter, advance } = await limiterAt(start - 24 * 3_600_000);
    const wardA = await accountId('ward-a');
    await accountId('ward-b');
    await limiter.recordSuccess('198.51.100.7', wardA);
    advance(24 * 3_600_000);
    const { perAddress, knownAccountTries } = defaultFailedLoginLimits;
    for (let index = 0; index < perAddress.max; index++) await limiter.recordFailure('198.51.100.7');
    expect(await limiter.standing('198.51.100.7')).toEqual({
      refused: 'other accounts',
      retryAfterSeconds: 15 * 60,
      accountIds: new Set([wardA]),
    });
    expect(await limiter.retryAfterSeconds('198.51.100.7')).toBe(0);
    for (let index = 0; index < knownAccountTries - 1; index++) await limiter.recordFailure('198.51.100.7');
    expect((await limiter.standing('198.51.100.7')).refused).toBe('other accounts');
    await limiter.recordFailure('198.51.100.7');
    expect(await limiter.standing('198.51.100.7')).toEqual({ refused: 'outright', retryAfterSeconds: 15 * 60 });
  });

  it('forgets an account signed in to longer ago than trustedForMs', async () => {
    const { limiter, advance } = await limiterAt(Date.UTC(2025, 0, 1));
    await limiter.recordSuccess('198.51.100.7', await accountId());
    advance(defaultFailedLoginLimits.trustedForMs + 1);
    for (let index = 0; index < defaultFailedLoginLimits.perAddress.max; index++) {
      await limiter.recordFailure('198.51.100.7');
    }
    expect((await limiter.standing('198.51.100.7')).refused).toBe('outright');
  });

  it('lists the lockouts in force for operators and lifts one', async () => {
    const start = Date.UTC(2025, 0, 1, 8);
    const { limiter, advance } = await limiterAt(start);
    await limiter.recordSuccess('2001:db8:7:9::1', await accountId('icu-2'));
    for (let index = 0; index < 12; index++) {
      await limiter.recordFailure('2001:db8:7:9::5');
      advance(1000);
    }
    await storage.loginLimits.recordFailure('console-address:192.0.2.1', start, { max: 1, windowMs: 60_000 });
    const lockout = {
      address: '2001:db8:7:9::/64',
      accounts: ['icu-2'],
      since: start + 9000,
      until: start + 15 * 60_000,
      count: 12,
    };
    expect(await limiter.lockouts()).toEqual([lockout]);
    expect(describeLifted(lockout)).toBe(
      'address 2001:db8:7:9::/64: lockout lifted by an operator (12 failed sign-ins; refused since 2025-01-01T08:00:09.000Z, until 2025-01-01T08:15:00.000Z)',
    );
    expect(await limiter.lift('203.0.113.1')).toBeUndefined();
    // Any address of the /64 names it.
    expect(await limiter.lift('2001:db8:7:9::abcd')).toEqual(lockout);
    expect(await limiter.lockouts()).toEqual([]);
    expect(await limiter.standing('2001:db8:7:9::5')).toEqual({ refused: false });
    expect(await limiter.lift('2001:db8:7:9::/64')).toBeUndefined();
  });

  it('lists and lifts the global limit as the lockout of no one address', async () => {
    const { limiter } = await limiterAt(Date.UTC(2025, 0, 1));
    for (let index = 0; index < defaultFailedLoginLimits.global.max; index++) {
      await limiter.recordFailure(`192.0.2.${index % 200}/${index}`);
    }
    const [global] = await limiter.lockouts();
    expect(global).toMatchObject({ address: null, accounts: [], count: defaultFailedLoginLimits.global.max });
    expect(await limiter.lift(null)).toEqual(global);
    expect(await limiter.retryAfterSeconds('10.0.0.2')).toBe(0);
  });
});
