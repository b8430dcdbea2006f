/**
 * A hospital behind one NAT address: one person's wrong passwords lock the address out, yet the
 * accounts that signed in from there lately keep signing in with their password, while any other
 * key is refused with the lockout's answer and counted.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, type TestApp } from '../testing/test-app';
import { authKeyOf } from './credentials';
import { defaultFailedLoginLimits } from './failed-login-limiter';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const hospital = '203.0.113.7';
const dayMs = 24 * 3_600_000;
const { perAddress, knownAccountTries } = defaultFailedLoginLimits;

const signInFrom = (remoteAddress: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/session', remoteAddress, payload: { authKey: authKeyOf(password) } });

describe('an address locked out after failed sign-ins', () => {
  it('still lets in the right password of an account it signed in to yesterday, and no other', async () => {
    expect((await signInFrom(hospital, 'demo')).statusCode).toBe(200);
    t.clock.advance(dayMs);
    for (let attempt = 0; attempt < perAddress.max; attempt++) {
      expect((await signInFrom(hospital, `typo-${attempt}`)).statusCode).toBe(401);
    }

    const known = await signInFrom(hospital, 'demo');
    expect(known.statusCode).toBe(200);
    expect(sessionCookieOf(known)).toBeDefined();

    // demo-acme's right password, never used from here: refused as a wrong one is, with no session.
    const other = await signInFrom(hospital, 'demo-acme');
    expect(other.statusCode).toBe(429);
    expect(other.headers['retry-after']).toBe(String(15 * 60));
    expect(sessionCookieOf(other)).toBeUndefined();
    const wrong = await signInFrom(hospital, 'still-wrong');
    expect(wrong.statusCode).toBe(429);
    expect(wrong.headers['retry-after']).toBe(other.headers['retry-after']);
    expect(wrong.json()).toEqual(other.json());
    expect((await t.storage.audit.recent(2)).map((event) => [event.kind, event.account])).toEqual([
      ['login-failed', null],
      ['login-failed', 'demo-acme'],
    ]);

    // The same link route refuses the same way.
    const byLink = await t.app.inject({
      url: `/authenticate.php?auth_key=${authKeyOf('demo-acme')}`,
      remoteAddress: hospital,
    });
    expect(byLink.statusCode).toBe(429);

    // Another address is not concerned.
    expect((await signInFrom('198.51.100.1', 'demo-acme')).statusCode).toBe(200);
  });

  it('stops checking passwords at all once the further wrong ones reach the harder limit', async () => {
    expect((await signInFrom(hospital, 'demo')).statusCode).toBe(200);
    t.clock.advance(dayMs);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < perAddress.max + knownAccountTries; attempt++) {
      statuses.push((await signInFrom(hospital, `guess-${attempt}`)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(perAddress.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(knownAccountTries);
    const refused = await signInFrom(hospital, 'demo');
    expect(refused.statusCode).toBe(429);
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'login-failed',
      detail: 'POST /api/session: too many failed checks',
    });
    expect((await t.storage.loginLimits.counter(`address:${hospital}`))?.count).toBe(
      perAddress.max + knownAccountTries,
    );
    t.clock.advance(perAddress.windowMs);
    expect((await signInFrom(hospital, 'demo')).statusCode).toBe(200);
  });

  it('refuses every password of an address with no recent successful sign-in, as before', async () => {
    for (let attempt = 0; attempt < perAddress.max; attempt++) await signInFrom(hospital, `typo-${attempt}`);
    expect((await signInFrom(hospital, 'demo')).statusCode).toBe(429);
  });
});
