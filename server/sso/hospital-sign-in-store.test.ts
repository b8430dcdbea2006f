/**
 * The hospital sign-in on each engine, as a deployment runs it: the client secret unreadable in a
 * copy of the database, and two server instances on one database, sharing nothing else, where a
 * sign-in started on one is finished on the other and the session lives on both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAccountsCli } from '../cli/accounts';
import { openDatabase } from '../storage/open-storage';
import { openPostgresStorage } from '../storage/postgres-storage';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import {
  createSsoTestApp,
  nurse,
  portalClient,
  portalOrigin,
  type SsoTestApp,
  startTestProvider,
  TestBrowser,
} from '../testing/hospital-sign-in';
import { postgresSkipReason, throwawaySchema } from '../testing/postgres-database';
import { postgresOptions } from '../testing/storage-engines';
import { testScryptCost } from '../testing/test-app';
import type { DemoIdentityProvider } from './demo-identity-provider';
import { clientSecretSealer } from './sso-secrets';

let provider: DemoIdentityProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

let cleanUp: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanUp.reverse()) await step();
  cleanUp = [];
});

/** Two stores on one database (two instances' connections), and where that database is. */
const engines = [
  {
    name: 'SQLite',
    skip: false,
    async open(): Promise<{ stores: [Storage, Storage]; target: string }> {
      const folder = mkdtempSync(join(tmpdir(), 'hospital-sign-in-'));
      cleanUp.push(async () => rmSync(folder, { recursive: true, force: true }));
      const target = join(folder, 'portal.sqlite');
      return { stores: [await openSqliteStorage(target), await openSqliteStorage(target)], target };
    },
  },
  {
    name: 'PostgreSQL',
    skip: postgresSkipReason !== undefined,
    async open(): Promise<{ stores: [Storage, Storage]; target: string }> {
      const schema = await throwawaySchema();
      cleanUp.push(() => schema.drop());
      const open = (instanceId: string) => openPostgresStorage(postgresOptions(schema.url, instanceId));
      return { stores: [await open('a'), await open('b')], target: schema.url };
    },
  },
];

/** An instance of the portal over `storage`, which it closes with itself; the database's cache of sessions off. */
async function instance(storage: Storage): Promise<SsoTestApp> {
  const test = await createSsoTestApp(provider.issuer, { env: { SESSION_CACHE_MS: '0' }, build: { storage } });
  cleanUp.push(() => test.close());
  return test;
}

describe.each(engines)('on $name', (engine) => {
  it.skipIf(engine.skip)('a copy of the database does not give the client secret', async () => {
    const { stores, target } = await engine.open();
    const test = await instance(stores[0]);
    await stores[1].close();
    const io = { readPassword: async () => portalClient.clientSecret, out: () => {}, err: () => {} };
    const deps = {
      config: test.app.config,
      storage: test.storage,
      modelKeys: [...test.app.content.modelKeys],
      now: Date.now,
      scryptCost: testScryptCost,
    };
    const set = ['sso-set', '--name', 'demo', '--issuer', provider.issuer, '--client-id', portalClient.clientId];
    expect(await runAccountsCli([...set, '--domains', 'demo-hospital.example'], io, deps)).toBe(0);

    // The copy: the row as another connection reads it, without the server or its secret.
    const copy = await openDatabase(target, { databasePoolSize: 2, databaseStatementTimeoutMs: 5000 });
    cleanUp.push(() => copy.db.destroy());
    const row = await copy.db.selectFrom('account_sso').selectAll().executeTakeFirstOrThrow();
    const dump = JSON.stringify(row);
    expect(dump).not.toContain(portalClient.clientSecret);
    expect(dump).not.toContain(Buffer.from(portalClient.clientSecret).toString('base64url'));
    expect(row.client_secret).toMatch(/^aes256gcm\$/);
    // Only the server's secret opens it, for its own account only.
    expect(clientSecretSealer(test.app.secret).open(row.account_id, row.client_secret)).toBe(portalClient.clientSecret);
    expect(() => clientSecretSealer(test.app.secret).open(row.account_id + 1, row.client_secret)).toThrow();
    // And the portal signs in with what it opens.
    expect((await new TestBrowser(test.app).signIn(`/sso/start?email=${nurse.email}`)).url).toBe(`${portalOrigin}/`);
  });

  it.skipIf(engine.skip)('is started on one instance and finished on another, and its session is both’s', async () => {
    const { stores } = await engine.open();
    const first = await instance(stores[0]);
    const second = await instance(stores[1]);
    const browser = new TestBrowser(first.app);
    const callback = await browser.toCallback(`/sso/start?email=${nurse.email}`);
    browser.app = second.app;
    expect((await browser.follow(callback)).url).toBe(`${portalOrigin}/`);
    const named = { person: { name: nurse.name, email: nurse.email }, account: { name: 'demo' } };
    expect(await browser.session()).toMatchObject(named);
    browser.app = first.app;
    expect(await browser.session()).toMatchObject(named);
    // Signed out on the first, gone on the second.
    await first.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie: browser.portal.header() } });
    browser.app = second.app;
    expect(await browser.session()).toBeUndefined();
  });
});
