/**
 * Signing in with a hospital's account, against a real OpenID Connect provider: the whole trip,
 * the session it starts (the person on the session answer and on audit rows), and each refusal
 * sent back to the login page with its reason.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../testing/collect';
import { firstPathPrefix } from '../testing/fixture-content';
import {
  connectAccount,
  createSsoTestApp,
  nurse,
  pharmacist,
  portalOrigin,
  type SsoTestApp,
  startTestProvider,
  TestBrowser,
} from '../testing/hospital-sign-in';
import type { DemoIdentityProvider } from './demo-identity-provider';
import { pendingSignInMs } from './pending-sign-in';

let provider: DemoIdentityProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

let test: SsoTestApp;
afterEach(() => test?.close());

async function portal(): Promise<SsoTestApp> {
  test = await createSsoTestApp(provider.issuer);
  return test;
}

const sessionOf = (browser: TestBrowser) => browser.session();

const loginWith = (reason: string, next?: string) =>
  `${portalOrigin}/login?sso=${reason}${next ? `&next=${encodeURIComponent(next)}` : ''}`;

describe('a hospital sign-in', () => {
  it('signs a person in as themselves, to the page they asked for, with the session of the account and the person', async () => {
    const { app, storage } = await portal();
    const browser = new TestBrowser(app);
    const next = `${firstPathPrefix}/internal/home`;
    const landed = await browser.signIn(`/sso/start?email=${nurse.email}&next=${encodeURIComponent(next)}`);
    expect(landed.url).toBe(`${portalOrigin}${next}`);
    expect(landed.status).toBe(200);
    expect(await sessionOf(browser)).toMatchObject({
      account: { name: 'demo' },
      person: { name: nurse.name, email: nurse.email },
    });
    const account = await storage.accounts.findByName('demo');
    const [person] = await storage.people.listForAccount(account?.id ?? 0);
    expect(person).toMatchObject({ issuer: provider.issuer, subject: nurse.subject, email: nurse.email });
    const rows = await collect(storage.audit.query({ kinds: ['login-ok'] }));
    expect(rows).toEqual([
      expect.objectContaining({
        account: 'demo',
        person: `${nurse.name} <${nurse.email}>`,
        detail: expect.stringContaining('single sign-on'),
      }),
    ]);
  });

  it('goes to the catalogue when no page, or a page of another site, was asked for', async () => {
    const { app } = await portal();
    expect((await new TestBrowser(app).signIn(`/sso/start?email=${nurse.email}`)).url).toBe(`${portalOrigin}/`);
    const elsewhere = encodeURIComponent('//evil.example/x');
    expect((await new TestBrowser(app).signIn(`/sso/start?email=${nurse.email}&next=${elsewhere}`)).url).toBe(
      `${portalOrigin}/`,
    );
  });

  it('starts from an account named in the address as from an e-mail', async () => {
    const { app } = await portal();
    const start = await new TestBrowser(app).visit('/sso/start?org=demo');
    expect(start.status).toBe(302);
    expect(new URL(start.headers.location ?? '').origin).toBe(provider.issuer);
    expect(await sessionOf((await signedIn(app, '/sso/start?org=demo')).browser)).toMatchObject({
      person: { email: nurse.email },
    });
  });

  it('comes back in the language the sign-in started in', async () => {
    const { app } = await portal();
    const browser = new TestBrowser(app);
    expect((await browser.signIn(`/sso/start?email=${nurse.email}&lang=es`)).url).toBe(`${portalOrigin}/es/`);
  });
});

async function signedIn(app: SsoTestApp['app'], start: string) {
  const browser = new TestBrowser(app);
  return { browser, landed: await browser.signIn(start) };
}

describe('a refused hospital sign-in goes back to the login page saying why', () => {
  it('when the person cancels at the provider', async () => {
    const { app, storage } = await portal();
    const browser = new TestBrowser(app);
    const signInPage = await browser.follow(`/sso/start?email=${nurse.email}&next=/demo/internal/home`);
    const back = await browser.follow(TestBrowser.formAction(signInPage, 'abort'), {});
    expect(back.url).toBe(loginWith('refused', '/demo/internal/home'));
    expect(await sessionOf(browser)).toBeUndefined();
    const [row] = await collect(storage.audit.query({ kinds: ['login-failed'] }));
    expect(row).toMatchObject({ account: 'demo', detail: expect.stringMatching(/single sign-on: .*access_denied/) });
  });

  it('when the e-mail’s domain belongs to no account', async () => {
    const { app } = await portal();
    const browser = new TestBrowser(app);
    expect((await browser.follow('/sso/start?email=someone@elsewhere.example')).url).toBe(loginWith('unknown-domain'));
    expect((await browser.follow('/sso/start?org=no-such-account')).url).toBe(loginWith('unknown-domain'));
  });

  it('when the provider cannot be reached, saying whether the password still works', async () => {
    const { app } = await portal();
    await connectAccount(app, 'demo', 'http://127.0.0.1:9');
    expect((await new TestBrowser(app).follow(`/sso/start?email=${nurse.email}`)).url).toBe(
      loginWith('unreachable-password-works'),
    );
    await connectAccount(app, 'demo', 'http://127.0.0.1:9', { passwordAllowed: false });
    expect((await new TestBrowser(app).follow(`/sso/start?email=${nurse.email}`)).url).toBe(loginWith('unreachable'));
  });

  it('when the account’s rule does not admit the person, and admits them by its group', async () => {
    const { app, storage } = await portal();
    await connectAccount(app, 'demo', provider.issuer, { domains: ['another-hospital.example'] });
    const refused = await signedIn(app, '/sso/start?org=demo');
    expect(refused.landed.url).toBe(loginWith('not-admitted'));
    const [row] = await collect(storage.audit.query({ kinds: ['login-failed'] }));
    expect(row?.person).toBe(`${nurse.name} <${nurse.email}>`);
    await connectAccount(app, 'demo', provider.issuer, {
      domains: ['another-hospital.example'],
      groupClaim: 'groups',
      groupValue: 'pharmacy',
    });
    expect((await signedIn(app, '/sso/start?org=demo')).landed.url).toBe(loginWith('not-admitted'));
    const admitted = new TestBrowser(app);
    expect((await admitted.signIn('/sso/start?org=demo', pharmacist)).url).toBe(`${portalOrigin}/`);
  });

  it('when the sign-in took longer than its cookie lasts', async () => {
    const test = await portal();
    const browser = new TestBrowser(test.app);
    const callback = await browser.toCallback(`/sso/start?email=${nurse.email}&next=/demo/internal/home`);
    test.advance(pendingSignInMs + 1_000);
    expect((await browser.follow(callback)).url).toBe(loginWith('expired', '/demo/internal/home'));
    expect(await sessionOf(browser)).toBeUndefined();
  });

  it('when the account is disabled, before and after the provider', async () => {
    const { app, storage } = await portal();
    const account = await storage.accounts.findByName('demo');
    const browser = new TestBrowser(app);
    const signInPage = await browser.follow(`/sso/start?email=${nurse.email}`);
    await storage.accounts.setDisabled(account?.id ?? 0, true);
    const back = await browser.follow(TestBrowser.formAction(signInPage, 'login'), {
      email: nurse.email,
      password: nurse.password,
    });
    const landed = back.body.includes('/consent"')
      ? await browser.follow(TestBrowser.formAction(back, 'consent'), {})
      : back;
    expect(landed.url).toBe(loginWith('account-disabled'));
    expect((await new TestBrowser(app).follow(`/sso/start?email=${nurse.email}`)).url).toBe(
      loginWith('account-disabled'),
    );
  });
});
