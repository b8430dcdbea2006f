import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collect } from '../testing/collect';
import { fixtureModels } from '../testing/fixture-content';
import { createTestApp, sessionCookieOf, signIn, type TestApp } from '../testing/test-app';
import { authKeyOf } from './credentials';
import { defaultFailedLoginLimits } from './failed-login-limiter';

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
      // The shared password names no person.
      person: null,
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
    expect(response.json()).toEqual({ error: 'Password is incorrect', reason: 'password-incorrect' });
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
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: first } })).statusCode).toBe(204);
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
  it('answers 204 without a session: no session is an ordinary answer, not a failure', async () => {
    const response = await t.app.inject({ url: '/api/session' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ignores a forged cookie', async () => {
    const response = await t.app.inject({
      url: '/api/session',
      headers: { cookie: '__Host-portal_session=AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('sign-out ends the session; replaying the old cookie finds no session', async () => {
    const cookie = await signIn(t.app, 'demo');
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((item) => item.name === '__Host-portal_session')?.value).toBe('');
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/catalogue', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ends sessions after the idle timeout, measured from the last request', async () => {
    const cookie = await signIn(t.app, 'demo');
    t.clock.advance(29 * 60_000);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(204);
  });

  it('ends sessions after the absolute timeout even when in use', async () => {
    const cookie = await signIn(t.app, 'demo');
    // Every 20 minutes for 12 hours: never idle, but the session reaches its absolute age.
    for (let step = 0; step < 36; step++) {
      t.clock.advance(20 * 60_000);
      expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    }
    t.clock.advance(60_000);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(204);
  });

  it('ends sessions when the account is disabled or its password changes', async () => {
    const account = await t.storage.accounts.findByName('demo');
    const id = account?.id ?? 0;
    const first = await signIn(t.app, 'demo');
    await t.storage.accounts.setDisabled(id, true);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: first } })).statusCode).toBe(204);
    await t.storage.accounts.setDisabled(id, false);
    const second = await signIn(t.app, 'demo');
    await t.storage.accounts.setPassword(id, 'other-lookup', 'scrypt$x', t.clock.now());
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: second } })).statusCode).toBe(204);
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
    // POST /api/session has a budget of its own.
    const post = await t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf('x') } });
    expect(post.statusCode).toBe(401);
  });
});

describe('sign-in requests a browser says another site made', () => {
  const key = authKeyOf('demo');
  /** The headers a browser sends for a request it makes on behalf of a page. */
  const fetchFrom = (site: string, destination: string) => ({
    'sec-fetch-site': site,
    'sec-fetch-dest': destination,
    'sec-fetch-mode': destination === 'empty' ? 'cors' : destination === 'document' ? 'navigate' : 'no-cors',
  });
  const json = { 'content-type': 'application/json' };

  const refused: [string, InjectOptions, string][] = [
    [
      'an <img> on another site, even with the right key',
      { url: `/authenticate.php?auth_key=${key}`, headers: fetchFrom('cross-site', 'image') },
      'GET /authenticate.php: from another site (Sec-Fetch-Site: cross-site)',
    ],
    [
      "a link on another site (a webmail's)",
      { url: `/authenticate.php?auth_key=${key}`, headers: fetchFrom('cross-site', 'document') },
      'GET /authenticate.php: from another site (Sec-Fetch-Site: cross-site)',
    ],
    [
      'a HEAD from another site',
      { method: 'HEAD', url: `/authenticate.php?auth_key=${key}`, headers: fetchFrom('cross-site', 'empty') },
      'HEAD /authenticate.php: from another site (Sec-Fetch-Site: cross-site)',
    ],
    [
      'an <img> on a sibling subdomain (same-site, no Origin)',
      { url: `/authenticate.php?auth_key=${key}`, headers: fetchFrom('same-site', 'image') },
      'GET /authenticate.php: from another site (Sec-Fetch-Dest not a page or a fetch)',
    ],
    [
      'a <script> or <iframe> of any site',
      { url: `/authenticate.php?auth_key=${key}`, headers: fetchFrom('same-origin', 'iframe') },
      'GET /authenticate.php: from another site (Sec-Fetch-Dest not a page or a fetch)',
    ],
    [
      'a form on another site that posts itself',
      {
        method: 'POST',
        url: '/api/session',
        headers: {
          ...fetchFrom('cross-site', 'document'),
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `authKey=${key}`,
      },
      'POST /api/session: from another site (Sec-Fetch-Site: cross-site)',
    ],
    [
      "an old browser's form post (Origin, no Sec-Fetch)",
      {
        method: 'POST',
        url: '/api/session',
        headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
        payload: JSON.stringify({ authKey: authKeyOf('wrong') }),
      },
      "POST /api/session: from another site (Origin not this site's)",
    ],
    [
      "a sandboxed frame's post (Origin: null)",
      { method: 'POST', url: '/api/session', headers: { ...json, origin: 'null' }, payload: { authKey: key } },
      "POST /api/session: from another site (Origin not this site's)",
    ],
    [
      'the same host over another scheme or port',
      {
        method: 'POST',
        url: '/api/session',
        headers: { ...json, origin: 'http://localhost:8080' },
        payload: { authKey: key },
      },
      "POST /api/session: from another site (Origin not this site's)",
    ],
  ];

  it.each(refused)('%s: 403, no session, audited as a refused login', async (_label, request, detail) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(403);
    const opened = (request.headers as Record<string, string> | undefined)?.['sec-fetch-dest'] === 'document';
    if (opened) {
      // A person who followed the link or sent the form reads a page of the portal, not JSON.
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<meta name="error-status" content="403" />');
    } else if (request.method !== 'HEAD') {
      expect(response.json()).toEqual({ error: 'Sign-in requests from other sites are refused', reason: 'other-site' });
    }
    expect(response.headers['cache-control']).toBe('no-store');
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await t.storage.audit.recent(10)).toEqual([
      expect.objectContaining({
        kind: 'login-failed',
        account: null,
        detail,
        requestId: response.headers['x-request-id'],
      }),
    ]);
  });

  const accepted: [string, InjectOptions][] = [
    ['curl, which sends no Sec-Fetch headers', { url: `/authenticate.php?auth_key=${key}` }],
    [
      "the login page's password check",
      {
        method: 'POST',
        url: '/api/session',
        headers: { ...json, ...fetchFrom('same-origin', 'empty'), origin: 'http://localhost' },
        payload: { authKey: key },
      },
    ],
    [
      "the login page's check of a sign-in link (?auth=)",
      { url: `/authenticate.php?auth_key=${key}`, headers: fetchFrom('same-origin', 'empty') },
    ],
    [
      'the address typed into the tab',
      { url: `/authenticate.php?auth_key=${key}`, headers: fetchFrom('none', 'document') },
    ],
    [
      'the Host with its default port',
      {
        method: 'POST',
        url: '/api/session',
        headers: { ...json, host: 'LocalHost:80', origin: 'http://localhost' },
        payload: { authKey: key },
      },
    ],
  ];

  it.each(accepted)('%s: signs in', async (_label, request) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response)).toBeDefined();
  });

  it('count toward no limit: the right password still signs in after many of them', async () => {
    await t.close();
    t = await createTestApp({
      build: {
        failedLoginLimits: { ...defaultFailedLoginLimits, perAddress: { max: 3, windowMs: 60_000 } },
        loginRequestLimit: { max: 3, timeWindowMs: 60_000 },
      },
    });
    const statuses = new Set<number>();
    for (let round = 0; round < 4; round++) {
      for (const [, request] of refused) statuses.add((await t.app.inject(request)).statusCode);
    }
    expect([...statuses]).toEqual([403]);
    const right = await t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: key } });
    expect(right.statusCode).toBe(200);
    expect(await t.storage.loginLimits.counter('address:127.0.0.1')).toBeUndefined();
    // Identical refusals within a minute share an audit row and a count.
    const rows = (await t.storage.audit.recent(100)).filter((row) => row.kind === 'login-failed');
    expect(rows.length).toBeLessThan(refused.length);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(4 * refused.length);
  });

  it('compares Origin with the address a trusted proxy forwards, and only a trusted one', async () => {
    const signInWith = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/session',
        headers: { ...json, origin, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example' },
        payload: { authKey: key },
      });
    // Without TRUST_PROXY the forwarded headers are anyone's: this site is http://localhost.
    expect((await signInWith('https://portal.example')).statusCode).toBe(403);
    await t.close();
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    expect((await signInWith('https://portal.example')).statusCode).toBe(200);
    expect((await signInWith('http://portal.example')).statusCode).toBe(403);
    expect((await signInWith('https://evil.example')).statusCode).toBe(403);
  });
});

describe('per-address limits on IPv6', () => {
  it('lock out a /64 rotating its low bits as one address', async () => {
    await t.close();
    t = await createTestApp({
      build: { failedLoginLimits: { ...defaultFailedLoginLimits, perAddress: { max: 3, windowMs: 60_000 } } },
    });
    const statuses: number[] = [];
    for (let host = 1; host <= 5; host++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: `2001:db8:17:4::${(host * 0x1111).toString(16)}`,
        payload: { authKey: authKeyOf('wrong') },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const fresh = await t.app.inject({
      url: `/authenticate.php?auth_key=${authKeyOf('demo')}`,
      remoteAddress: '2001:db8:17:4:9999:8888:7777:6666',
    });
    expect(fresh.statusCode).toBe(429);
    // The audit keeps the full address; the lockout names the /64.
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({ clientAddress: '2001:db8:17:4:9999:8888:7777:6666' });
    const [lockout] = await collect(t.storage.audit.query({ kinds: ['lockout'] }));
    expect(lockout?.detail).toMatch(/^address 2001:db8:17:4::\/64: 3 failed sign-ins/);
    const neighbour = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      remoteAddress: '2001:db8:17:5::1',
      payload: { authKey: authKeyOf('demo') },
    });
    expect(neighbour.statusCode).toBe(200);
  });

  it('cap the raw request rate of a /64 as one address', async () => {
    await t.close();
    t = await createTestApp({ build: { loginRequestLimit: { max: 2, timeWindowMs: 60_000 } } });
    const statuses: number[] = [];
    for (let host = 1; host <= 3; host++) {
      const response = await t.app.inject({
        url: '/authenticate.php?auth_key=bad',
        remoteAddress: `2001:db8:17:4::${host}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe('malformed password checks', () => {
  it('never lock out the right password, however many there are', async () => {
    await t.close();
    t = await createTestApp({
      build: { failedLoginLimits: { ...defaultFailedLoginLimits, perAddress: { max: 3, windowMs: 60_000 } } },
    });
    const malformed: InjectOptions[] = [
      { url: '/authenticate.php?auth_key=x' },
      { method: 'HEAD', url: '/authenticate.php' },
      { method: 'POST', url: '/api/session', payload: { authKey: 'short' } },
      { method: 'POST', url: '/api/session', headers: { 'content-type': 'text/plain' }, payload: 'x' },
    ];
    for (let round = 0; round < 5; round++) {
      for (const request of malformed) expect([400, 415]).toContain((await t.app.inject(request)).statusCode);
    }
    expect(await t.storage.loginLimits.counter('address:127.0.0.1')).toBeUndefined();
    const right = await t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf('demo') } });
    expect(right.statusCode).toBe(200);
  });
});
