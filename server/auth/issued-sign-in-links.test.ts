/**
 * Sign-in links an operator issued, as the portal's link route takes them: they sign in without the
 * password until they expire or are revoked, and then are refused with a sentence that says so. The
 * plain-hash link of the specification keeps working unless the account (or the server's default)
 * refuses it, while password sign-in always works.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountRecord } from '../storage/records';
import { createTestApp, sessionCookieOf, type TestApp } from '../testing/test-app';
import type { AccountActionContext } from './account-actions';
import { authKeyOf } from './credentials';
import { issueSignInLink, revokeSignInLink, setPlainHashLink } from './sign-in-links';

let t: TestApp;
afterEach(() => t.close());

const dayMs = 24 * 60 * 60 * 1000;

function actions(): AccountActionContext {
  return {
    storage: t.storage,
    secret: t.app.secret,
    now: t.clock.now,
    modelKeys: t.app.content.modelKeys,
    demoMode: true,
    actor: { operator: 'ada', clientAddress: '127.0.0.1', requestId: 'r', userAgent: null },
  };
}

async function demo(): Promise<AccountRecord> {
  const account = await t.storage.accounts.findByName('demo');
  if (!account) throw new Error('no demo account');
  return account;
}

const followLink = (key: string) => t.app.inject({ url: `/authenticate.php?auth_key=${key}` });
const signInWithPassword = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf(password) } });
const failedCount = async () => (await t.storage.loginLimits.counter('address:127.0.0.1'))?.count ?? 0;

describe('an issued sign-in link', () => {
  it('signs in without the password, recording the link and when it was used', async () => {
    t = await createTestApp();
    const { link, token } = await issueSignInLink(actions(), await demo(), { label: 'ward 7 tablet' });
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(link.expiresAt).toBe(t.clock.now() + 30 * dayMs);

    t.clock.advance(60_000);
    const answer = await followLink(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ account: { name: 'demo' } });
    expect(sessionCookieOf(answer)).toBeDefined();
    expect(await t.storage.signInLinks.findById(link.id)).toMatchObject({ lastUsedAt: t.clock.now() });
    const [latest] = await t.storage.audit.recent(1);
    expect(latest).toMatchObject({
      kind: 'login-ok',
      account: 'demo',
      detail: `GET /authenticate.php: sign-in link ${link.id}`,
    });
    // Only its HMAC is stored: the token is nowhere in the database.
    expect(JSON.stringify(await t.storage.signInLinks.listForAccount(link.accountId))).not.toContain(token);
  });

  it('is refused once expired, saying it is no longer valid, and counts toward no lockout', async () => {
    t = await createTestApp();
    const { link, token } = await issueSignInLink(actions(), await demo(), { days: 1 });
    t.clock.advance(dayMs);
    const answer = await followLink(token);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: 'This sign-in link is no longer valid', reason: 'link-no-longer-valid' });
    expect(sessionCookieOf(answer)).toBeUndefined();
    expect(await failedCount()).toBe(0);
    const [latest] = await t.storage.audit.recent(1);
    expect(latest).toMatchObject({
      kind: 'login-failed',
      account: 'demo',
      detail: `GET /authenticate.php: sign-in link ${link.id} expired`,
    });
  });

  it('is refused once revoked, while another link of the account still signs in', async () => {
    t = await createTestApp();
    const revoked = await issueSignInLink(actions(), await demo(), {});
    const kept = await issueSignInLink(actions(), await demo(), {});
    await revokeSignInLink(actions(), await demo(), revoked.link.id);
    const answer = await followLink(revoked.token);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: 'This sign-in link is no longer valid', reason: 'link-no-longer-valid' });
    expect((await followLink(kept.token)).statusCode).toBe(200);
  });

  it('is refused while its account is disabled', async () => {
    t = await createTestApp();
    const { token } = await issueSignInLink(actions(), await demo(), {});
    await t.storage.accounts.setDisabled((await demo()).id, true);
    expect((await followLink(token)).statusCode).toBe(401);
  });

  it('signs in by the link route only: posted as a password key it is a wrong password', async () => {
    t = await createTestApp();
    const { token } = await issueSignInLink(actions(), await demo(), {});
    const posted = await t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: token } });
    expect(posted.statusCode).toBe(401);
  });
});

describe('the plain-hash link', () => {
  it('keeps signing in by default, as the specification has it', async () => {
    t = await createTestApp();
    expect((await followLink(authKeyOf('demo'))).statusCode).toBe(200);
  });

  it('is refused for an account that refuses it, as a wrong password, while the password form signs in', async () => {
    t = await createTestApp();
    await setPlainHashLink(actions(), await demo(), 'refused');
    const answer = await followLink(authKeyOf('demo'));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: 'Password is incorrect', reason: 'password-incorrect' });
    // Answered and counted as a wrong key, so the link route never says whether a key is right.
    expect(await failedCount()).toBe(1);
    const [latest] = await t.storage.audit.recent(1);
    expect(latest).toMatchObject({ kind: 'login-failed', detail: 'GET /authenticate.php: plain-hash link refused' });
    expect((await signInWithPassword('demo')).statusCode).toBe(200);
  });

  it('is refused by PLAIN_SIGN_IN_LINKS=off unless the account allows it', async () => {
    t = await createTestApp({ env: { PLAIN_SIGN_IN_LINKS: 'off' } });
    expect((await followLink(authKeyOf('demo'))).statusCode).toBe(401);
    expect((await signInWithPassword('demo')).statusCode).toBe(200);
    await setPlainHashLink(actions(), await demo(), 'allowed');
    expect((await followLink(authKeyOf('demo'))).statusCode).toBe(200);
  });
});
