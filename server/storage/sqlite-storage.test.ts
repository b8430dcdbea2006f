import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from './migrations';
import { openSqliteStorage } from './sqlite-storage';
import {
  type AuditKind,
  DuplicateAccountError,
  DuplicateReferenceError,
  type NewPaperCopyRequest,
  type Storage,
} from './storage';

const folders: string[] = [];
const stores: Storage[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function fileStore(): { path: string; storage: Storage } {
  const folder = mkdtempSync(join(tmpdir(), 'portal-db-'));
  folders.push(folder);
  const path = join(folder, 'nested', 'portal.sqlite');
  const storage = openSqliteStorage(path);
  stores.push(storage);
  return { path, storage };
}

/** A database file holding only the first `version` migrations, as an older server left it. */
function databaseAtVersion(version: number): { path: string; raw: Database.Database } {
  const { path, storage } = fileStore();
  storage.close();
  const raw = new Database(path);
  const tables = raw.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all();
  for (const { name } of tables) raw.exec(`DROP TABLE ${name}`);
  for (const migration of migrations.slice(0, version)) raw.exec(migration);
  raw.pragma(`user_version = ${version}`);
  return { path, raw };
}

const newAccount = (name: string, lookupKey: string) => ({
  name,
  models: ['m-1'],
  lookupKey,
  passwordHash: 'h',
  now: 5,
});

describe('SQLite storage', () => {
  it('creates the folder, uses WAL and migrates idempotently', () => {
    const { path, storage } = fileStore();
    storage.accounts.create(newAccount('a', 'k1'));
    storage.close();
    const again = openSqliteStorage(path);
    stores.push(again);
    expect(again.accounts.list().map((account) => account.name)).toEqual(['a']);
    const raw = new Database(path, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(raw.pragma('user_version', { simple: true })).toBe(migrations.length);
    raw.close();
  });

  it('finds accounts by name and lookup key and refuses duplicates', () => {
    const { storage } = fileStore();
    const created = storage.accounts.create(newAccount('a', 'k1'));
    expect(created).toEqual({
      id: created.id,
      name: 'a',
      models: ['m-1'],
      disabled: false,
      createdAt: 5,
      passwordChangedAt: 5,
      demo: false,
    });
    expect(storage.accounts.findByLookupKey('k1')).toMatchObject({ name: 'a', passwordHash: 'h' });
    expect(() => storage.accounts.create(newAccount('a', 'k2'))).toThrow(new DuplicateAccountError('name'));
    expect(() => storage.accounts.create(newAccount('b', 'k1'))).toThrow(new DuplicateAccountError('password'));
  });

  it('ends sessions when an account is disabled, changes password or is removed', () => {
    const { storage } = fileStore();
    const { id } = storage.accounts.create(newAccount('a', 'k1'));
    const session = (tokenHash: string) =>
      storage.sessions.create({
        tokenHash,
        accountId: id,
        createdAt: 1,
        lastSeenAt: 1,
        clientAddress: null,
        userAgent: null,
      });
    session('s1');
    storage.accounts.setDisabled(id, true);
    expect(storage.sessions.find('s1')).toBeUndefined();
    session('s2');
    storage.accounts.setPassword(id, 'k2', 'h2', 9);
    expect(storage.sessions.find('s2')).toBeUndefined();
    expect(storage.accounts.findById(id)?.passwordChangedAt).toBe(9);
    session('s3');
    storage.accounts.remove(id);
    expect(storage.sessions.find('s3')).toBeUndefined();
  });

  it('sweeps expired sessions', () => {
    const { storage } = fileStore();
    const { id } = storage.accounts.create(newAccount('a', 'k1'));
    storage.sessions.create({
      tokenHash: 'old',
      accountId: id,
      createdAt: 0,
      lastSeenAt: 0,
      clientAddress: null,
      userAgent: null,
    });
    storage.sessions.create({
      tokenHash: 'new',
      accountId: id,
      createdAt: 100,
      lastSeenAt: 100,
      clientAddress: null,
      userAgent: null,
    });
    expect(storage.sessions.deleteExpired(50, 50)).toBe(1);
    expect(storage.sessions.find('new')).toBeDefined();
  });

  it('waits out a write lock held by another process instead of failing', async () => {
    const { path, storage } = fileStore();
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
    storage.audit.write({
      time: 1,
      kind: 'sign-out',
      account: null,
      clientAddress: '::1',
      requestId: 'r',
      userAgent: null,
      detail: null,
    });
    await once(holder, 'exit');
    expect(storage.audit.recent(5)).toHaveLength(1);
    expect(storage.settings.get('holder')).toBe('done');
  });

  it('filters audit events by time, account and kind, oldest first, and counts downloads per document', () => {
    const storage = openSqliteStorage(':memory:');
    stores.push(storage);
    const event = (time: number, kind: AuditKind, account: string | null, document?: string, partial = false) =>
      storage.audit.write({
        time,
        kind,
        account,
        clientAddress: '::1',
        requestId: `r${time}`,
        userAgent: null,
        detail: document ?? null,
        ...(document ? { document, partial } : {}),
      });
    event(10, 'login-ok', 'a');
    event(20, 'file-delivered', 'a', 'public:x.pdf');
    event(30, 'file-delivered', 'a', 'public:x.pdf', true);
    event(40, 'file-delivered', 'b', 'public:x.pdf');
    event(50, 'file-delivered', 'b', 'secure:y.pdf');
    event(60, 'login-failed', null);
    const times = (filter: Parameters<Storage['audit']['query']>[0]) =>
      [...storage.audit.query(filter)].map((row) => row.time);
    expect(times({})).toEqual([10, 20, 30, 40, 50, 60]);
    expect(times({ from: 20, to: 50 })).toEqual([20, 30, 40]);
    expect(times({ account: 'b' })).toEqual([40, 50]);
    expect(times({ kinds: ['login-ok', 'login-failed'] })).toEqual([10, 60]);
    expect(times({ kinds: ['file-delivered'], limit: 2 })).toEqual([20, 30]);
    expect([...storage.audit.query({ from: 30, to: 31 })][0]).toMatchObject({
      document: 'public:x.pdf',
      partial: true,
    });
    expect(storage.audit.downloadCounts({})).toEqual([
      { document: 'public:x.pdf', downloads: 2, deliveries: 3, accounts: 2, lastTime: 40 },
      { document: 'secure:y.pdf', downloads: 1, deliveries: 1, accounts: 1, lastTime: 50 },
    ]);
    expect(storage.audit.downloadCounts({ account: 'a', from: 0, to: 25 })).toEqual([
      { document: 'public:x.pdf', downloads: 1, deliveries: 1, accounts: 1, lastTime: 20 },
    ]);
  });

  it('back-fills the document of deliveries written before migration 2', () => {
    const { path, raw } = databaseAtVersion(1);
    const insert = raw.prepare(
      "INSERT INTO audit (time, kind, account, client_address, request_id, detail) VALUES (?, 'file-delivered', 'a', '::1', 'r', ?)",
    );
    insert.run(1, 'public:x.pdf');
    insert.run(2, 'public:x.pdf bytes=0-99');
    insert.run(3, 'public:x.pdf bytes=100-199');
    raw.close();
    const migrated = openSqliteStorage(path);
    stores.push(migrated);
    expect(migrated.audit.downloadCounts({})).toEqual([
      { document: 'public:x.pdf', downloads: 2, deliveries: 3, accounts: 1, lastTime: 3 },
    ]);
  });

  it('migrates a version-2 database: audit rows kept, demo accounts marked by name', () => {
    const { path, raw } = databaseAtVersion(2);
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
    const migrated = openSqliteStorage(path);
    stores.push(migrated);
    expect(migrated.accounts.list().map(({ name, demo }) => [name, demo])).toEqual([
      ['demo', true],
      ['demo-ivenix', true],
      ['ward-7', false],
    ]);
    expect(migrated.audit.recent(5)).toEqual([expect.objectContaining({ time: 7, kind: 'login-ok', count: 1 })]);
  });

  it('keeps the newest sessions of an account when trimming to a cap', () => {
    const storage = openSqliteStorage(':memory:');
    stores.push(storage);
    const { id } = storage.accounts.create(newAccount('a', 'k1'));
    for (const [tokenHash, time] of [
      ['t1', 1],
      ['t2', 2],
      ['t3', 3],
    ] as const) {
      storage.sessions.create({
        tokenHash,
        accountId: id,
        createdAt: time,
        lastSeenAt: time,
        clientAddress: '::1',
        userAgent: null,
      });
    }
    expect(storage.sessions.trimForAccount(id, 2).map((session) => session.tokenHash)).toEqual(['t1']);
    expect(storage.sessions.listForAccount(id).map((session) => session.tokenHash)).toEqual(['t3', 't2']);
  });

  it('counts failures in fixed windows and locks a scope at its limit', () => {
    const storage = openSqliteStorage(':memory:');
    stores.push(storage);
    const limit = { max: 2, windowMs: 100 };
    expect(storage.loginLimits.recordFailure('s', 1000, limit)).toEqual({
      scope: 's',
      count: 1,
      windowStart: 1000,
      lockedUntil: 0,
    });
    expect(storage.loginLimits.recordFailure('s', 1050, limit)).toEqual({
      scope: 's',
      count: 2,
      windowStart: 1000,
      lockedUntil: 1100,
    });
    expect(storage.loginLimits.locked(1099).map((counter) => counter.scope)).toEqual(['s']);
    expect(storage.loginLimits.locked(1100)).toEqual([]);
    expect(storage.loginLimits.recordFailure('s', 1100, limit)).toEqual({
      scope: 's',
      count: 1,
      windowStart: 1100,
      lockedUntil: 0,
    });
    storage.loginLimits.rememberSuccess('::1', 5);
    storage.loginLimits.rememberSuccess('::1', 3);
    expect(storage.loginLimits.lastSuccess('::1')).toBe(5);
    storage.loginLimits.prune(10_000, 100, 6);
    expect(storage.loginLimits.lastSuccess('::1')).toBeUndefined();
    expect(storage.loginLimits.counter('s')).toBeUndefined();
  });

  it('keeps the first value of a setting', () => {
    const storage = openSqliteStorage(':memory:');
    stores.push(storage);
    expect(storage.settings.getOrInsert('k', 'one')).toBe('one');
    expect(storage.settings.getOrInsert('k', 'two')).toBe('one');
  });
});

const paperCopy = (reference: string, createdAt: number, sessionId: string | null = 's-1'): NewPaperCopyRequest => ({
  reference,
  createdAt,
  account: 'ward-7',
  sessionId,
  model: 'm-1',
  documentName: 'Instructions for use',
  documentPath: 'm/ifu.pdf',
  documentVersion: 'Rev. D',
  copies: 2,
  name: '<script>alert(1)</script>',
  facility: 'St Mary’s',
  address: 'Ward 7\n1 Main Street',
  email: 'nurse@example.org',
});

describe('paper-copy requests', () => {
  it('stores a request as sent, finds it by reference and refuses a reference twice', () => {
    const storage = openSqliteStorage(':memory:');
    stores.push(storage);
    const stored = storage.paperCopies.create(paperCopy('PC-AAAA-AAAA', 10));
    expect(stored).toEqual({ ...paperCopy('PC-AAAA-AAAA', 10), id: stored.id, status: 'open', doneAt: null });
    expect(storage.paperCopies.findByReference('PC-AAAA-AAAA')).toEqual(stored);
    expect(storage.paperCopies.findByReference('PC-NONE-NONE')).toBeUndefined();
    expect(() => storage.paperCopies.create(paperCopy('PC-AAAA-AAAA', 11))).toThrow(
      new DuplicateReferenceError('PC-AAAA-AAAA'),
    );
  });

  it('lists oldest first, open ones alone when asked, and closes a request once', () => {
    const storage = openSqliteStorage(':memory:');
    stores.push(storage);
    storage.paperCopies.create(paperCopy('PC-BBBB-BBBB', 20));
    storage.paperCopies.create(paperCopy('PC-AAAA-AAAA', 10));
    expect(storage.paperCopies.markDone('PC-BBBB-BBBB', 30)).toBe(true);
    expect(storage.paperCopies.markDone('PC-BBBB-BBBB', 40)).toBe(false);
    expect(storage.paperCopies.markDone('PC-NONE-NONE', 40)).toBe(false);
    const references = (status?: 'open' | 'done') =>
      storage.paperCopies.list(status ? { status } : {}).map((request) => request.reference);
    expect(references()).toEqual(['PC-AAAA-AAAA', 'PC-BBBB-BBBB']);
    expect(references('open')).toEqual(['PC-AAAA-AAAA']);
    expect(storage.paperCopies.findByReference('PC-BBBB-BBBB')).toMatchObject({ status: 'done', doneAt: 30 });
  });

  it('counts the requests of one session since a time', () => {
    const storage = openSqliteStorage(':memory:');
    stores.push(storage);
    storage.paperCopies.create(paperCopy('PC-AAAA-AAAA', 10));
    storage.paperCopies.create(paperCopy('PC-BBBB-BBBB', 20));
    storage.paperCopies.create(paperCopy('PC-CCCC-CCCC', 30, 's-2'));
    storage.paperCopies.create(paperCopy('PC-DDDD-DDDD', 40, null));
    expect(storage.paperCopies.madeBySession('s-1', 0)).toEqual({ count: 2, oldest: 10 });
    expect(storage.paperCopies.madeBySession('s-1', 15)).toEqual({ count: 1, oldest: 20 });
    expect(storage.paperCopies.madeBySession('s-1', 25)).toEqual({ count: 0, oldest: null });
  });

  it('migrates a version-3 database: audit rows kept, the new audit kind accepted', () => {
    const { path, raw } = databaseAtVersion(3);
    raw
      .prepare(
        "INSERT INTO audit (time, kind, account, client_address, request_id, detail, count, repeat_key) VALUES (7, 'access-denied', 'ward-7', '::1', 'r', 'x', 3, 'k')",
      )
      .run();
    raw.close();
    const migrated = openSqliteStorage(path);
    stores.push(migrated);
    migrated.audit.write({
      time: 8,
      kind: 'paper-copy-requested',
      account: 'ward-7',
      clientAddress: '::1',
      requestId: 'r2',
      userAgent: null,
      detail: 'PC-AAAA-AAAA',
    });
    expect(migrated.audit.recent(5).map(({ time, kind, count }) => [time, kind, count])).toEqual([
      [8, 'paper-copy-requested', 1],
      [7, 'access-denied', 3],
    ]);
    expect(migrated.paperCopies.list()).toEqual([]);
  });
});
