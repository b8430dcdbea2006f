/**
 * Signed-out file requests are refused and audited; a client sending them as fast as it can
 * for AUDIT_FLOOD_SECONDS (default 10), each with a 2,000-character path and a 512-character
 * User-Agent, must not fill the disk (it added ~120 MB in 10 s before): such requests are rate
 * limited per address, stored truncated, and identical denials share a row with a count. A
 * signed-in session is limited per session instead, and its repeated denials and parts of a file
 * share rows the same way (it added 300 rows in half a second before).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runAccountsCli } from '../../server/cli/accounts';
import { loadConfig } from '../../server/config';
import { openSqliteStorage } from '../../server/storage/sqlite-storage';
import type { Storage } from '../../server/storage/storage';
import { fixtureFiles, fixtureModels } from '../../server/testing/fixture-content';
import { signIn } from '../../server/testing/test-app';
import { type AttackServer, startAttackServer } from './testing/attack-server';

const floodSeconds = Number(process.env.AUDIT_FLOOD_SECONDS ?? 10);
const publicFolder = dirname(fixtureFiles.tips);
const trainingFolder = dirname(fixtureFiles.training);

let server: AttackServer | undefined;
let storage: Storage | undefined;
afterEach(async () => {
  await server?.close();
  await storage?.close();
  server = undefined;
  storage = undefined;
});

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A database file (not memory), so its growth on disk can be measured. */
async function serverOnFile(): Promise<{ server: AttackServer; path: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-flood-'));
  folders.push(folder);
  const path = join(folder, 'portal.sqlite');
  storage = await openSqliteStorage(path);
  server = await startAttackServer({ build: { storage } });
  return { server, path };
}

/** Bytes the database keeps: the file after the write-ahead log is folded into it. */
function sizeOnDisk(path: string): number {
  const db = new Database(path);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  return statSync(path).size;
}

describe('a flood of signed-out file requests', () => {
  it('grows the database by at most a few MB', { timeout: (floodSeconds + 60) * 1000 }, async () => {
    const { server, path } = await serverOnFile();
    const before = sizeOnDisk(path);
    const userAgent = `flood/${'u'.repeat(505)}`;
    const deadline = Date.now() + floodSeconds * 1000;
    let requests = 0;
    const statuses = new Map<number, number>();
    const flood = async (route: (noise: string) => string) => {
      while (Date.now() < deadline) {
        const noise = randomBytes(8).toString('hex');
        const answer = await server.request({
          target: route(`${noise}${'x'.repeat(1980)}`),
          headers: { 'user-agent': userAgent },
        });
        requests++;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    };
    await Promise.all([
      flood((noise) => `/public/${publicFolder}/${noise}.pdf`),
      flood((noise) => `/public/training/${trainingFolder}/${noise}.html`),
      flood((noise) => `/secure-download?file=${publicFolder}/${noise}.pdf`),
      flood(() => `/public/${fixtureFiles.tips}`),
    ]);
    const grown = sizeOnDisk(path) - before;
    const rows = await server.storage.audit.recent(1_000_000);
    const represented = rows.reduce((total, row) => total + row.count, 0);
    console.log(
      `audit flood: ${floodSeconds} s, ${requests} requests (${[...statuses].map(([s, c]) => `${c}×${s}`).join(', ')}), ${rows.length} rows standing for ${represented} events, database grew ${(grown / 1024).toFixed(0)} KiB`,
    );
    expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
    expect(grown).toBeLessThan(3 * 1024 * 1024);
    // Nothing is lost: every request is counted, and no stored value is longer than its bound.
    expect(represented).toBe(requests);
    for (const row of rows) {
      expect(row.detail?.length ?? 0).toBeLessThanOrEqual(300);
      expect(row.userAgent?.length ?? 0).toBeLessThanOrEqual(256);
    }
  });

  it('stores repeated identical denials once per address, path and minute, with a count', async () => {
    server = await startAttackServer();
    let last: Awaited<ReturnType<AttackServer['request']>> | undefined;
    for (let attempt = 0; attempt < 5; attempt++) last = await server.request(`/public/${fixtureFiles.tips}`);
    const rows = await server.auditOf(last as NonNullable<typeof last>);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'access-denied', detail: `public:${fixtureFiles.tips} (signed out)`, count: 5 }),
    ]);
    server.clock.advance(60_000);
    const nextMinute = await server.request(`/public/${fixtureFiles.tips}`);
    expect(await server.auditOf(nextMinute)).toEqual([expect.objectContaining({ count: 1 })]);
  });
});

describe('a signed-in session flooding the file routes', () => {
  const tips = `/public/${fixtureFiles.tips}`;
  const deliveriesOf = async (document: string) =>
    (await server?.storage.audit.recent(100_000))?.filter((row) => row.document === document) ?? [];

  it('adds one audit row for 300 one-byte ranges of a file, and a row for each whole download', async () => {
    server = await startAttackServer();
    const cookie = await signIn(server.app, 'demo');
    for (let request = 0; request < 300; request++) {
      const answer = await server.app.inject({ url: tips, headers: { cookie, range: 'bytes=0-0' } });
      expect(answer.statusCode).toBe(206);
    }
    expect(await deliveriesOf(`public:${fixtureFiles.tips}`)).toEqual([
      expect.objectContaining({ kind: 'file-delivered', detail: `public:${fixtureFiles.tips} bytes=0-0`, count: 300 }),
    ]);
    for (let request = 0; request < 2; request++) await server.app.inject({ url: tips, headers: { cookie } });
    const rows = await deliveriesOf(`public:${fixtureFiles.tips}`);
    expect(rows.map((row) => [row.detail, row.count])).toEqual([
      [`public:${fixtureFiles.tips}`, 1],
      [`public:${fixtureFiles.tips}`, 1],
      [`public:${fixtureFiles.tips} bytes=0-0`, 300],
    ]);
  });

  it('refuses a session past its budget with 429 and Retry-After, audited once, while other sessions go on', async () => {
    server = await startAttackServer();
    const cookie = await signIn(server.app, 'demo');
    // HEAD writes no audit row of its own, so the only rows are the refusals'.
    const ask = (session: string, method: 'GET' | 'HEAD' = 'GET') =>
      server?.app.inject({ method, url: tips, headers: { cookie: session } });
    for (let request = 0; request < server.app.config.sessionFileRequestsPerMinute; request++) {
      const answer = await ask(cookie, 'HEAD');
      expect(answer?.statusCode).toBe(200);
      // A delivered file's headers are what they always were: only a refusal tells the budget.
      expect(answer?.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    const refused = [await ask(cookie), await ask(cookie)];
    for (const answer of refused) {
      expect(answer?.statusCode).toBe(429);
      expect(Number(answer?.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer?.json().error).toMatch(/^Too many requests; try again in \d+ seconds$/);
    }
    const denials = (await server.storage.audit.recent(100)).filter((row) => row.kind === 'access-denied');
    expect(denials).toEqual([
      expect.objectContaining({ account: 'demo', detail: 'GET /public/*: too many requests', count: 2 }),
    ]);
    expect((await ask(await signIn(server.app, 'demo')))?.statusCode).toBe(200);
  });

  it('stores 300 identical denials of a session once, with a count', async () => {
    server = await startAttackServer();
    const cookie = await signIn(server.app, 'demo-acme');
    for (let request = 0; request < 300; request++) {
      const answer = await server.app.inject({ url: `/public/${fixtureFiles.otherTips}`, headers: { cookie } });
      expect(answer.statusCode).toBe(404);
    }
    const denials = (await server.storage.audit.recent(100)).filter((row) => row.kind === 'access-denied');
    expect(denials).toEqual([
      expect.objectContaining({ account: 'demo-acme', detail: `public:${fixtureFiles.otherTips}`, count: 300 }),
    ]);
  });
});

describe('audit retention', () => {
  it('deletes events older than AUDIT_RETENTION_DAYS at start-up and with `accounts audit --prune`', async () => {
    storage = await openSqliteStorage(':memory:');
    const now = Date.UTC(2025, 0, 1);
    const day = 86_400_000;
    const event = (time: number) => ({
      time,
      kind: 'access-denied' as const,
      account: null,
      clientAddress: '192.0.2.1',
      requestId: `r-${time}`,
      userAgent: null,
      detail: 'x',
    });
    await storage.audit.write(event(now - 401 * day));
    await storage.audit.write(event(now - 399 * day));
    server = await startAttackServer({ build: { storage } });
    expect((await storage.audit.recent(10)).map((row) => row.time)).toEqual([now - 399 * day]);

    await storage.audit.write(event(now - 100 * day));
    const out: string[] = [];
    const code = await runAccountsCli(
      ['audit', '--prune'],
      { readPassword: async () => '', out: (line) => out.push(line), err: (line) => out.push(line) },
      {
        config: loadConfig({ NODE_ENV: 'test', AUDIT_RETENTION_DAYS: '200' }),
        storage,
        modelKeys: [fixtureModels.first],
        now: () => now,
      },
    );
    expect(code).toBe(0);
    expect(out).toEqual(['Removed 1 audit event(s) older than 200 days (AUDIT_RETENTION_DAYS)']);
    expect((await storage.audit.recent(10)).map((row) => row.time)).toEqual([now - 100 * day]);
  });
});
