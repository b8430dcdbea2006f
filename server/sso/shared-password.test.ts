/**
 * An account whose people sign in with their hospital's accounts only: its shared password, its
 * issued links and its plain-hash link are refused with a reason of their own (the password is
 * right, so no failure is counted), and they sign in again once the password is allowed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { authKeyOf } from '../auth/credentials';
import { issueSignInLink } from '../auth/sign-in-links';
import { connectAccount } from '../testing/hospital-sign-in';
import { createTestApp, sessionCookieOf, type TestApp } from '../testing/test-app';

let t: TestApp;
afterEach(() => t.close());

const signInWithPassword = () =>
  t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf('demo') } });
const followLink = (key: string) => t.app.inject({ url: `/authenticate.php?auth_key=${key}` });

describe('an account that does not allow its shared password', () => {
  it('refuses the password and every sign-in link with their own reason, counting no failure', async () => {
    t = await createTestApp();
    await connectAccount(t.app, 'demo', 'https://idp.hospital.example', { passwordAllowed: false });
    const account = await t.storage.accounts.findByName('demo');
    if (!account) throw new Error('no demo account');
    const actor = { operator: 'ada', clientAddress: '127.0.0.1', requestId: 'r', userAgent: null };
    const context = {
      storage: t.storage,
      secret: t.app.secret,
      now: t.clock.now,
      modelKeys: [],
      demoMode: true,
      actor,
    };
    const { token } = await issueSignInLink(context, account, {});

    for (const answer of [await signInWithPassword(), await followLink(token), await followLink(authKeyOf('demo'))]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        error: "This account signs in with the hospital's accounts only",
        reason: 'password-not-allowed',
      });
      expect(sessionCookieOf(answer)).toBeUndefined();
    }
    expect(await t.storage.loginLimits.counter('address:127.0.0.1')).toBeUndefined();
    const [latest] = await t.storage.audit.recent(1);
    expect(latest).toMatchObject({
      kind: 'login-failed',
      account: 'demo',
      detail: expect.stringContaining('not allowed'),
    });

    // A wrong password is still just a wrong password.
    const wrong = await t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf('x') } });
    expect(wrong.json()).toMatchObject({ reason: 'password-incorrect' });

    await connectAccount(t.app, 'demo', 'https://idp.hospital.example', { passwordAllowed: true });
    expect((await signInWithPassword()).statusCode).toBe(200);
  });
});
