/**
 * Sign-in links in the console: an admin issues one without the password (its address shown once),
 * sees it listed, and revokes it; a viewer reads the list and can do neither. Each change is
 * audited under the operator's name, and the portal honours it at once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountSummary, IssuedSignInLink, SignInLink } from '../../engine/shared/console/console-api';
import { authKeyOf } from '../auth/credentials';
import { collect } from '../testing/collect';
import {
  addOperator,
  type ConsoleSignIn,
  changing,
  createTestConsole,
  signInOperator,
  type TestConsole,
} from '../testing/test-console';

let test: TestConsole;
let ada: ConsoleSignIn;
let vic: ConsoleSignIn;

beforeEach(async () => {
  test = await createTestConsole();
  ada = await signInOperator(test, await addOperator(test.storage, 'ada', 'admin', test.clock.now()));
  vic = await signInOperator(test, await addOperator(test.storage, 'vic', 'viewer', test.clock.now()));
});
afterEach(() => test.close());

const links = '/admin/api/accounts/demo/links';
const change = (who: ConsoleSignIn, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: changing(who), ...(payload ? { payload } : {}) });
const read = (who: ConsoleSignIn, url: string) => test.app.inject({ url, headers: { cookie: who.cookie } });
const followLink = (url: string) => {
  const { pathname, search } = new URL(url);
  return test.portal.app
    .inject({ url: `/authenticate.php?auth_key=${new URLSearchParams(search).get('auth')}` })
    .then((answer) => ({ answer, pathname }));
};

describe('sign-in links in the console', () => {
  it('makes the address start with PUBLIC_ORIGIN, where customers reach the portal', async () => {
    const behindProxy = await createTestConsole({ env: { PUBLIC_ORIGIN: 'https://portal.example.com' } });
    try {
      const admin = await signInOperator(
        behindProxy,
        await addOperator(behindProxy.storage, 'ada', 'admin', behindProxy.clock.now()),
      );
      const issued = await behindProxy.app.inject({
        method: 'POST',
        url: links,
        headers: changing(admin),
        payload: { days: 7 },
      });
      expect(issued.statusCode).toBe(201);
      expect(issued.json<IssuedSignInLink>().url).toMatch(/^https:\/\/portal\.example\.com\/login\?auth=[0-9a-f]{64}$/);
    } finally {
      await behindProxy.close();
    }
  });

  it('lets an admin issue a link that signs in without the password, then revoke it', async () => {
    const issued = await change(ada, 'POST', links, { days: 7, label: 'Ward 7 tablet' });
    expect(issued.statusCode).toBe(201);
    const { link, url } = issued.json<IssuedSignInLink>();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/login\?auth=[0-9a-f]{64}$/);
    expect(link).toEqual({
      id: link.id,
      label: 'Ward 7 tablet',
      createdBy: 'ada',
      createdAt: test.clock.now(),
      expiresAt: test.clock.now() + 7 * 24 * 60 * 60 * 1000,
      revokedAt: null,
      lastUsedAt: null,
      status: 'active',
    });
    // The plain-hash link would need the password's key: this one carries none.
    expect(url).not.toContain(authKeyOf('demo'));

    const { answer, pathname } = await followLink(url);
    expect(pathname).toBe('/login');
    expect(answer.statusCode).toBe(200);

    const listed = (await read(vic, links)).json<SignInLink[]>();
    expect(listed).toEqual([{ ...link, lastUsedAt: test.clock.now() }]);
    // The list never carries the address again.
    expect(JSON.stringify(listed)).not.toContain(new URL(url).searchParams.get('auth'));

    const revoked = await change(ada, 'DELETE', `${links}/${link.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: link.id, status: 'revoked', revokedAt: test.clock.now() });
    expect((await followLink(url)).answer.statusCode).toBe(401);
    expect((await change(ada, 'DELETE', `${links}/${link.id}`)).statusCode).toBe(409);
    expect((await change(ada, 'DELETE', `${links}/999`)).statusCode).toBe(404);

    const rows = await collect(
      test.storage.audit.query({ operator: 'ada', kinds: ['account-link-issued', 'account-link-revoked'] }),
    );
    expect(rows.map((row) => [row.kind, row.account, row.detail])).toEqual([
      [
        'account-link-issued',
        'demo',
        `link ${link.id} "Ward 7 tablet": expires ${new Date(link.expiresAt).toISOString()}`,
      ],
      ['account-link-revoked', 'demo', `link ${link.id}: revoked`],
    ]);
  });

  it('refuses a link of more than 365 days', async () => {
    expect((await change(ada, 'POST', links, { days: 366 })).statusCode).toBe(400);
  });

  it('lets a viewer read the links and neither issue nor revoke one', async () => {
    const { link } = (await change(ada, 'POST', links, {})).json<IssuedSignInLink>();
    expect((await change(vic, 'POST', links, {})).statusCode).toBe(403);
    expect((await change(vic, 'DELETE', `${links}/${link.id}`)).statusCode).toBe(403);
    expect((await read(vic, links)).json<SignInLink[]>().map((each) => each.status)).toEqual(['active']);
    const rows = await collect(test.storage.audit.query({ operator: 'vic' }));
    expect(rows.map((row) => row.kind)).toEqual(['operator-login-ok']);
  });

  it("sets whether the account's plain-hash link signs in, audited, without touching password sign-in", async () => {
    const summary = (await read(ada, '/admin/api/accounts/demo')).json<AccountSummary>();
    expect(summary).toMatchObject({ plainHashLink: 'default', plainHashLinkAllowed: true });
    const refused = await change(ada, 'PATCH', '/admin/api/accounts/demo', { plainHashLink: 'refused' });
    expect(refused.json()).toMatchObject({ plainHashLink: 'refused', plainHashLinkAllowed: false });
    const plain = await test.portal.app.inject({ url: `/authenticate.php?auth_key=${authKeyOf('demo')}` });
    expect(plain.statusCode).toBe(401);
    const password = await test.portal.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { authKey: authKeyOf('demo') },
    });
    expect(password.statusCode).toBe(200);
    expect((await change(vic, 'PATCH', '/admin/api/accounts/demo', { plainHashLink: 'allowed' })).statusCode).toBe(403);
    const rows = await collect(test.storage.audit.query({ kinds: ['account-plain-link-set'] }));
    expect(rows.map((row) => [row.operator, row.detail])).toEqual([['ada', 'plain-hash link: refused']]);
  });
});
