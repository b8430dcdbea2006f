/**
 * Every refused sign-in says why in a reason a program reads (the login page says each in its own
 * words). A disabled account is named only to an address that signed in to it lately, after the
 * slow hash has proved the password; anyone else, a guesser among them, is told the password is
 * incorrect, at once and counted, as for any wrong password.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { authKeyOf } from './credentials';
import { defaultFailedLoginLimits } from './failed-login-limiter';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const hospital = '10.1.2.3';
const elsewhere = '192.0.2.77';

function app(): TestApp {
  if (!t) throw new Error('no app');
  return t;
}

const signInFrom = (remoteAddress: string, password: string) =>
  app().app.inject({ method: 'POST', url: '/api/session', remoteAddress, payload: { authKey: authKeyOf(password) } });

async function disable(name: string): Promise<void> {
  const account = await app().storage.accounts.findByName(name);
  await app().storage.accounts.setDisabled(account?.id ?? 0, true);
}

const failuresOf = async (address: string) => (await app().storage.loginLimits.counter(`address:${address}`))?.count;

/** A promise and the function that settles it. */
function deferred() {
  let resolve: (value: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('a disabled account', () => {
  it('is named to an address that signed in to it lately, for its right password only, and nothing is counted', async () => {
    t = await createTestApp();
    expect((await signInFrom(hospital, 'demo')).statusCode).toBe(200);
    await disable('demo');
    const told = await signInFrom(hospital, 'demo');
    expect(told.statusCode).toBe(403);
    expect(told.json()).toEqual({ error: 'This account has been disabled', reason: 'account-disabled' });
    expect(told.cookies).toEqual([]);
    expect(await failuresOf(hospital)).toBeUndefined();
    expect((await app().storage.audit.recent(1))[0]).toMatchObject({
      kind: 'login-failed',
      account: 'demo',
      detail: 'POST /api/session: account disabled, password right',
    });
    const wrong = await signInFrom(hospital, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ reason: 'password-incorrect' });
  });

  it('is a wrong password to any other address, counted as one, so a guesser never learns the password was right', async () => {
    t = await createTestApp();
    expect((await signInFrom(hospital, 'demo')).statusCode).toBe(200);
    await disable('demo');
    const guessed = await signInFrom(elsewhere, 'demo');
    const wrong = await signInFrom(elsewhere, 'not the password');
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json()).toEqual(wrong.json());
    expect(guessed.json()).toEqual({ error: 'Password is incorrect', reason: 'password-incorrect' });
    expect(await failuresOf(elsewhere)).toBe(2);
  });

  it('waits for the slow hash only for an address it will be named to: elsewhere it is refused at once, as an unknown key', async () => {
    t = await createTestApp({ build: { hashingLimits: { concurrent: 1, waiting: 0 } } });
    expect((await signInFrom(hospital, 'demo')).statusCode).toBe(200);
    await disable('demo');
    const busy = deferred();
    const occupied = app().app.hashing.run(() => busy.promise);
    // With every hashing slot taken, a request that needed the hash would be refused as busy.
    expect((await signInFrom(elsewhere, 'demo')).statusCode).toBe(401);
    const atHospital = await signInFrom(hospital, 'demo');
    expect(atHospital.statusCode).toBe(503);
    expect(atHospital.json()).toMatchObject({ reason: 'busy' });
    busy.resolve(true);
    await occupied;
  });

  it('is named to a sign-in link of that address too, and the account stays refused', async () => {
    t = await createTestApp();
    expect((await signInFrom(hospital, 'demo')).statusCode).toBe(200);
    await disable('demo');
    const link = await app().app.inject({
      url: `/authenticate.php?auth_key=${authKeyOf('demo')}`,
      remoteAddress: hospital,
      headers: { accept: 'application/json' },
    });
    expect(link.statusCode).toBe(403);
    expect(link.json()).toMatchObject({ reason: 'account-disabled' });
  });

  it('is named while the address is locked out too, since the password is right; a wrong one is still the lockout', async () => {
    const perAddress = { max: 2, windowMs: 60_000 };
    t = await createTestApp({ build: { failedLoginLimits: { ...defaultFailedLoginLimits, perAddress } } });
    expect((await signInFrom(hospital, 'demo')).statusCode).toBe(200);
    await disable('demo');
    for (let attempt = 0; attempt < perAddress.max; attempt++) await signInFrom(hospital, 'a typo');
    expect((await signInFrom(hospital, 'demo')).json()).toMatchObject({ reason: 'account-disabled' });
    const locked = await signInFrom(hospital, 'another typo');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ reason: 'locked-out' });
  });
});

describe('the reasons of other refusals', () => {
  it('a wrong password, a request another site made, a malformed one', async () => {
    t = await createTestApp();
    expect((await signInFrom(elsewhere, 'wrong')).json()).toMatchObject({ reason: 'password-incorrect' });
    const crossSite = await app().app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'empty' },
      payload: { authKey: authKeyOf('demo') },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ reason: 'other-site' });
    const malformed = await app().app.inject({ method: 'POST', url: '/api/session', payload: { authKey: 'x' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ reason: 'malformed-request' });
  });

  it('too many requests: the raw rate of an address, and its lockout after wrong passwords', async () => {
    t = await createTestApp({
      build: {
        loginRequestLimit: { max: 3, timeWindowMs: 60_000 },
        failedLoginLimits: { ...defaultFailedLoginLimits, perAddress: { max: 1, windowMs: 60_000 } },
      },
    });
    await signInFrom(elsewhere, 'wrong');
    expect((await signInFrom(elsewhere, 'wrong')).json()).toMatchObject({ reason: 'locked-out' });
    for (let attempt = 0; attempt < 3; attempt++) await signInFrom(hospital, 'demo');
    const capped = await signInFrom(hospital, 'demo');
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ reason: 'too-many-requests' });
  });
});
