/**
 * The hospital sign-in against the attacks its checks are there for, each against a real OpenID
 * Connect provider (oidc-provider on loopback) and the portal's real client (openid-client): PKCE
 * (S256) on every request, the exact redirect URI, the state bound to the browser that started, the
 * nonce, the issuer and the audience of the ID token, a bounded clock skew, no code or token in a
 * log line or the final address, the domain matched exactly. The secret at rest and two instances
 * on one database are in hospital-sign-in-store.test.ts.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loggerSettings } from '../../server/plugins/request-log';
import type { DemoIdentityProvider } from '../../server/sso/demo-identity-provider';
import { collect } from '../../server/testing/collect';
import {
  connectAccount,
  createSsoTestApp,
  nurse,
  portalClient,
  portalOrigin,
  type SsoTestApp,
  startTestProvider,
  TestBrowser,
  tokenTap,
} from '../../server/testing/hospital-sign-in';

const otherClient = { clientId: 'another-application', clientSecret: 'its own secret', portalOrigins: [portalOrigin] };
const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

let provider: DemoIdentityProvider;
/** Another provider signing with the same key, where the portal's client is registered too. */
let otherIssuer: DemoIdentityProvider;
beforeAll(async () => {
  provider = await startTestProvider({ clients: [portalClient, otherClient], signingKey, idTokenSeconds: 60 });
  otherIssuer = await startTestProvider({ clients: [portalClient], signingKey });
});
afterAll(async () => {
  await provider.close();
  await otherIssuer.close();
});

const opened: SsoTestApp[] = [];
afterEach(async () => {
  for (const test of opened.splice(0)) await test.close();
});

async function portal(options: Parameters<typeof createSsoTestApp>[1] = {}, issuer = provider.issuer) {
  const test = await createSsoTestApp(issuer, options);
  opened.push(test);
  return test;
}

const atProvider = (issuer: string) => (next: string) => next.startsWith(issuer);
const loginWith = (reason: string) => `${portalOrigin}/login?sso=${reason}`;

async function failures(test: SsoTestApp) {
  return (await collect(test.storage.audit.query({ kinds: ['login-failed'] }))).map((row) => row.detail ?? '');
}

const start = `/sso/start?email=${nurse.email}`;

/** The nonce of the authorization request a browser's sign-in sent to the provider. */
function nonceOf(browser: TestBrowser, issuer: string): string {
  const authorization = browser.trail.find((address) => address.startsWith(`${issuer}/auth?`));
  return new URL(authorization ?? 'http://none').searchParams.get('nonce') ?? '';
}

/**
 * An ID token the provider really issued to another sign-in, whose authorization request asked
 * for `nonce` (an attacker may write any nonce into their own request): `test`'s portal receives it
 * and refuses it (its own nonce was another), and `tap` keeps it.
 */
async function idTokenOfAnotherSignIn(
  test: SsoTestApp,
  tap: ReturnType<typeof tokenTap>,
  issuer: string,
  nonce: string,
) {
  const browser = new TestBrowser(test.app);
  const authorization = new URL(await browser.until(start, atProvider(issuer)));
  authorization.searchParams.set('nonce', nonce);
  await browser.signIn(authorization.href);
  const token = tap.answers.at(-1)?.id_token;
  if (typeof token !== 'string') throw new Error('The other sign-in got no ID token');
  return token;
}

describe('a hospital sign-in', () => {
  it('uses PKCE with S256: the verifier the portal redeems is the one its challenge was made from', async () => {
    const tap = tokenTap();
    const test = await portal({ build: { identityProviderFetch: tap.fetch } });
    const browser = new TestBrowser(test.app);
    const authorization = new URL(await browser.until(start, atProvider(provider.issuer)));
    const challenge = authorization.searchParams.get('code_challenge');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await browser.signIn(authorization.href)).url).toBe(`${portalOrigin}/`);
    const verifier = tap.requests.at(-1)?.get('code_verifier') ?? '';
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
  });

  it('names exactly <public origin>/sso/callback, and a portal elsewhere is refused by the provider', async () => {
    const tap = tokenTap();
    const test = await portal({ build: { identityProviderFetch: tap.fetch } });
    const browser = new TestBrowser(test.app);
    const authorization = new URL(await browser.until(start, atProvider(provider.issuer)));
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${portalOrigin}/sso/callback`);
    await browser.signIn(authorization.href);
    expect(tap.requests.at(-1)?.get('redirect_uri')).toBe(`${portalOrigin}/sso/callback`);

    // The same portal reached at another origin (one port off) is not what the hospital registered.
    const elsewhere = await portal({ env: { PUBLIC_ORIGIN: 'http://127.0.0.1:19151' } });
    const other = new TestBrowser(elsewhere.app);
    const refused = await other.follow(await other.until(start, atProvider(provider.issuer)));
    expect(refused.url.startsWith(provider.issuer)).toBe(true);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('redirect_uri');
    expect(other.trail.some((address) => address.includes('code='))).toBe(false);
  });

  it('is bound to the browser that started it: another browser’s cookie, or none, cannot finish it', async () => {
    const test = await portal();
    const started = new TestBrowser(test.app);
    const callback = await started.toCallback(start);
    const another = new TestBrowser(test.app);
    await another.until(start, atProvider(provider.issuer));
    expect((await another.follow(callback)).url).toBe(loginWith('expired'));
    expect(await another.session()).toBeUndefined();
    const none = new TestBrowser(test.app);
    expect((await none.follow(callback)).url).toBe(loginWith('expired'));
    expect(await none.session()).toBeUndefined();
    // Neither spent the code: the browser that started the sign-in still finishes it.
    expect((await started.follow(callback)).url).toBe(`${portalOrigin}/`);
    expect(await started.session()).toMatchObject({ person: { email: nurse.email } });
  });

  it('refuses an ID token of another sign-in of the same client: the nonce is checked', async () => {
    const tap = tokenTap();
    const test = await portal({ build: { identityProviderFetch: tap.fetch } });
    const victim = new TestBrowser(test.app);
    const callback = await victim.toCallback(start);
    await new TestBrowser(test.app).signIn(start);
    const foreign = tap.answers.at(-1)?.id_token;
    tap.swapNextIdToken(String(foreign));
    expect((await victim.follow(callback)).url).toBe(loginWith('invalid-answer'));
    expect(await victim.session()).toBeUndefined();
    expect((await failures(test)).at(-1)).toMatch(/nonce/);
  });

  it('refuses an ID token issued to another client of the provider: the audience is checked', async () => {
    const tap = tokenTap();
    const test = await portal({ build: { identityProviderFetch: tap.fetch } });
    const victim = new TestBrowser(test.app);
    const callback = await victim.toCallback(start);

    const otherTap = tokenTap();
    const otherApplication = await portal({ build: { identityProviderFetch: otherTap.fetch } });
    await connectAccount(otherApplication.app, 'demo', provider.issuer, {}, otherClient);
    const foreign = await idTokenOfAnotherSignIn(
      otherApplication,
      otherTap,
      provider.issuer,
      nonceOf(victim, provider.issuer),
    );

    tap.swapNextIdToken(foreign);
    expect((await victim.follow(callback)).url).toBe(loginWith('invalid-answer'));
    expect(await victim.session()).toBeUndefined();
    expect((await failures(test)).at(-1)).toMatch(/"aud"/);
  });

  it('refuses an ID token of another issuer, even one signed with the same key: the issuer is checked', async () => {
    const tap = tokenTap();
    const test = await portal({ build: { identityProviderFetch: tap.fetch } });
    const victim = new TestBrowser(test.app);
    const callback = await victim.toCallback(start);

    const otherTap = tokenTap();
    const atOtherIssuer = await portal({ build: { identityProviderFetch: otherTap.fetch } }, otherIssuer.issuer);
    const foreign = await idTokenOfAnotherSignIn(
      atOtherIssuer,
      otherTap,
      otherIssuer.issuer,
      nonceOf(victim, provider.issuer),
    );

    tap.swapNextIdToken(foreign);
    expect((await victim.follow(callback)).url).toBe(loginWith('invalid-answer'));
    expect((await failures(test)).at(-1)).toMatch(/"iss"/);
  });

  it('refuses an answer that names another issuer in the address (a mix-up)', async () => {
    const test = await portal();
    const victim = new TestBrowser(test.app);
    const callback = new URL(await victim.toCallback(start));
    expect(callback.searchParams.get('iss')).toBe(provider.issuer);
    callback.searchParams.set('iss', otherIssuer.issuer);
    expect((await victim.follow(callback.href)).url).toBe(loginWith('invalid-answer'));
    expect((await failures(test)).at(-1)).toMatch(/iss/);
  });

  it('tolerates a clock a little off the provider’s, and refuses an ID token past its time beyond that', async () => {
    // The provider's ID tokens last 60 s; the portal tolerates 60 s of skew.
    const test = await portal();
    const slightly = new TestBrowser(test.app);
    const first = await slightly.toCallback(start);
    test.advance(100_000);
    expect((await slightly.follow(first)).url).toBe(`${portalOrigin}/`);
    const beyond = new TestBrowser(test.app);
    const second = await beyond.toCallback(start);
    test.advance(50_000);
    expect((await beyond.follow(second)).url).toBe(loginWith('invalid-answer'));
    expect((await failures(test)).at(-1)).toMatch(/"exp"/);
  });

  it('leaves no code, state or token in a log line, an audit row, or the address it ends on', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const tap = tokenTap();
    const test = await portal({
      build: { identityProviderFetch: tap.fetch, logger: { ...loggerSettings('debug'), stream } },
    });
    const browser = new TestBrowser(test.app);
    const callback = new URL(await browser.toCallback(`${start}&next=${encodeURIComponent('/demo/internal/home')}`));
    const landed = await browser.follow(callback.href);
    // And a refused one, whose answer openid-client turned down.
    const refusedBrowser = new TestBrowser(test.app);
    const refusedCallback = new URL(await refusedBrowser.toCallback(start));
    tap.swapNextIdToken(String(tap.answers.at(-1)?.id_token));
    await refusedBrowser.follow(refusedCallback.href);

    const secrets = [
      ...[callback, refusedCallback].flatMap((address) => [
        address.searchParams.get('code'),
        address.searchParams.get('state'),
      ]),
      ...tap.answers.flatMap((answer) => [answer.id_token, answer.access_token]),
      portalClient.clientSecret,
    ].map(String);
    expect(secrets.every((secret) => secret.length >= 16)).toBe(true);
    const log = lines.join('');
    expect(log).toContain('/sso/callback?');
    const rows = JSON.stringify(await test.storage.audit.recent(100));
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      expect(rows).not.toContain(secret);
    }
    expect(landed.url).toBe(`${portalOrigin}/demo/internal/home`);
    expect([...browser.trail].filter((address) => address.startsWith(portalOrigin)).at(-1)).toBe(landed.url);
  });

  it('finds an account by its e-mail domain exactly, never by a suffix or a part of one', async () => {
    const test = await portal();
    for (const email of [
      'nurse@evildemo-hospital.example',
      'nurse@x.demo-hospital.example',
      'nurse@demo-hospital.example.evil.example',
      'nurse@demo-hospital',
    ]) {
      expect((await new TestBrowser(test.app).follow(`/sso/start?email=${encodeURIComponent(email)}`)).url).toBe(
        loginWith('unknown-domain'),
      );
    }
    expect((await new TestBrowser(test.app).follow(`/sso/start?email=${nurse.email.toUpperCase()}`)).url).toMatch(
      new RegExp(`^${provider.issuer}/`),
    );
  });
});
