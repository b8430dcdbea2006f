/**
 * What a production deployment relies on: demo accounts (published passwords) stop working,
 * lockouts are logged and shown to operators, stalled requests are dropped, and security.txt
 * says where to report a problem.
 */

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { authKeyOf, credentialFor } from '../../server/auth/credentials';
import { runAccountsCli } from '../../server/cli/accounts';
import { loadConfig } from '../../server/config';
import { openSqliteStorage } from '../../server/storage/sqlite-storage';
import type { Storage } from '../../server/storage/storage';
import { collect } from '../../server/testing/collect';
import { fixtureModels, writeFixtureTree } from '../../server/testing/fixture-content';
import { repoRoot } from '../../server/testing/server-process';
import { createTestApp, type TestApp, testScryptCost } from '../../server/testing/test-app';
import { portOf } from './testing/raw-http';

const productionEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(64),
  SUPPORT_PHONE: '1-855-000-0000',
  SUPPORT_EMAIL: 'help@example.org',
  EIFU_PASSWORD: 'eifu',
  LEARNING_LIBRARY_URL: 'https://learning.example.org/',
};

const folder = mkdtempSync(join(tmpdir(), 'portal-production-'));
let t: TestApp | undefined;
let storage: Storage | undefined;
afterEach(async () => {
  await t?.close();
  await storage?.close();
  t = undefined;
  storage = undefined;
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function logCapture() {
  const lines: string[] = [];
  return { lines, logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } };
}

function cliOn(store: Storage, env: Record<string, string>, passwords: string[] = []) {
  const out: string[] = [];
  const run = (...argv: string[]) =>
    runAccountsCli(
      argv,
      {
        readPassword: async () => passwords.shift() ?? '',
        out: (line) => out.push(line),
        err: (line) => out.push(line),
      },
      {
        config: loadConfig(env),
        storage: store,
        modelKeys: [fixtureModels.first, fixtureModels.otherBrand],
        now: Date.now,
        scryptCost: testScryptCost,
      },
    );
  return { run, out };
}

const signInStatus = async (app: TestApp, password: string) =>
  (await app.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf(password) } })).statusCode;

describe('demo accounts after a switch to production', () => {
  it('are disabled at start-up, said in the log, and only a new password brings one back', async () => {
    const path = join(folder, 'demo-then-production.sqlite');
    // Demo mode with the production secret already set: the demo passwords would keep working.
    storage = await openSqliteStorage(path);
    t = await createTestApp({ env: { SESSION_SECRET: productionEnv.SESSION_SECRET }, build: { storage } });
    expect(await signInStatus(t, 'demo')).toBe(200);
    await t.close();

    storage = await openSqliteStorage(path);
    const { lines, logger } = logCapture();
    t = await createTestApp({ env: productionEnv, build: { storage, logger } });
    expect(await signInStatus(t, 'demo')).toBe(401);
    expect(await signInStatus(t, 'demo-acme')).toBe(401);
    expect(lines.join('\n')).toContain(
      'Production mode: disabled the demo account(s) demo, demo-acme, whose passwords are published. Remove them with `npm run accounts -- remove --name <name>`, or give one a new password to keep it.',
    );

    const { run, out } = cliOn(storage, { ...productionEnv, DATABASE_PATH: path }, ['ward seven pump trolley']);
    expect(await run('enable', '--name', 'demo')).toBe(1);
    expect(out.splice(0)).toEqual([
      '"demo" is a demo account whose password is published; give it a new password first (set-password)',
    ]);
    expect(await run('set-password', '--name', 'demo')).toBe(0);
    expect(await run('enable', '--name', 'demo')).toBe(0);
    expect(await signInStatus(t, 'ward seven pump trolley')).toBe(200);
  });
});

describe('a demo account enabled while production runs', () => {
  it('is refused at sign-in, by password and by link, as a wrong password', async () => {
    t = await createTestApp({ env: productionEnv });
    // As demo:usage or a database copied in would leave it: enabled, after start-up disabled the others.
    const add = async (name: string, demo: boolean) => {
      const credential = await credentialFor(t?.app.secret ?? '', authKeyOf(name), testScryptCost);
      await t?.storage.accounts.create({ name, models: [fixtureModels.first], ...credential, now: Date.now(), demo });
    };
    await add('usage-demo-001', true);
    await add('ward seven pump trolley', false);

    expect(await signInStatus(t, 'ward seven pump trolley')).toBe(200);
    const byPassword = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { authKey: authKeyOf('usage-demo-001') },
    });
    expect(byPassword.statusCode).toBe(401);
    expect(byPassword.json()).toEqual({ error: 'Password is incorrect', reason: 'password-incorrect' });
    expect(byPassword.cookies).toEqual([]);
    const byLink = await t.app.inject({ url: `/authenticate.php?auth_key=${authKeyOf('usage-demo-001')}` });
    expect(byLink.statusCode).toBe(401);
    expect(byLink.cookies).toEqual([]);
    const refusals = await collect(t.storage.audit.query({ kinds: ['login-failed'] }));
    expect(refusals.map((event) => [event.account, event.detail])).toEqual(
      expect.arrayContaining([
        ['usage-demo-001', 'POST /api/session: demo account outside demo mode'],
        ['usage-demo-001', 'GET /authenticate.php: demo account outside demo mode'],
      ]),
    );
  });
});

describe('demo:usage', () => {
  it('refuses to run with NODE_ENV=production and writes no account', async () => {
    const tree = writeFixtureTree();
    const databasePath = join(folder, 'demo-usage-production.sqlite');
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join('scripts', 'demo', 'usage.ts'), '--accounts', '2', '--days', '1', '--rows', '10'],
        {
          cwd: repoRoot,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            PATH: process.env.PATH ?? '',
            ...productionEnv,
            DATABASE_PATH: databasePath,
            CONTENT_DIR: tree.contentDir,
            CONTENT_BUILD_DIR: tree.buildDir,
            SITE_DIR: tree.siteDir,
          },
        },
      );
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => {
        errors += chunk.toString('utf8');
      });
      const [code] = await once(child, 'exit');
      expect(errors).toContain(
        'demo:usage writes accounts whose password is their name: it does not run with NODE_ENV=production',
      );
      expect(code).toBe(1);
      storage = await openSqliteStorage(databasePath);
      expect(await storage.accounts.list()).toEqual([]);
    } finally {
      tree.cleanup();
    }
  });
});

describe('lockouts', () => {
  it('are logged as a warning and audited when they start, and `accounts status` shows them', async () => {
    const { lines, logger } = logCapture();
    t = await createTestApp({ build: { logger } });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await signInStatus(t, `wrong ${attempt}`)).toBe(401);
    }
    expect(await signInStatus(t, 'demo')).toBe(429);
    const warnings = lines.filter((line) => line.includes('sign-in limit reached'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] ?? '{}')).toMatchObject({
      level: 40,
      msg: 'sign-in limit reached: address 127.0.0.1: 10 failed sign-ins in 15 min; refused until 2025-01-01T00:15:00.000Z',
    });
    expect(await collect(t.storage.audit.query({ kinds: ['lockout'] }))).toHaveLength(1);

    const out: string[] = [];
    await runAccountsCli(
      ['status'],
      { readPassword: async () => '', out: (line) => out.push(line), err: (line) => out.push(line) },
      { config: loadConfig({ NODE_ENV: 'test' }), storage: t.storage, modelKeys: [], now: t.clock.now },
    );
    expect(out).toEqual([
      'address 127.0.0.1\tno recent sign-ins\tsince 2025-01-01T00:00:00.000Z\tuntil 2025-01-01T00:15:00.000Z\tfailed sign-ins: 10',
    ]);
    t.clock.advance(15 * 60_000);
    out.length = 0;
    await runAccountsCli(
      ['status'],
      { readPassword: async () => '', out: (line) => out.push(line), err: (line) => out.push(line) },
      { config: loadConfig({ NODE_ENV: 'test' }), storage: t.storage, modelKeys: [], now: t.clock.now },
    );
    expect(out).toEqual(['No sign-in lockouts in force']);
  });
});

describe('a request whose body stalls', () => {
  it('is dropped after REQUEST_TIMEOUT_SECONDS', { timeout: 60_000 }, async () => {
    t = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = portOf(t.app.server.address());
    const started = Date.now();
    const received = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/session HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"authKey":',
        );
      });
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
    console.log(`stalled request dropped after ${Date.now() - started} ms`);
    // Node either answers 408 or, when the socket's own silence timeout fires first, just closes it.
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
  });
});

describe('security.txt', () => {
  it('names the contact and an expiry from the settings', async () => {
    t = await createTestApp({
      env: { SECURITY_CONTACT: 'mailto:security@example.org', SECURITY_TXT_EXPIRES: '2027-06-30' },
    });
    const answer = await t.app.inject('/.well-known/security.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe(
      'Contact: mailto:security@example.org\nExpires: 2027-06-30T00:00:00.000Z\nPreferred-Languages: en\n',
    );
  });

  it('defaults to the support address and an expiry a year ahead', async () => {
    t = await createTestApp();
    const answer = await t.app.inject('/.well-known/security.txt');
    expect(answer.body).toMatch(/^Contact: mailto:support@example\.com\nExpires: \d{4}-\d{2}-\d{2}T/);
    const expires = Date.parse(/Expires: (\S+)/.exec(answer.body)?.[1] ?? '');
    expect(expires - t.clock.now()).toBe(365 * 86_400_000);
  });
});
