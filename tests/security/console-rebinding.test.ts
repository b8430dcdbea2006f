/**
 * DNS rebinding against the console: a page at http://rebind.example:9080 whose name is
 * re-resolved to 127.0.0.1 while an operator's SSH tunnel is up reaches the console under its own
 * name, and its browser treats the console's answers as the page's own. Before the fix the console
 * compared Origin with the request's own Host, so such a page was "same origin": ten failed
 * sign-ins from it (`Host: rebind.example:9080`, `Origin: http://rebind.example:9080`) each got
 * 401, each wrote an audit row, and locked every tunnelled operator (all from 127.0.0.1) out. Now
 * the console answers only at its own names and refuses any other with 421 before it counts,
 * limits or audits anything; the operator signs in from 127.0.0.1 afterwards.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureModels } from '../../server/testing/fixture-content';
import {
  addOperator,
  changing,
  createTestConsole,
  signInOperator,
  signInRequest,
  type TestConsole,
  type TestOperator,
  totpCode,
} from '../../server/testing/test-console';

let test: TestConsole;
let ada: TestOperator;

beforeEach(async () => {
  test = await createTestConsole();
  ada = await addOperator(test.storage, 'ada', 'admin', test.clock.now());
});
afterEach(() => test.close());

const rebound = { host: 'rebind.example:9080', origin: 'http://rebind.example:9080' };
const misdirected = {
  error: 'This console answers only at its own addresses (a loopback name or ADMIN_PUBLIC_ORIGIN)',
};

/** A failed sign-in under a name nobody has, as the rebound page would send it. */
const guess = (index: number, headers: Record<string, string>) =>
  test.app.inject({
    method: 'POST',
    url: '/admin/api/sign-in',
    headers,
    payload: { name: `nobody-${index}`, password: 'a guess', code: '000000' },
  });

/** Ada's sign-in through the tunnel, with the Host and Origin her browser sends there. */
const signInAt = (origin: string, headers: Record<string, string> = {}) => {
  const request = signInRequest(ada, { code: totpCode(ada.totpSecret, test.clock.now()) });
  return test.app.inject({ ...request, headers: { host: new URL(origin).host, origin, ...headers } });
};

describe('a page rebound to the loopback address', () => {
  it('is refused 421 at every sign-in, counted and audited nowhere, and the operator still signs in', async () => {
    for (let index = 0; index < 10; index += 1) {
      const answer = await guess(index, rebound);
      expect(answer.statusCode).toBe(421);
      expect(answer.json()).toEqual(misdirected);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(await test.storage.audit.recent(100)).toEqual([]);
    expect(await test.storage.loginLimits.counter('console-address:127.0.0.1')).toBeUndefined();
    expect(await test.storage.loginLimits.locked(test.clock.now())).toEqual([]);

    const answer = await signInAt('http://127.0.0.1:9080');
    expect(answer.statusCode).toBe(200);
    expect((await test.storage.audit.recent(100)).map((row) => row.kind)).toEqual(['operator-login-ok']);
  });

  it('gets 421 for the pages and every API address, whatever the method', async () => {
    const requests = [
      { method: 'GET', url: '/admin/' },
      { method: 'GET', url: '/admin/accounts' },
      { method: 'GET', url: '/admin/api/session' },
      { method: 'GET', url: '/admin/api/accounts' },
      { method: 'HEAD', url: '/admin/api/session' },
      { method: 'POST', url: '/admin/api/sign-out' },
      { method: 'GET', url: '/nothing-here' },
    ] as const;
    for (const request of requests) {
      const answer = await test.app.inject({ ...request, headers: { ...rebound, accept: 'text/html' } });
      expect(answer.statusCode, `${request.method} ${request.url}`).toBe(421);
    }
  });

  it('changes nothing with an Origin equal to its own Host, even holding a session and its token', async () => {
    const signedIn = await signInOperator(test, ada);
    const answer = await test.app.inject({
      method: 'POST',
      url: '/admin/api/accounts',
      headers: { ...changing(signedIn), ...rebound },
      payload: { name: 'ward-7', models: [fixtureModels.first], password: 'correct horse battery' },
    });
    expect(answer.statusCode).toBe(421);
    expect(await test.storage.accounts.findByName('ward-7')).toBeUndefined();
  });

  it('gains nothing by naming the console in X-Forwarded-Host, where the tunnel is a trusted proxy', async () => {
    const proxied = await createTestConsole({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const forged = { ...rebound, 'x-forwarded-host': '127.0.0.1:9080', 'x-forwarded-proto': 'http' };
      for (let index = 0; index < 10; index += 1) {
        expect(
          (await proxied.app.inject({ method: 'GET', url: '/admin/api/session', headers: forged })).statusCode,
        ).toBe(421);
      }
      const answer = await proxied.app.inject({
        method: 'POST',
        url: '/admin/api/sign-in',
        headers: forged,
        payload: { name: 'nobody', password: 'a guess', code: '000000' },
      });
      expect(answer.statusCode).toBe(421);
      expect(await proxied.storage.audit.recent(100)).toEqual([]);
    } finally {
      await proxied.close();
    }
  });
});

describe("the console's own origins", () => {
  it('are 127.0.0.1, localhost and [::1], on any port an SSH tunnel takes', async () => {
    for (const origin of [
      'http://127.0.0.1:9080',
      'http://localhost:9080',
      'http://[::1]:9080',
      'http://localhost:19080',
    ]) {
      const answer = await signInAt(origin);
      expect(answer.statusCode, origin).toBe(200);
      test.clock.advance(30_000);
    }
  });

  it('take a change only from the very origin the request reached, not another of the list', async () => {
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:9081', 'https://127.0.0.1:9080']) {
      const answer = await signInAt('http://127.0.0.1:9080', { origin });
      expect(answer.statusCode, origin).toBe(403);
    }
  });

  it('include ADMIN_PUBLIC_ORIGIN, reached through the trusted proxy, and no other name the proxy passes on', async () => {
    const publicOrigin = 'https://console.portal.example';
    const viaProxy = (host: string) => ({
      host,
      origin: `https://${host}`,
      'x-forwarded-host': host,
      'x-forwarded-proto': 'https',
    });
    const settings: Record<string, string>[] = [
      { TRUST_PROXY: '127.0.0.1' },
      { TRUST_PROXY: '127.0.0.1', ADMIN_PUBLIC_ORIGIN: publicOrigin },
    ];
    for (const env of settings) {
      const proxied = await createTestConsole({ env });
      try {
        const bob = await addOperator(proxied.storage, 'bob', 'admin', proxied.clock.now());
        const request = signInRequest(bob, { code: totpCode(bob.totpSecret, proxied.clock.now()) });
        const own = await proxied.app.inject({ ...request, headers: viaProxy('console.portal.example') });
        expect(own.statusCode, JSON.stringify(env)).toBe(env.ADMIN_PUBLIC_ORIGIN ? 200 : 421);
        const other = await proxied.app.inject({ ...request, headers: viaProxy('rebind.example') });
        expect(other.statusCode, JSON.stringify(env)).toBe(421);
      } finally {
        await proxied.close();
      }
    }
  });
});
