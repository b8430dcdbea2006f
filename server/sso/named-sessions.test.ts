/**
 * The sessions of people signed in with their hospital's accounts are the portal's sessions, with
 * everything that applies to a password's: the cap per account, the end that a disabled account
 * brings, the person's last seen kept current (at most every few seconds, not on every request),
 * sign-out; and, where the provider offers it, signing out of the hospital account too.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setAccountEnabled } from '../auth/account-actions';
import { collect } from '../testing/collect';
import {
  createSsoTestApp,
  nurse,
  portalOrigin,
  type SsoTestApp,
  startTestProvider,
  TestBrowser,
} from '../testing/hospital-sign-in';
import { signIn } from '../testing/test-app';
import type { DemoIdentityProvider } from './demo-identity-provider';

let provider: DemoIdentityProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

let test: SsoTestApp;
afterEach(() => test?.close());

async function signedInNurse(env: Record<string, string> = {}) {
  test = await createSsoTestApp(provider.issuer, { env });
  const browser = new TestBrowser(test.app);
  await browser.signIn(`/sso/start?email=${nurse.email}`);
  return browser;
}

const demoAccount = async () => {
  const account = await test.storage.accounts.findByName('demo');
  if (!account) throw new Error('no demo account');
  return account;
};

describe('a person’s session', () => {
  it('ends when the account is disabled, as every session of the account does', async () => {
    const browser = await signedInNurse();
    expect(await browser.session()).toMatchObject({ person: { email: nurse.email } });
    const actor = { operator: 'ada', clientAddress: '127.0.0.1', requestId: 'r', userAgent: null };
    const context = {
      storage: test.storage,
      secret: test.app.secret,
      now: test.app.now,
      modelKeys: [],
      demoMode: true,
      actor,
    };
    await setAccountEnabled(context, await demoAccount(), false);
    expect(await browser.session()).toBeUndefined();
    expect(await test.storage.sessions.listForAccount((await demoAccount()).id)).toEqual([]);
  });

  it('counts toward the account’s cap of sessions, beside the shared password’s', async () => {
    test = await createSsoTestApp(provider.issuer, { env: { MAX_SESSIONS_PER_ACCOUNT: '1' } });
    const password = await signIn(test.app, 'demo');
    const browser = new TestBrowser(test.app);
    await browser.signIn(`/sso/start?email=${nurse.email}`);
    expect(await browser.session()).toMatchObject({ person: { email: nurse.email } });
    const shared = await test.app.inject({ url: '/api/session', headers: { cookie: password } });
    expect(shared.statusCode).toBe(204);
    const [revoked] = await collect(test.storage.audit.query({ kinds: ['session-revoked'] }));
    expect(revoked).toMatchObject({ account: 'demo', person: `${nurse.name} <${nurse.email}>` });
  });

  it('keeps the person’s last seen current as the session is used, without a write per request', async () => {
    const browser = await signedInNurse();
    const person = async () => (await test.storage.people.listForAccount((await demoAccount()).id))[0];
    const first = (await person())?.lastSeenAt ?? 0;
    test.advance(2_000);
    await browser.session();
    expect((await person())?.lastSeenAt).toBe(first);
    test.advance(10_000);
    await browser.session();
    expect((await person())?.lastSeenAt).toBeGreaterThanOrEqual(first + 12_000);
  });

  it('names the person on the rows of what they do', async () => {
    const browser = await signedInNurse();
    await test.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie: browser.portal.header() } });
    const [signOut] = await collect(test.storage.audit.query({ kinds: ['sign-out'] }));
    expect(signOut).toMatchObject({ account: 'demo', person: `${nurse.name} <${nurse.email}>` });
  });
});

describe('signing out', () => {
  it('of the portal offers the provider’s own sign-out, which ends the hospital session and comes back', async () => {
    const browser = await signedInNurse();
    const answer = await test.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { cookie: browser.portal.header() },
    });
    expect(answer.statusCode).toBe(200);
    const address = new URL(answer.json<{ hospitalSignOut: string }>().hospitalSignOut);
    expect(address.origin).toBe(provider.issuer);
    expect(Object.fromEntries(address.searchParams)).toEqual({
      client_id: 'portal-under-test',
      post_logout_redirect_uri: `${portalOrigin}/login`,
    });
    expect(await browser.session()).toBeUndefined();

    // Still signed in at the hospital: a new sign-in goes through without the password.
    const again = new TestBrowser(test.app);
    Object.assign(again.provider, { cookies: browser.provider.cookies });
    expect((await again.follow(`/sso/start?email=${nurse.email}`)).url).toBe(`${portalOrigin}/`);

    // The provider asks, then signs the person out and sends them back to the portal's login page.
    const question = await browser.follow(address.href);
    const form = /<form[^>]*id="op.logoutForm"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(question.body);
    const fields = Object.fromEntries(
      [...(form?.[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    const back = await browser.follow(new URL(form?.[1] ?? '', question.url).href, { ...fields, logout: 'yes' });
    expect(back.url).toBe(`${portalOrigin}/login`);
    const signInPage = await browser.follow(`/sso/start?email=${nurse.email}`);
    expect(signInPage.body).toContain('name="password"');
  });

  it('with the shared password answers as before, offering nothing more', async () => {
    test = await createSsoTestApp(provider.issuer);
    const cookie = await signIn(test.app, 'demo');
    const answer = await test.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(answer.statusCode).toBe(204);
  });
});
