/**
 * Every request that changes something in the console needs the session's CSRF token and the
 * console's own Origin, and a viewer may change nothing: the server refuses, route by route.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureModels } from '../../server/testing/fixture-content';
import {
  addOperator,
  type ConsoleSignIn,
  changing,
  consoleOrigin,
  createTestConsole,
  signInOperator,
  type TestConsole,
} from '../../server/testing/test-console';

let test: TestConsole;
let admin: ConsoleSignIn;
let viewer: ConsoleSignIn;

const newAccount = { name: 'ward-7', models: [fixtureModels.first], password: 'correct horse battery' };

/** Every state-changing route of the console, with a body it would accept. */
const changes = [
  { method: 'POST', url: '/admin/api/accounts', payload: newAccount },
  { method: 'PATCH', url: '/admin/api/accounts/demo', payload: { enabled: false } },
  { method: 'DELETE', url: '/admin/api/accounts/demo' },
  { method: 'POST', url: '/admin/api/accounts/demo/password', payload: {} },
  { method: 'POST', url: '/admin/api/accounts/demo/link', payload: { password: 'demo' } },
  { method: 'POST', url: '/admin/api/accounts/demo/links', payload: { days: 7 } },
  { method: 'DELETE', url: '/admin/api/accounts/demo/links/1' },
  { method: 'PATCH', url: '/admin/api/accounts/demo', payload: { plainHashLink: 'refused' } },
  { method: 'DELETE', url: '/admin/api/accounts/demo/sessions' },
  { method: 'DELETE', url: '/admin/api/accounts/demo/sessions/0123456789ab' },
  { method: 'POST', url: '/admin/api/paper-copies/PC-AAAA-AAAA/close', payload: { status: 'done' } },
  { method: 'POST', url: '/admin/api/lockouts/lift', payload: { address: '203.0.113.7' } },
] as const;

const reads = [
  '/admin/api/session',
  '/admin/api/catalogue',
  '/admin/api/accounts',
  '/admin/api/accounts/demo',
  '/admin/api/accounts/demo/sessions',
  '/admin/api/accounts/demo/links',
  '/admin/api/paper-copies',
  '/admin/api/paper-copies.csv',
  '/admin/api/audit',
  '/admin/api/audit.csv',
  '/admin/api/health',
  '/admin/api/lockouts',
];

beforeEach(async () => {
  test = await createTestConsole();
  const ada = await addOperator(test.storage, 'ada', 'admin', test.clock.now());
  const vic = await addOperator(test.storage, 'vic', 'viewer', test.clock.now());
  admin = await signInOperator(test, ada);
  viewer = await signInOperator(test, vic);
});
afterEach(() => test.close());

describe('CSRF and Origin', () => {
  it('refuse a change without the token, with a wrong one, or with the token of another session', async () => {
    const request = { method: 'POST' as const, url: '/admin/api/accounts', payload: newAccount };
    const headers = changing(admin);
    const variants = [
      { cookie: headers.cookie, origin: consoleOrigin },
      { ...headers, 'csrf-token': 'forged' },
      { ...headers, 'csrf-token': viewer.csrfToken },
    ];
    for (const variant of variants) {
      expect((await test.app.inject({ ...request, headers: variant })).statusCode).toBe(403);
    }
    expect(await test.storage.accounts.findByName('ward-7')).toBeUndefined();
  });

  it('refuse a change from another origin or with no Origin, even with the right token', async () => {
    const request = { method: 'POST' as const, url: '/admin/api/accounts', payload: newAccount };
    for (const origin of ['https://evil.example', 'http://localhost:8080', 'null', undefined]) {
      const headers: Record<string, string> = { ...changing(admin) };
      if (origin === undefined) delete headers.origin;
      else headers.origin = origin;
      expect((await test.app.inject({ ...request, headers })).statusCode, String(origin)).toBe(403);
    }
    expect(await test.storage.accounts.findByName('ward-7')).toBeUndefined();
  });

  it('let the same change through with both', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: '/admin/api/accounts',
      payload: newAccount,
      headers: changing(admin),
    });
    expect(answer.statusCode).toBe(201);
  });
});

describe('a viewer', () => {
  it('is refused every change, whatever the route', async () => {
    for (const change of changes) {
      const answer = await test.app.inject({ ...change, headers: changing(viewer) });
      expect(answer.statusCode, `${change.method} ${change.url}`).toBe(403);
    }
    expect(await test.storage.accounts.findByName('ward-7')).toBeUndefined();
    expect(await test.storage.accounts.findByName('demo')).toMatchObject({ disabled: false });
  });

  it('reads everything', async () => {
    for (const url of reads) {
      const answer = await test.app.inject({ url, headers: { cookie: viewer.cookie } });
      expect(answer.statusCode, url).toBe(200);
    }
  });

  it('may sign out', async () => {
    const answer = await test.app.inject({ method: 'POST', url: '/admin/api/sign-out', headers: changing(viewer) });
    expect(answer.statusCode).toBe(204);
  });
});
