import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HashingGate } from '../auth/hashing-gate';
import type { StoredAuditEvent } from '../storage/records';
import { collect } from '../testing/collect';
import {
  addOperator,
  changing,
  consoleOrigin,
  cookiesOf,
  createTestConsole,
  signInOperator,
  signInRequest,
  type TestConsole,
  type TestOperator,
  totpCode,
} from '../testing/test-console';

let test: TestConsole;
let ada: TestOperator;

const audited = (kinds: StoredAuditEvent['kind'][]) => collect(test.storage.audit.query({ kinds }));

const session = (cookie: string) => test.app.inject({ url: '/admin/api/session', headers: { cookie } });

beforeEach(async () => {
  test = await createTestConsole({
    build: {
      signInLimits: {
        perAddress: { max: 6, windowMs: 15 * 60_000 },
        perOperator: { max: 3, windowMs: 15 * 60_000 },
      },
    },
  });
  ada = await addOperator(test.storage, 'ada', 'admin', test.clock.now());
});
afterEach(() => test.close());

describe('console sign-in', () => {
  it('takes name, password and a current code, and answers who is signed in with a CSRF token', async () => {
    const signedIn = await signInOperator(test, ada);
    expect(signedIn.cookie).toMatch(/(^|; )console=/);
    const answer = (await session(signedIn.cookie)).json();
    expect(answer).toMatchObject({ signedIn: true, operator: { name: 'ada', role: 'admin' } });
    expect(answer.csrfToken).toEqual(expect.any(String));
    expect(answer.expiresAt).toBe(test.clock.now() + 15 * 60_000);
    expect((await audited(['operator-login-ok']))[0]).toMatchObject({ operator: 'ada', account: null });
  });

  it('sets an HttpOnly, SameSite=Strict cookie, __Host- prefixed and Secure over HTTPS', async () => {
    const plain = await test.app.inject(signInRequest(ada, { code: totpCode(ada.totpSecret, test.clock.now()) }));
    expect(plain.cookies.find((cookie) => cookie.name === 'console')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(plain.cookies.find((cookie) => cookie.name === 'console')?.secure).toBeFalsy();

    const proxied = await createTestConsole({
      env: { TRUST_PROXY: '127.0.0.1', ADMIN_PUBLIC_ORIGIN: 'https://console.example' },
    });
    try {
      const bob = await addOperator(proxied.storage, 'bob', 'admin', proxied.clock.now());
      const request = signInRequest(bob, { code: totpCode(bob.totpSecret, proxied.clock.now()) });
      const secure = await proxied.app.inject({
        ...request,
        headers: {
          ...request.headers,
          origin: 'https://console.example',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'console.example',
        },
      });
      expect(secure.statusCode).toBe(200);
      expect(secure.cookies.find((cookie) => cookie.name === '__Host-console')).toMatchObject({
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
        path: '/',
      });
    } finally {
      await proxied.close();
    }
  });

  it('takes the code as authenticator apps show it, in two groups', async () => {
    const code = totpCode(ada.totpSecret, test.clock.now());
    await signInOperator(test, ada, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
  });

  it('refuses a code already used, and accepts the next one', async () => {
    const code = totpCode(ada.totpSecret, test.clock.now());
    await signInOperator(test, ada, { code });
    const replay = await test.app.inject(signInRequest(ada, { code }));
    expect(replay.statusCode).toBe(401);
    test.clock.advance(30_000);
    await signInOperator(test, ada);
  });

  it('accepts each recovery code once', async () => {
    const [recoveryCode] = ada.recoveryCodes;
    await signInOperator(test, ada, { recoveryCode });
    expect((await test.app.inject(signInRequest(ada, { recoveryCode }))).statusCode).toBe(401);
  });

  it('answers any wrong part with one message, audited under the operator only when the name is one', async () => {
    const code = totpCode(ada.totpSecret, test.clock.now());
    const wrong = [
      signInRequest({ ...ada, password: 'not the password at all' }, { code }),
      signInRequest({ ...ada, name: 'nobody' }, { code }),
      signInRequest(ada, { code: code === '000000' ? '111111' : '000000' }),
      signInRequest(ada, {}),
    ];
    const answers = [];
    for (const request of wrong) answers.push(await test.app.inject(request));
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.json()).toEqual({ error: 'Name, password or code is incorrect' });
    const failed = await audited(['operator-login-failed']);
    expect(failed.map((event) => event.operator)).toEqual(['ada', null, 'ada', 'ada']);
    expect(failed.map((event) => event.detail).join(' ')).not.toContain('not the password');
  });

  it('refuses a disabled operator like a wrong password', async () => {
    const operator = await test.storage.operators.findByName('ada');
    await test.storage.operators.setDisabled(operator?.id ?? 0, true);
    expect(
      (await test.app.inject(signInRequest(ada, { code: totpCode(ada.totpSecret, test.clock.now()) }))).statusCode,
    ).toBe(401);
  });

  it('locks an operator out after repeated failures, from any address, even with the right code', async () => {
    const wrong = signInRequest({ ...ada, password: 'not the password at all' }, { code: '123456' });
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      expect((await test.app.inject({ ...wrong, remoteAddress: address })).statusCode).toBe(401);
    }
    const right = await test.app.inject({
      ...signInRequest(ada, { code: totpCode(ada.totpSecret, test.clock.now()) }),
      remoteAddress: '192.0.2.4',
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await audited(['lockout']))[0]?.detail).toContain('operator:ada');
    // Another operator from a fresh address is not held up by ada's lock.
    const bob = await addOperator(test.storage, 'bob', 'viewer', test.clock.now());
    const other = await test.app.inject({
      ...signInRequest(bob, { code: totpCode(bob.totpSecret, test.clock.now()) }),
      remoteAddress: '192.0.2.5',
    });
    expect(other.statusCode).toBe(200);
  });

  it("keeps a name that is no operator's out of the audit and the limits, yet locks it out like a real one", async () => {
    const slip = 'Correct-Horse-Battery-9';
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
      const request = signInRequest({ ...ada, name: slip }, { code: '123456' });
      await test.app.inject({ ...request, remoteAddress: address });
    }
    const rows = await collect(test.storage.audit.query({}));
    expect(rows.some((row) => row.kind === 'lockout')).toBe(true);
    expect(rows.every((row) => row.operator === null)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(slip);
    expect(JSON.stringify(await test.storage.loginLimits.locked(test.clock.now()))).not.toContain(slip);
  });

  it('locks an address out after repeated failures, whatever names it tries', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const request = signInRequest({ ...ada, name: `guess-${attempt}` }, { code: '123456' });
      expect((await test.app.inject({ ...request, remoteAddress: '198.51.100.7' })).statusCode).toBe(401);
    }
    const right = await test.app.inject({
      ...signInRequest(ada, { code: totpCode(ada.totpSecret, test.clock.now()) }),
      remoteAddress: '198.51.100.7',
    });
    expect(right.statusCode).toBe(429);
    expect((await audited(['lockout']))[0]?.detail).toContain('console-address:198.51.100.7');
  });

  it("checks passwords through the portal's hashing gate, answering 503 with Retry-After when it is full", async () => {
    const hashing = new HashingGate({ concurrent: 1, waiting: 1 });
    const gated = await createTestConsole({ build: { hashing } });
    try {
      const bob = await addOperator(gated.storage, 'bob', 'admin', gated.clock.now());
      const wrong = signInRequest({ ...bob, password: 'not the password at all' }, { code: '123456' });
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, index) => gated.app.inject({ ...wrong, remoteAddress: `192.0.2.${index + 1}` })),
      );
      const busy = answers.filter((answer) => answer.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]?.headers['retry-after']).toBe('1');
      expect(answers.filter((answer) => answer.statusCode === 401).length).toBe(hashing.hashesStarted);
    } finally {
      await gated.close();
    }
  });

  it('caps raw sign-in requests per address, as the portal does', async () => {
    const limited = await createTestConsole({ build: { loginRequestLimit: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const bob = await addOperator(limited.storage, 'bob', 'admin', limited.clock.now());
      const request = { ...signInRequest(bob, { code: '123456' }), remoteAddress: '203.0.113.9' };
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) statuses.push((await limited.app.inject(request)).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('refuses a sign-in from another origin, before anything counts it', async () => {
    const request = signInRequest(ada, { code: totpCode(ada.totpSecret, test.clock.now()) });
    for (const origin of ['https://evil.example', undefined]) {
      const answer = await test.app.inject({ ...request, headers: origin ? { origin } : {} });
      expect(answer.statusCode).toBe(403);
    }
    expect(await test.storage.loginLimits.locked(test.clock.now())).toEqual([]);
  });

  it('ends a session unused for ADMIN_SESSION_IDLE_MINUTES, and any after 8 hours', async () => {
    const signedIn = await signInOperator(test, ada);
    test.clock.advance(14 * 60_000);
    expect((await session(signedIn.cookie)).json()).toMatchObject({ signedIn: true });
    test.clock.advance(15 * 60_000 + 1);
    expect((await session(signedIn.cookie)).json()).toEqual({ signedIn: false });

    test.clock.advance(30_000);
    const busy = await signInOperator(test, ada);
    for (let minutes = 0; minutes < 8 * 60; minutes += 10) {
      test.clock.advance(10 * 60_000);
      await session(busy.cookie);
    }
    test.clock.advance(10 * 60_000);
    expect((await session(busy.cookie)).json()).toEqual({ signedIn: false });
  });

  it('signs out, audited, and the cookie opens nothing after', async () => {
    const signedIn = await signInOperator(test, ada);
    const out = await test.app.inject({ method: 'POST', url: '/admin/api/sign-out', headers: changing(signedIn) });
    expect(out.statusCode).toBe(204);
    expect((await session(signedIn.cookie)).json()).toEqual({ signedIn: false });
    expect((await audited(['operator-sign-out']))[0]).toMatchObject({ operator: 'ada' });
    expect(cookiesOf(out, signedIn.cookie)).not.toMatch(/(^|; )console=/);
  });

  it('answers signed-out API requests 401 and the session probe 200', async () => {
    expect((await test.app.inject({ url: '/admin/api/accounts' })).statusCode).toBe(401);
    expect((await test.app.inject({ url: '/admin/api/session' })).json()).toEqual({ signedIn: false });
    expect(consoleOrigin).toBe('http://localhost');
  });
});
