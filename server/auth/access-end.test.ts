/**
 * An account whose access ended signs in no more, by the password, the plain-hash link or an
 * operator's sign-in link, and its sessions end the moment the day comes, on every instance. Like
 * a disabled account, it is named only where the password is known to be right (an address that
 * signed in to it lately, after the slow hash), or to the holder of an authentic issued link;
 * anyone else, a guesser among them, is told the password is incorrect and counted.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountRecord } from '../storage/records';
import { postgresSkipReason } from '../testing/postgres-database';
import { closeOpenedStores, postgresEngine } from '../testing/storage-engines';
import { createTestApp, sessionCookieOf, signIn, type TestApp } from '../testing/test-app';
import { dayMs } from '../usage/usage-day';
import { type AccountActionContext, setAccountDetails } from './account-actions';
import { authKeyOf } from './credentials';
import { issueSignInLink } from './sign-in-links';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await closeOpenedStores();
});

const hospital = '10.1.2.3';
const elsewhere = '192.0.2.77';

async function testApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  apps.push(t);
  return t;
}

const actions = (t: TestApp): AccountActionContext => ({
  storage: t.storage,
  secret: t.app.secret,
  now: t.clock.now,
  modelKeys: t.app.content.modelKeys,
  demoMode: true,
  actor: { operator: 'ada', clientAddress: '127.0.0.1', requestId: 'r', userAgent: null },
});

async function demo(t: TestApp): Promise<AccountRecord> {
  const account = await t.storage.accounts.findByName('demo');
  if (!account) throw new Error('no demo account');
  return account;
}

/** The day after the test clock's, when the demo account's access ends (the clock starts at 00:00 UTC). */
const nextDay = (t: TestApp) => new Date(t.clock.now() + dayMs).toISOString().slice(0, 10);

/** A minute before midnight UTC, so a session started now is still within its idle timeout when the next day comes. */
const lastMinute = dayMs - 60_000;

async function endAccessTomorrow(t: TestApp): Promise<string> {
  const day = nextDay(t);
  await setAccountDetails(actions(t), await demo(t), { accessEndsOn: day }, ['en', 'es']);
  return day;
}

const signInFrom = (t: TestApp, remoteAddress: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/session', remoteAddress, payload: { authKey: authKeyOf(password) } });
const failuresOf = async (t: TestApp, address: string) =>
  (await t.storage.loginLimits.counter(`address:${address}`))?.count;
const catalogue = (t: TestApp, cookie: string) =>
  t.app.inject({ url: '/api/catalogue', headers: { cookie } }).then((response) => response.statusCode);

describe('an account whose access ended', () => {
  it('is named with its day to an address that signed in to it lately, for its right password only, counting nothing', async () => {
    const t = await testApp();
    expect((await signInFrom(t, hospital, 'demo')).statusCode).toBe(200);
    const day = await endAccessTomorrow(t);
    t.clock.advance(dayMs);
    const told = await signInFrom(t, hospital, 'demo');
    expect(told.statusCode).toBe(403);
    expect(told.json()).toEqual({
      error: `This account's access ended on ${day}`,
      reason: 'access-ended',
      accessEndedOn: day,
    });
    expect(told.cookies).toEqual([]);
    expect(await failuresOf(t, hospital)).toBeUndefined();
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'login-failed',
      account: 'demo',
      detail: 'POST /api/session: access ended, password right',
    });
    const wrong = await signInFrom(t, hospital, 'not the password');
    expect(wrong.json()).toMatchObject({ reason: 'password-incorrect' });
  });

  it('is a wrong password to any other address, counted as one, so a guesser never learns the password was right', async () => {
    const t = await testApp();
    await endAccessTomorrow(t);
    t.clock.advance(dayMs);
    const guessed = await signInFrom(t, elsewhere, 'demo');
    const wrong = await signInFrom(t, elsewhere, 'not the password');
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json()).toEqual(wrong.json());
    expect(await failuresOf(t, elsewhere)).toBe(2);
  });

  it('signs in until its day comes, and from 00:00 UTC that day no more', async () => {
    const t = await testApp();
    await endAccessTomorrow(t);
    t.clock.advance(dayMs - 1);
    expect((await signInFrom(t, elsewhere, 'demo')).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await signInFrom(t, elsewhere, 'demo')).json()).toMatchObject({ reason: 'access-ended' });
  });

  it('refuses its plain-hash link as its password, naming the end where the password is known', async () => {
    const t = await testApp();
    expect((await signInFrom(t, hospital, 'demo')).statusCode).toBe(200);
    await endAccessTomorrow(t);
    t.clock.advance(dayMs);
    const link = (remoteAddress: string) =>
      t.app.inject({ url: `/authenticate.php?auth_key=${authKeyOf('demo')}`, remoteAddress });
    expect((await link(hospital)).json()).toMatchObject({ reason: 'access-ended' });
    expect((await link(elsewhere)).json()).toMatchObject({ reason: 'password-incorrect' });
  });

  it("refuses an operator's sign-in link, telling its holder when the access ended: the link guesses nothing", async () => {
    const t = await testApp();
    const { token } = await issueSignInLink(actions(t), await demo(t), { days: 30 });
    const day = await endAccessTomorrow(t);
    t.clock.advance(dayMs);
    const answer = await t.app.inject({ url: `/authenticate.php?auth_key=${token}`, remoteAddress: elsewhere });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ reason: 'access-ended', accessEndedOn: day });
    expect(sessionCookieOf(answer)).toBeUndefined();
    expect(await failuresOf(t, elsewhere)).toBeUndefined();
  });

  it('ends its sessions when the day comes, a copy in the session cache too, and the sweep clears their rows', async () => {
    const t = await testApp({ env: { SESSION_CACHE_MS: '1000' } });
    t.clock.advance(lastMinute);
    const cookie = await signIn(t.app, 'demo');
    await endAccessTomorrow(t);
    t.clock.advance(59_999);
    expect(await catalogue(t, cookie)).toBe(200);
    t.clock.advance(1);
    expect(await catalogue(t, cookie)).toBe(401);
    const other = await demo(t);
    await t.storage.sessions.create({
      tokenHash: 'left-behind',
      accountId: other.id,
      createdAt: t.clock.now(),
      lastSeenAt: t.clock.now(),
      clientAddress: null,
      userAgent: null,
    });
    expect(await t.app.sessions.sweep()).toBeGreaterThanOrEqual(1);
    expect(await t.storage.sessions.find('left-behind')).toBeUndefined();
  });
});

describe.skipIf(postgresSkipReason !== undefined)('two instances on one PostgreSQL database', () => {
  it('both end a session the moment its access ends, without waiting on either cache', async () => {
    const first = await postgresEngine.open({ instanceId: 'web-1:3000' });
    const second = await postgresEngine.openAnother?.({ instanceId: 'web-2:3000' });
    if (!second) throw new Error('no second store');
    const env = { SESSION_CACHE_MS: '1000' };
    const a = await testApp({ env, build: { storage: first } });
    const b = await testApp({ env, build: { storage: second } });
    a.clock.advance(lastMinute);
    b.clock.advance(lastMinute);
    const cookie = await signIn(b.app, 'demo');
    expect(await catalogue(a, cookie)).toBe(200);
    expect(await catalogue(b, cookie)).toBe(200);
    await endAccessTomorrow(a);
    a.clock.advance(30_000);
    b.clock.advance(30_000);
    // Each instance holds a fresh copy of the session with the account as it was before the change.
    expect(await catalogue(a, cookie)).toBe(200);
    expect(await catalogue(b, cookie)).toBe(200);
    a.clock.advance(30_000);
    b.clock.advance(30_000);
    expect(await catalogue(b, cookie)).toBe(401);
    expect(await catalogue(a, cookie)).toBe(401);
  });
});
