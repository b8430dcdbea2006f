import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authKeyOf } from '../accounts/credentials';
import { defaultFailedLoginLimits } from '../plugins/failed-login-limiter';
import { fixtureModels } from '../test-support/fixture-content';
import { createTestApp, sessionCookieOf, signIn, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const auditKinds = async () => (await t.storage.audit.recent(100)).map((event) => event.kind).reverse();

describe('POST /api/session', () => {
  it('signs in with the right password and answers the account and settings', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { authKey: authKeyOf('  demo ') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      account: { name: 'demo', models: [fixtureModels.first, fixtureModels.sameBrand, fixtureModels.otherBrand] },
      settings: {
        supportPhone: '1-800-555-0100',
        supportEmail: 'support@example.com',
        eifuPassword: 'demo-eifu',
        learningLibraryUrl: '/public/training/learning-library/index.html',
      },
    });
    const cookie = response.cookies.find((item) => item.name === '__Host-portal_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // A browser-session cookie: it ends when the browser closes; the server's timeouts end it sooner.
    expect(cookie).not.toHaveProperty('maxAge');
    expect(cookie).not.toHaveProperty('expires');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password with 401 and sets no cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { authKey: authKeyOf('nope') },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Password is incorrect' });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it.each([
    ['too short', { authKey: 'abc' }],
    ['upper case', { authKey: authKeyOf('demo').toUpperCase() }],
    ['not hex', { authKey: 'z'.repeat(64) }],
    ['a number', { authKey: 12 }],
    ['missing', {}],
  ])('answers 400 with a pointer for a malformed auth key (%s)', async (_label, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/session', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ in: 'body', pointer: '/authKey' });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"authKey":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('gives a new token at each login and ends the session of a presented cookie', async () => {
    const first = await signIn(t.app, 'demo');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie: first },
      payload: { authKey: authKeyOf('demo') },
    });
    const second = sessionCookieOf(again);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it('refuses a disabled account', async () => {
    const account = await t.storage.accounts.findByName('demo');
    await t.storage.accounts.setDisabled(account?.id ?? 0, true);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { authKey: authKeyOf('demo') },
    });
    expect(response.statusCode).toBe(401);
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({ kind: 'login-failed', account: 'demo' });
  });
});

describe('GET /authenticate.php', () => {
  it('is the same check as POST /api/session', async () => {
    const ok = await t.app.inject({ url: `/authenticate.php?auth_key=${authKeyOf('demo-acme')}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().account).toEqual({ name: 'demo-acme', models: [fixtureModels.first] });
    expect(sessionCookieOf(ok)).toBeDefined();
    const wrong = await t.app.inject({ url: `/authenticate.php?auth_key=${authKeyOf('wrong')}` });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers 400 with a pointer for a malformed or missing auth_key', async () => {
    for (const url of ['/authenticate.php?auth_key=xyz', '/authenticate.php']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ in: 'querystring', pointer: '/auth_key' });
    }
  });
});

describe('GET and DELETE /api/session', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ url: '/api/session' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Sign in first' });
  });

  it('ignores a forged cookie', async () => {
    const response = await t.app.inject({
      url: '/api/session',
      headers: { cookie: '__Host-portal_session=AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('sign-out ends the session; replaying the old cookie gets 401', async () => {
    const cookie = await signIn(t.app, 'demo');
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((item) => item.name === '__Host-portal_session')?.value).toBe('');
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/catalogue', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ends sessions after the idle timeout, measured from the last request', async () => {
    const cookie = await signIn(t.app, 'demo');
    t.clock.advance(29 * 60_000);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ends sessions after the absolute timeout even when in use', async () => {
    const cookie = await signIn(t.app, 'demo');
    // Every 20 minutes for 12 hours: never idle, but the session reaches its absolute age.
    for (let step = 0; step < 36; step++) {
      t.clock.advance(20 * 60_000);
      expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    }
    t.clock.advance(60_000);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ends sessions when the account is disabled or its password changes', async () => {
    const account = await t.storage.accounts.findByName('demo');
    const id = account?.id ?? 0;
    const first = await signIn(t.app, 'demo');
    await t.storage.accounts.setDisabled(id, true);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: first } })).statusCode).toBe(401);
    await t.storage.accounts.setDisabled(id, false);
    const second = await signIn(t.app, 'demo');
    await t.storage.accounts.setPassword(id, 'other-lookup', 'scrypt$x', t.clock.now());
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: second } })).statusCode).toBe(401);
  });
});

describe('audit of sign-in and sign-out', () => {
  it('writes login-ok, login-failed and sign-out rows without the auth key', async () => {
    await t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf('wrong') } });
    const cookie = await signIn(t.app, 'demo');
    await t.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie, 'user-agent': 'test-agent' } });
    expect(await auditKinds()).toEqual(['login-failed', 'login-ok', 'sign-out']);
    const [signOut, ok, failed] = await t.storage.audit.recent(3);
    expect(ok).toMatchObject({ account: 'demo', clientAddress: '127.0.0.1', detail: 'POST /api/session' });
    expect(failed).toMatchObject({ account: null });
    expect(signOut).toMatchObject({ account: 'demo', userAgent: 'test-agent' });
    expect(signOut?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const everything = JSON.stringify(await t.storage.audit.recent(100));
    expect(everything).not.toContain(authKeyOf('demo'));
    expect(everything).not.toContain(authKeyOf('wrong'));
  });
});

describe('rate limit of failed checks', () => {
  it('answers 429 with Retry-After after repeated failures, then lets the client try again', async () => {
    await t.close();
    t = await createTestApp({
      build: {
        failedLoginLimits: {
          ...defaultFailedLoginLimits,
          perAddress: { max: 3, windowMs: 60_000 },
          global: { max: 100, windowMs: 60_000 },
        },
      },
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { authKey: authKeyOf('x') },
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { authKey: authKeyOf('demo') },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      remoteAddress: '10.0.0.9',
      payload: { authKey: authKeyOf('demo') },
    });
    expect(other.statusCode).toBe(200);
    t.clock.advance(60_000);
    const later = await t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf('demo') } });
    expect(later.statusCode).toBe(200);
  });

  it('limits failures across all clients too', async () => {
    await t.close();
    t = await createTestApp({
      build: {
        failedLoginLimits: {
          ...defaultFailedLoginLimits,
          perAddress: { max: 100, windowMs: 60_000 },
          global: { max: 2, windowMs: 60_000 },
        },
      },
    });
    for (const remoteAddress of ['10.0.0.1', '10.0.0.2']) {
      await t.app.inject({ method: 'POST', url: '/api/session', remoteAddress, payload: { authKey: authKeyOf('x') } });
    }
    const response = await t.app.inject({
      url: `/authenticate.php?auth_key=${authKeyOf('demo')}`,
      remoteAddress: '10.0.0.3',
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('caps raw request rates with @fastify/rate-limit', async () => {
    await t.close();
    t = await createTestApp({ build: { loginRequestLimit: { max: 2, timeWindowMs: 60_000 } } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await t.app.inject({ url: '/authenticate.php?auth_key=bad' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined();
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});
