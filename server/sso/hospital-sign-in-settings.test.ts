/**
 * An account's hospital sign-in as operators set it, in the console and with `npm run accounts`:
 * the issuer discovered before anything is saved (and said clearly when it cannot be reached), the
 * client secret written once and never read back, the redirect URI to register shown, each change
 * audited, and the sessions a change takes away ended.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HospitalSignIn, HospitalSignInChange } from '../../engine/shared/console/console-api';
import { runAccountsCli } from '../cli/accounts';
import { collect } from '../testing/collect';
import { nurse, portalOrigin, startTestProvider, TestBrowser } from '../testing/hospital-sign-in';
import { signIn, testScryptCost } from '../testing/test-app';
import {
  addOperator,
  type ConsoleSignIn,
  changing,
  createTestConsole,
  signInOperator,
  type TestConsole,
} from '../testing/test-console';
import type { DemoIdentityProvider } from './demo-identity-provider';
import { clientSecretSealer } from './sso-secrets';

let provider: DemoIdentityProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

let test: TestConsole;
let ada: ConsoleSignIn;
let vic: ConsoleSignIn;
afterEach(() => test.close());

async function console_(): Promise<void> {
  // The portal's clock is the real one: its sign-ins check real tokens' times.
  test = await createTestConsole({
    portal: { env: { PUBLIC_ORIGIN: portalOrigin }, build: { now: () => Date.now() } },
  });
  ada = await signInOperator(test, await addOperator(test.storage, 'ada', 'admin', test.clock.now()));
  vic = await signInOperator(test, await addOperator(test.storage, 'vic', 'viewer', test.clock.now()));
}

const path = '/admin/api/accounts/demo/hospital-sign-in';
const change = (who: ConsoleSignIn, payload: HospitalSignInChange) =>
  test.app.inject({ method: 'POST', url: path, headers: changing(who), payload });
const read = (who: ConsoleSignIn) => test.app.inject({ url: path, headers: { cookie: who.cookie } });

const connection = (changes: Partial<HospitalSignInChange> = {}): HospitalSignInChange => ({
  issuer: provider.issuer,
  clientId: 'portal-under-test',
  clientSecret: 'a client secret the portal keeps sealed',
  domains: ['Demo-Hospital.example'],
  groupClaim: null,
  groupValue: null,
  passwordAllowed: true,
  ...changes,
});

describe('the console’s hospital sign-in of an account', () => {
  it('connects the account after discovering its issuer, never showing the secret, and the portal signs its people in', async () => {
    await console_();
    expect((await read(ada)).json()).toEqual({ redirectUri: `${portalOrigin}/sso/callback`, settings: null });
    const saved = await change(ada, connection());
    expect(saved.statusCode).toBe(200);
    const answer = saved.json<HospitalSignIn>();
    expect(answer.settings).toMatchObject({
      issuer: provider.issuer,
      domains: ['demo-hospital.example'],
      updatedBy: 'ada',
    });
    expect(JSON.stringify(answer)).not.toContain('a client secret');
    expect((await read(vic)).json()).toEqual(answer);

    const browser = new TestBrowser(test.portal.app);
    expect((await browser.signIn(`/sso/start?email=${nurse.email}`)).url).toBe(`${portalOrigin}/`);
    const [row] = await collect(test.storage.audit.query({ kinds: ['account-sso-set'] }));
    expect(row).toMatchObject({
      account: 'demo',
      operator: 'ada',
      detail: expect.stringContaining('client secret set'),
    });
    expect(row?.detail).not.toContain('a client secret the portal');
  });

  it('says clearly when the issuer cannot be reached, or is no OpenID provider, and saves nothing', async () => {
    await console_();
    const unreachable = await change(ada, connection({ issuer: 'http://127.0.0.1:9' }));
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json<{ error: string }>().error).toMatch(
      /cannot be reached from this server: nothing was saved/,
    );
    const notOidc = await change(ada, connection({ issuer: `${provider.issuer}/elsewhere` }));
    expect(notOidc.statusCode).toBe(400);
    expect(notOidc.json<{ error: string }>().error).toMatch(/does not answer as an OpenID Connect provider/);
    const plainHttp = await change(ada, connection({ issuer: 'http://idp.hospital.example' }));
    expect(plainHttp.json<{ error: string }>().error).toMatch(/https/);
    expect((await read(ada)).json<HospitalSignIn>().settings).toBeNull();
  });

  it('refuses what cannot admit anyone, a domain another account has, and a connection without a secret', async () => {
    await console_();
    expect((await change(ada, connection({ clientSecret: undefined }))).statusCode).toBe(400);
    expect((await change(ada, connection({ domains: ['not a domain'] }))).statusCode).toBe(400);
    expect((await change(ada, connection({ domains: [], groupClaim: 'groups', groupValue: null }))).statusCode).toBe(
      400,
    );
    expect((await change(ada, connection({ domains: [] }))).statusCode).toBe(400);
    expect((await change(ada, connection())).statusCode).toBe(200);
    await test.storage.accounts.create({ name: 'other', models: [], lookupKey: 'k', passwordHash: 'h', now: 1 });
    const taken = await test.app.inject({
      method: 'POST',
      url: '/admin/api/accounts/other/hospital-sign-in',
      headers: changing(ada),
      payload: connection(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ error: string }>().error).toBe('demo-hospital.example already signs in to the account "demo"');
  });

  it('keeps the secret when none is given, ends the password’s sessions when it is refused, and lets a viewer change nothing', async () => {
    await console_();
    await change(ada, connection());
    const account = await test.storage.accounts.findByName('demo');
    const sealed = (await test.storage.accountSso.get(account?.id ?? 0))?.sealedClientSecret;
    const password = await signIn(test.portal.app, 'demo');
    expect((await change(vic, connection({ passwordAllowed: false }))).statusCode).toBe(403);
    expect((await change(ada, connection({ clientSecret: undefined, passwordAllowed: false }))).statusCode).toBe(200);
    const kept = await test.storage.accountSso.get(account?.id ?? 0);
    expect(kept?.sealedClientSecret).toBe(sealed);
    const shared = await test.portal.app.inject({ url: '/api/session', headers: { cookie: password } });
    expect(shared.statusCode).toBe(204);
    const rows = await collect(test.storage.audit.query({ kinds: ['account-sso-set'] }));
    expect(rows.at(-1)?.detail).toMatch(
      /shared password refused; client secret kept; the shared password's sessions ended/,
    );
  });

  it('removes it, ending the sessions of the account’s people', async () => {
    await console_();
    await change(ada, connection());
    const browser = new TestBrowser(test.portal.app);
    await browser.signIn(`/sso/start?email=${nurse.email}`);
    expect(await browser.session()).toMatchObject({ person: { email: nurse.email } });
    const removed = await test.app.inject({ method: 'DELETE', url: path, headers: changing(ada) });
    expect(removed.json()).toEqual({ redirectUri: `${portalOrigin}/sso/callback`, settings: null });
    expect(await browser.session()).toBeUndefined();
    expect((await test.app.inject({ method: 'DELETE', url: path, headers: changing(ada) })).statusCode).toBe(404);
  });
});

describe('npm run accounts -- sso', () => {
  it('sets the connection with the secret from stdin, shows it without the secret, and removes it', async () => {
    await console_();
    const out: string[] = [];
    const err: string[] = [];
    const secrets = ['a client secret from stdin'];
    const io = {
      readPassword: async () => secrets.shift() ?? '',
      out: (line: string) => void out.push(line),
      err: (line: string) => void err.push(line),
    };
    const deps = {
      config: test.portal.app.config,
      storage: test.storage,
      modelKeys: [...test.portal.app.content.modelKeys],
      now: () => Date.now(),
      scryptCost: testScryptCost,
    };
    const set = ['sso-set', '--name', 'demo', '--issuer', provider.issuer, '--client-id', 'portal-under-test'];
    expect(
      await runAccountsCli([...set, '--domains', 'demo-hospital.example', '--password', 'refused'], io, deps),
    ).toBe(0);
    expect(out.at(-1)).toBe(
      `"demo" signs in with ${provider.issuer}. Register this redirect URI there: ${portalOrigin}/sso/callback`,
    );
    const account = await test.storage.accounts.findByName('demo');
    const stored = await test.storage.accountSso.get(account?.id ?? 0);
    expect(clientSecretSealer(test.portal.app.secret).open(account?.id ?? 0, stored?.sealedClientSecret ?? '')).toBe(
      'a client secret from stdin',
    );
    expect(stored?.passwordAllowed).toBe(false);

    out.length = 0;
    expect(await runAccountsCli(['sso', '--name', 'demo'], io, deps)).toBe(0);
    expect(out).toContain('client secret:\tset (never shown)');
    expect(out.join('\n')).not.toContain('from stdin');
    expect(out).toContain(`redirect URI:\t${portalOrigin}/sso/callback`);

    expect(await runAccountsCli([...set, '--domains', 'x.example', '--keep-secret'], io, deps)).toBe(0);
    expect((await test.storage.accountSso.get(account?.id ?? 0))?.passwordAllowed).toBe(false);
    expect(
      await runAccountsCli(['sso-set', '--name', 'demo', '--client-secret', 'on the command line'], io, deps),
    ).toBe(1);
    expect(await runAccountsCli(['sso-remove', '--name', 'demo'], io, deps)).toBe(0);
    expect(await test.storage.accountSso.get(account?.id ?? 0)).toBeUndefined();
    const rows = await collect(test.storage.audit.query({ kinds: ['account-sso-set'] }));
    expect(rows.map((row) => row.operator)).toEqual(Array(3).fill(expect.stringMatching(/^cli:/)));
  });
});
