/**
 * Session attacks over real connections: cookies replayed after sign-out, after the operator
 * disables the account or changes its password (through the accounts command), after the idle
 * and absolute timeouts (injected clock); a planted cookie before login; forged cookies. The
 * server's in-memory copy of a session (SESSION_CACHE_MS) never outlives a change made through
 * it, and one made by another process only for that long.
 */

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authKeyOf } from '../../server/auth/credentials';
import { sessionCookieName } from '../../server/auth/session-cookie';
import { runAccountsCli } from '../../server/cli/accounts';
import { loadConfig } from '../../server/config';
import { openSqliteStorage } from '../../server/storage/sqlite-storage';
import type { Storage } from '../../server/storage/storage';
import { collect } from '../../server/testing/collect';
import { fixtureFiles, fixtureModels, writeFixtureTree } from '../../server/testing/fixture-content';
import { repoRoot, startServerProcess } from '../../server/testing/server-process';
import { testScryptCost } from '../../server/testing/test-app';
import { type AttackServer, expectRefused, startAttackServer } from './testing/attack-server';
import type { RawAnswer } from './testing/raw-http';

let server: AttackServer;
beforeEach(async () => {
  server = await startAttackServer();
});
afterEach(async () => {
  await server.close();
});

async function login(password: string, cookie?: string): Promise<{ answer: RawAnswer; cookie: string }> {
  const answer = await server.request({
    method: 'POST',
    target: '/api/session',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ authKey: authKeyOf(password) }),
  });
  expect(answer.status).toBe(200);
  const line = answer.setCookies.find((item) => item.startsWith(`${sessionCookieName}=`)) ?? '';
  return { answer, cookie: line.split(';')[0] ?? '' };
}

/** What a stolen or stale cookie can still reach: nothing. */
async function expectCookieDead(cookie: string, label: string): Promise<void> {
  // The session probe finds none: an ordinary answer with no body.
  const probe = await server.request({ target: '/api/session', headers: { cookie } });
  expect(probe.status, `${label}: /api/session`).toBe(204);
  expect(probe.body.length, `${label}: /api/session body`).toBe(0);
  for (const target of ['/api/catalogue', `/api/products/${fixtureModels.first}`, `/public/${fixtureFiles.tips}`]) {
    const answer = await server.request({ target, headers: { cookie } });
    expectRefused(server, answer, `${label}: ${target}`, [401]);
  }
  const secure = await server.request({ target: `/secure-download?file=${fixtureFiles.guide}`, headers: { cookie } });
  expect(secure.status, `${label}: secure download`).toBe(302);
  expect(secure.headers.location).toBe(`/login?requestedFile=${encodeURIComponent(fixtureFiles.guide)}`);
  expect(secure.raw.toString('latin1')).not.toContain('PROTECTED-');
}

async function expectCookieAlive(cookie: string): Promise<void> {
  expect((await server.request({ target: '/api/session', headers: { cookie } })).status).toBe(200);
}

/** The accounts command on the server's own store, or on another connection to its database file. */
function cli(...argv: string[]): Promise<number> {
  return cliOn(server.storage, ...argv);
}

function cliOn(storage: Storage, ...argv: string[]): Promise<number> {
  const passwords = ['a-new-password-1'];
  return runAccountsCli(
    argv,
    { readPassword: async () => passwords.shift() ?? '', out: () => {}, err: () => {} },
    {
      config: loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:' }),
      storage,
      modelKeys: [fixtureModels.first, fixtureModels.otherBrand],
      now: server.clock.now,
      scryptCost: testScryptCost,
    },
  );
}

describe('the session cookie', () => {
  it('is __Host- prefixed, HttpOnly, Secure, SameSite=Lax, Path=/, has no Domain and ends with the browser session', async () => {
    const { answer, cookie } = await login('demo');
    const line = answer.setCookies.find((item) => item.startsWith(sessionCookieName)) ?? '';
    expect(line).toMatch(/^__Host-portal_session=[A-Za-z0-9_-]{22};/);
    const attributes = line.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=lax']));
    expect(attributes.some((part) => part.startsWith('domain'))).toBe(false);
    expect(attributes.some((part) => part.startsWith('max-age') || part.startsWith('expires'))).toBe(false);
    // 128 bits of randomness: 22 base64url characters.
    expect(cookie.split('=')[1]).toHaveLength(22);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is new at every login', async () => {
    const tokens = new Set<string>();
    for (let attempt = 0; attempt < 5; attempt++) tokens.add((await login('demo')).cookie);
    expect(tokens.size).toBe(5);
  });
});

describe('replayed cookies', () => {
  it('after sign-out', async () => {
    const { cookie } = await login('demo');
    const out = await server.request({ method: 'DELETE', target: '/api/session', headers: { cookie } });
    expect(out.status).toBe(204);
    expect(out.setCookies[0]).toMatch(/^__Host-portal_session=;/);
    expect((await server.auditOf(out))[0]).toMatchObject({ kind: 'sign-out', account: 'demo' });
    await expectCookieDead(cookie, 'after sign-out');
  });

  it('after the operator disables the account, at once; enabling does not revive it', async () => {
    const { cookie } = await login('demo');
    await expectCookieAlive(cookie);
    expect(await cli('disable', '--name', 'demo')).toBe(0);
    await expectCookieDead(cookie, 'after disable');
    const refused = await server.request(`/authenticate.php?auth_key=${authKeyOf('demo')}`);
    // The address signed in to the account a moment ago: it is told the account is disabled.
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ reason: 'account-disabled' });
    expect(refused.setCookies).toEqual([]);
    expect((await server.auditOf(refused))[0]).toMatchObject({ kind: 'login-failed', account: 'demo' });
    expect(await cli('enable', '--name', 'demo')).toBe(0);
    await expectCookieDead(cookie, 'after enable');
  });

  it('after the operator changes the password, at once; the old password stops working', async () => {
    const { cookie } = await login('demo');
    expect(await cli('set-password', '--name', 'demo')).toBe(0);
    await expectCookieDead(cookie, 'after set-password');
    expect((await server.request(`/authenticate.php?auth_key=${authKeyOf('demo')}`)).status).toBe(401);
    await login('a-new-password-1');
  });

  it('after the account is removed', async () => {
    const { cookie } = await login('demo');
    expect(await cli('remove', '--name', 'demo')).toBe(0);
    await expectCookieDead(cookie, 'after remove');
  });

  it('after the idle timeout (30 minutes without a request), but not while in use', async () => {
    const { cookie } = await login('demo');
    for (let step = 0; step < 4; step++) {
      server.clock.advance(20 * 60_000);
      await expectCookieAlive(cookie);
    }
    server.clock.advance(30 * 60_000 + 1);
    await expectCookieDead(cookie, 'after idle timeout');
  });

  it('after the absolute timeout (12 hours) even when used all along', async () => {
    const { cookie } = await login('demo');
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
      await expectCookieAlive(cookie);
      server.clock.advance(20 * 60_000);
    }
    server.clock.advance(60_000);
    await expectCookieDead(cookie, 'after absolute timeout');
  });
});

describe('session fixation', () => {
  it('a cookie planted before login is not adopted: login issues a new token and the planted one stays dead', async () => {
    const planted = `${sessionCookieName}=${randomBytes(16).toString('base64url')}`;
    expect((await server.request({ target: '/api/session', headers: { cookie: planted } })).status).toBe(204);
    const { cookie } = await login('demo', planted);
    expect(cookie).not.toBe(planted);
    await expectCookieAlive(cookie);
    await expectCookieDead(planted, 'planted cookie');
  });

  it("an attacker's own live session planted in the victim's browser is ended by the victim's login", async () => {
    const attacker = (await login('demo-acme')).cookie;
    const victim = (await login('demo', attacker)).cookie;
    expect(victim).not.toBe(attacker);
    await expectCookieDead(attacker, "attacker's planted session");
    const who = await server.request({ target: '/api/session', headers: { cookie: victim } });
    expect(JSON.parse(who.body.toString()).account.name).toBe('demo');
  });

  it('forged, malformed and duplicated cookies give 401, never 500', async () => {
    const { cookie } = await login('demo');
    const value = cookie.split('=')[1] ?? '';
    for (const forged of [
      `${sessionCookieName}=`,
      `${sessionCookieName}=${'A'.repeat(22)}`,
      `${sessionCookieName}=${value}x`,
      `${sessionCookieName}=${value.toUpperCase()}`,
      `${sessionCookieName}=${'x'.repeat(4000)}`,
      `${sessionCookieName}=%00${value.slice(1)}`,
      `${sessionCookieName}="${value}`,
      `portal_session=${value}`,
      `__host-portal_session=${value}`,
      // Duplicates: the first one counts, so a forged first cookie cannot ride on a real second one.
      `${sessionCookieName}=${'A'.repeat(22)}; ${cookie}`,
    ]) {
      const answer = await server.request({ target: '/api/catalogue', headers: { cookie: forged } });
      expectRefused(server, answer, forged.slice(0, 60), [401]);
    }
  });
});

describe('a disabled account', () => {
  it('answers its right password as fast as a wrong one: no password hash is computed for it', async () => {
    expect(await cli('disable', '--name', 'demo')).toBe(0);
    const hashesBefore = server.app.hashing.hashesStarted;
    const right = await server.request(`/authenticate.php?auth_key=${authKeyOf('demo')}`);
    const wrong = await server.request(`/authenticate.php?auth_key=${authKeyOf('not-a-password')}`);
    expect(server.app.hashing.hashesStarted).toBe(hashesBefore);
    expect([right.status, right.body.toString()]).toEqual([wrong.status, wrong.body.toString()]);
    expect(right.status).toBe(401);
  });
});

describe('signing in through a GET link while signed in', () => {
  it("never swaps the current session for another account's: 409 with the session that stays", async () => {
    const { cookie } = await login('demo');
    const link = await server.request({
      target: `/authenticate.php?auth_key=${authKeyOf('demo-acme')}`,
      headers: { cookie },
    });
    expect(link.status).toBe(409);
    expect(link.setCookies).toEqual([]);
    expect(JSON.parse(link.body.toString())).toMatchObject({
      error: 'Signed in as "demo" already: sign out first to use another account\'s password',
      account: { name: 'demo' },
    });
    await expectCookieAlive(cookie);
    const session = await server.request({ target: '/api/session', headers: { cookie } });
    expect(JSON.parse(session.body.toString()).account.name).toBe('demo');

    // The same account's link keeps the session; a POST from the login page switches.
    const same = await server.request({
      target: `/authenticate.php?auth_key=${authKeyOf('demo')}`,
      headers: { cookie },
    });
    expect(same.status).toBe(200);
    expect(same.setCookies).toEqual([]);
    const switched = await login('demo-acme', cookie);
    expect(JSON.parse(switched.answer.body.toString()).account.name).toBe('demo-acme');
    await expectCookieDead(cookie, 'after switching by POST');
  });

  it('signs in as usual when no session exists', async () => {
    const answer = await server.request(`/authenticate.php?auth_key=${authKeyOf('demo-acme')}`);
    expect(answer.status).toBe(200);
    expect(answer.setCookies.some((line) => line.startsWith(`${sessionCookieName}=`))).toBe(true);
  });
});

describe('operators and sessions', () => {
  it('list the active sessions of an account and revoke one or all', async () => {
    const lines: string[] = [];
    const run = (...argv: string[]) =>
      runAccountsCli(
        argv,
        { readPassword: async () => '', out: (line) => lines.push(line), err: (line) => lines.push(line) },
        {
          config: loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:' }),
          storage: server.storage,
          modelKeys: [fixtureModels.first, fixtureModels.otherBrand],
          now: server.clock.now,
        },
      );
    const phone = await server.request({
      method: 'POST',
      target: '/api/session',
      headers: { 'content-type': 'application/json', 'user-agent': 'Ward phone/1.0' },
      body: JSON.stringify({ authKey: authKeyOf('demo') }),
    });
    const phoneCookie = phone.setCookies[0]?.split(';')[0] ?? '';
    const { cookie: desktopCookie } = await login('demo');

    expect(await run('sessions', '--name', 'demo')).toBe(0);
    const listed = lines.splice(0);
    expect(listed).toHaveLength(1);
    const sessions = listed[0]?.split('\n') ?? [];
    expect(sessions).toHaveLength(2);
    expect(sessions[1]).toMatch(
      /^[0-9a-f]{12}\tstarted 2025-01-01T00:00:00.000Z\tlast seen 2025-01-01T00:00:00.000Z\t127\.0\.0\.1\tWard phone\/1\.0$/,
    );
    const phoneId = sessions[1]?.split('\t')[0] ?? '';

    expect(await run('revoke', '--name', 'demo', '--session', phoneId)).toBe(0);
    expect(lines.splice(0)).toEqual(['Ended 1 session(s) of "demo"']);
    await expectCookieDead(phoneCookie, 'after revoke of that session');
    await expectCookieAlive(desktopCookie);
    expect(await collect(server.storage.audit.query({ kinds: ['session-revoked'] }))).toEqual([
      expect.objectContaining({ account: 'demo', detail: `session ${phoneId}: revoked by an operator` }),
    ]);

    expect(await run('revoke', '--name', 'demo', '--session', 'ffffffffffff')).toBe(1);
    expect(lines.splice(0)).toEqual(['"demo" has no session ffffffffffff (see `sessions --name demo`)']);
    expect(await run('revoke', '--name', 'demo')).toBe(0);
    expect(lines.splice(0)).toEqual(['Ended 1 session(s) of "demo"']);
    await expectCookieDead(desktopCookie, 'after revoking all');
  });

  it('cap the concurrent sessions of an account: a new sign-in beyond the cap ends the oldest', async () => {
    await server.close();
    server = await startAttackServer({ env: { MAX_SESSIONS_PER_ACCOUNT: '2' } });
    const oldest = await login('demo');
    server.clock.advance(1000);
    const middle = await login('demo');
    server.clock.advance(1000);
    const newest = await login('demo');
    await expectCookieDead(oldest.cookie, 'the oldest session beyond the cap');
    await expectCookieAlive(middle.cookie);
    await expectCookieAlive(newest.cookie);
    expect((await server.auditOf(newest.answer)).map((row) => row.kind)).toEqual(['session-revoked', 'login-ok']);
  });
});

describe('the in-memory copy of a session (SESSION_CACHE_MS)', () => {
  it('never outlives a change made through this server or its store, even for a session used a moment ago', async () => {
    const changes: [string, string[], string][] = [
      ['disable', ['disable', '--name', 'demo'], 'demo'],
      ['revoke', ['revoke', '--name', 'demo'], 'demo'],
      ['set-password', ['set-password', '--name', 'demo'], 'demo'],
      ['remove', ['remove', '--name', 'demo'], 'a-new-password-1'],
    ];
    for (const [label, argv, password] of changes) {
      if (label === 'revoke') expect(await cli('enable', '--name', 'demo')).toBe(0);
      const { cookie } = await login(password);
      await expectCookieAlive(cookie);
      expect(await cli(...argv)).toBe(0);
      await expectCookieDead(cookie, `right after ${label}`);
    }
  });

  it('never outlives a change of the models an account may see', async () => {
    const { cookie } = await login('demo');
    const product = `/api/products/${fixtureModels.first}`;
    expect((await server.request({ target: product, headers: { cookie } })).status).toBe(200);
    expect(await cli('set-models', '--name', 'demo', '--models', fixtureModels.otherBrand)).toBe(0);
    expectRefused(server, await server.request({ target: product, headers: { cookie } }), 'after set-models', [403]);
  });

  describe('with a change made by another process', () => {
    let folder: string;
    let other: Storage;
    const startOnFile = async (env: Record<string, string> = {}) => {
      await server.close();
      folder = mkdtempSync(join(tmpdir(), 'portal-session-cache-'));
      const path = join(folder, 'portal.sqlite');
      server = await startAttackServer({ env, build: { storage: await openSqliteStorage(path) } });
      other = await openSqliteStorage(path);
    };
    afterEach(async () => {
      other?.close();
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    it('ends the session within SESSION_CACHE_MS (1 s by default)', async () => {
      await startOnFile();
      const { cookie } = await login('demo');
      await expectCookieAlive(cookie);
      expect(await cliOn(other, 'disable', '--name', 'demo')).toBe(0);
      server.clock.advance(1000);
      await expectCookieDead(cookie, 'one SESSION_CACHE_MS after another process disabled the account');
    });

    it('ends it at once with SESSION_CACHE_MS=0', async () => {
      await startOnFile({ SESSION_CACHE_MS: '0' });
      const { cookie } = await login('demo');
      await expectCookieAlive(cookie);
      expect(await cliOn(other, 'revoke', '--name', 'demo')).toBe(0);
      await expectCookieDead(cookie, 'after another process revoked it, without a cache');
    });

    it('a sign-out here ends the copy at once, even when the other process had already ended the session', async () => {
      await startOnFile();
      const { cookie } = await login('demo');
      await expectCookieAlive(cookie);
      expect(await cliOn(other, 'revoke', '--name', 'demo')).toBe(0);
      const out = await server.request({ method: 'DELETE', target: '/api/session', headers: { cookie } });
      expect(out.status).toBe(204);
      await expectCookieDead(cookie, 'after sign-out');
    });
  });

  it('lets `npm run accounts` in its own process end a session within SESSION_CACHE_MS', {
    timeout: 120_000,
  }, async () => {
    const cacheMs = 1000;
    const tree = writeFixtureTree();
    const databasePath = join(tree.root, 'portal.sqlite');
    const portal = await startServerProcess({
      contentDir: tree.contentDir,
      buildDir: tree.buildDir,
      siteDir: tree.siteDir,
      databasePath,
      env: { SESSION_CACHE_MS: String(cacheMs) },
    });
    const status = async (cookie: string) =>
      (await fetch(`${portal.origin}/api/session`, { headers: { cookie } })).status;
    const accounts = async (...argv: string[]) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'cli', 'accounts.ts'), ...argv], {
        cwd: repoRoot,
        stdio: 'ignore',
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          DATABASE_PATH: databasePath,
          CONTENT_BUILD_DIR: tree.buildDir,
        },
      });
      const [code] = await once(child, 'exit');
      expect(code, `accounts ${argv.join(' ')}`).toBe(0);
      return Date.now();
    };
    /**
     * Asks until the cookie is refused. Every request that starts SESSION_CACHE_MS after the
     * command ended must be refused: the copy it could still be answered from is older than that.
     */
    const refusedAfter = async (cookie: string, changedAt: number) => {
      for (;;) {
        const startedAt = Date.now();
        // The session probe finds no session: 204.
        if ((await status(cookie)) === 204) return;
        expect(startedAt - changedAt, 'a request started after SESSION_CACHE_MS got in').toBeLessThanOrEqual(cacheMs);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      for (const change of [
        ['disable', '--name', 'demo'],
        ['revoke', '--name', 'demo'],
      ]) {
        const answer = await fetch(`${portal.origin}/api/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ authKey: authKeyOf('demo') }),
        });
        const cookie = answer.headers.getSetCookie()[0]?.split(';')[0] ?? '';
        expect(await status(cookie)).toBe(200);
        await refusedAfter(cookie, await accounts(...change));
        expect(await status(cookie), `after ${change[0]}`).toBe(204);
        if (change[0] === 'disable') await accounts('enable', '--name', 'demo');
      }
    } finally {
      await portal.stop('SIGTERM');
      tree.cleanup();
    }
  });
});
