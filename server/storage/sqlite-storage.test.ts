/** What only the SQLite engine does: the file, WAL, another process's write lock, files made before Kysely. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { legacySqliteMigrations } from '../../tests/fixtures/legacy-sqlite-migrations';
import { migrationNames } from './migrations/index';
import { openSqliteStorage } from './sqlite-storage';
import type { Storage } from './storage';

const folders: string[] = [];
const stores: Storage[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function newPath(): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-db-'));
  folders.push(folder);
  return join(folder, 'nested', 'portal.sqlite');
}

async function open(path: string): Promise<Storage> {
  const storage = await openSqliteStorage(path);
  stores.push(storage);
  return storage;
}

/** A database file as a server before Kysely left it, holding the first `version` of its migrations. */
function legacyFileAtVersion(version: number): { path: string; raw: Database.Database } {
  const path = join(mkdtempSync(join(tmpdir(), 'portal-db-')), 'portal.sqlite');
  folders.push(join(path, '..'));
  const raw = new Database(path);
  raw.pragma('journal_mode = WAL');
  for (const migration of legacySqliteMigrations.slice(0, version)) raw.exec(migration);
  raw.pragma(`user_version = ${version}`);
  return { path, raw };
}

describe('SQLite storage', () => {
  it('creates the folder, uses WAL and migrates idempotently', async () => {
    const path = newPath();
    const storage = await open(path);
    await storage.accounts.create({ name: 'a', models: [], lookupKey: 'k1', passwordHash: 'h', now: 5 });
    await storage.close();
    const again = await open(path);
    expect((await again.accounts.list()).map((account) => account.name)).toEqual(['a']);
    const raw = new Database(path, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    // A server from before Kysely refuses a file whose version it does not know.
    expect(raw.pragma('user_version', { simple: true })).toBe(migrationNames.length);
    expect(raw.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all()).toEqual(migrationNames);
    raw.close();
  });

  it('waits out a write lock held by another process instead of failing', async () => {
    const path = newPath();
    const storage = await open(path);
    // A second process takes the write lock, reports it, holds it a moment, then commits.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1]);
         db.exec('BEGIN IMMEDIATE');
         db.exec("INSERT INTO settings (key, value) VALUES ('holder', 'done')");
         process.stdout.write('locked\\n');
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
         db.exec('COMMIT');
         db.close();`,
        path,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await once(holder.stdout, 'data');
    await storage.audit.write({
      time: 1,
      kind: 'sign-out',
      account: null,
      clientAddress: '::1',
      requestId: 'r',
      userAgent: null,
      detail: null,
    });
    await once(holder, 'exit');
    expect(await storage.audit.recent(5)).toHaveLength(1);
    expect(await storage.settings.get('holder')).toBe('done');
  });

  it('back-fills the document of deliveries in a version-1 file', async () => {
    const { path, raw } = legacyFileAtVersion(1);
    const insert = raw.prepare(
      "INSERT INTO audit (time, kind, account, client_address, request_id, detail) VALUES (?, 'file-delivered', 'a', '::1', 'r', ?)",
    );
    insert.run(1, 'public:x.pdf');
    insert.run(2, 'public:x.pdf bytes=0-99');
    insert.run(3, 'public:x.pdf bytes=100-199');
    raw.close();
    const migrated = await open(path);
    expect(await migrated.audit.downloadCounts({})).toEqual([
      { document: 'public:x.pdf', downloads: 2, deliveries: 3, accounts: 1, lastTime: 3 },
    ]);
  });

  it('migrates a version-2 file: audit rows kept, demo accounts marked by name', async () => {
    const { path, raw } = legacyFileAtVersion(2);
    const account = raw.prepare(
      "INSERT INTO accounts (name, models, lookup_key, password_hash, created_at, password_changed_at) VALUES (?, '[]', ?, 'h', 1, 1)",
    );
    for (const name of ['demo', 'demo-ivenix', 'ward-7']) account.run(name, `key-${name}`);
    raw
      .prepare(
        "INSERT INTO audit (time, kind, account, client_address, request_id, detail) VALUES (7, 'login-ok', 'ward-7', '::1', 'r', 'x')",
      )
      .run();
    raw.close();
    const migrated = await open(path);
    expect((await migrated.accounts.list()).map(({ name, demo }) => [name, demo])).toEqual([
      ['demo', true],
      ['demo-ivenix', true],
      ['ward-7', false],
    ]);
    expect(await migrated.audit.recent(5)).toEqual([
      expect.objectContaining({ time: 7, kind: 'login-ok', count: 1, instance: null }),
    ]);
  });

  it('migrates a version-3 file: audit rows kept, the new audit kind accepted', async () => {
    const { path, raw } = legacyFileAtVersion(3);
    raw
      .prepare(
        "INSERT INTO audit (time, kind, account, client_address, request_id, detail, count, repeat_key) VALUES (7, 'access-denied', 'ward-7', '::1', 'r', 'x', 3, 'k')",
      )
      .run();
    raw.close();
    const migrated = await open(path);
    await migrated.audit.write({
      time: 8,
      kind: 'paper-copy-requested',
      account: 'ward-7',
      clientAddress: '::1',
      requestId: 'r2',
      userAgent: null,
      detail: 'PC-AAAA-AAAA',
    });
    expect((await migrated.audit.recent(5)).map(({ time, kind, count }) => [time, kind, count])).toEqual([
      [8, 'paper-copy-requested', 1],
      [7, 'access-denied', 3],
    ]);
    expect(await migrated.paperCopies.list()).toEqual([]);
  });

  it('adopts a version-4 file in place: every row kept, only the new migration run, sessions still valid', async () => {
    const { path, raw } = legacyFileAtVersion(4);
    raw.exec(`
      INSERT INTO accounts (id, name, models, lookup_key, password_hash, created_at, password_changed_at, demo)
        VALUES (3, 'ward-7', '["m-1"]', 'k', 'h', 1, 1, 0);
      INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at, client_address, user_agent)
        VALUES ('older', 3, 10, 10, '::1', 'ua'), ('newer', 3, 20, 20, '::1', 'ua');
      INSERT INTO audit (id, time, kind, account, client_address, request_id, detail, count, repeat_key)
        VALUES (41, 7, 'access-denied', 'ward-7', '::1', 'r', 'x', 3, 'k');
      INSERT INTO settings (key, value) VALUES ('demo-session-secret', 'kept');
      INSERT INTO login_failures (scope, count, window_start, locked_until) VALUES ('address:::1', 4, 100, 0);
      INSERT INTO login_successes (address, last_success) VALUES ('::1', 50);
      INSERT INTO paper_copy_requests (reference, created_at, account, session_id, model, document_name, document_path,
        document_version, copies, name, facility, address, email)
        VALUES ('PC-AAAA-AAAA', 5, 'ward-7', 's', 'm-1', 'IFU', 'm/ifu.pdf', NULL, 1, 'N', 'F', 'A', 'e@example.org');
    `);
    raw.close();
    const migrated = await open(path);
    expect(await migrated.accounts.findByLookupKey('k')).toMatchObject({ id: 3, name: 'ward-7', models: ['m-1'] });
    expect((await migrated.sessions.listForAccount(3)).map((session) => session.tokenHash)).toEqual(['newer', 'older']);
    expect(await migrated.audit.recent(5)).toEqual([
      expect.objectContaining({ id: 41, kind: 'access-denied', count: 3, instance: null }),
    ]);
    expect(await migrated.settings.get('demo-session-secret')).toBe('kept');
    expect(await migrated.loginLimits.counter('address:::1')).toMatchObject({ count: 4 });
    expect(await migrated.loginLimits.lastSuccess('::1')).toBe(50);
    expect(await migrated.paperCopies.findByReference('PC-AAAA-AAAA')).toMatchObject({ account: 'ward-7' });
    // New rows continue after the old ids.
    await migrated.audit.write({
      time: 9,
      kind: 'sign-out',
      account: 'ward-7',
      clientAddress: '::1',
      requestId: 'r2',
      userAgent: null,
      detail: null,
    });
    expect((await migrated.audit.recent(1))[0]).toMatchObject({ id: 42, instance: 'local' });
  });

  it('refuses a file from a newer server before Kysely', async () => {
    const { path, raw } = legacyFileAtVersion(4);
    raw.pragma('user_version = 9');
    raw.close();
    await expect(openSqliteStorage(path)).rejects.toThrow('Database schema version 9 is newer than this server knows');
  });
});
