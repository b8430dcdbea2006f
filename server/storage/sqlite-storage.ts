/** The embedded store: one SQLite file in WAL mode, migrated on open. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './migrations';
import {
  type AccountRecord,
  type AccountStore,
  type AccountWithSecret,
  type AuditEvent,
  type AuditFilter,
  type AuditKind,
  type AuditStore,
  type DownloadCount,
  DuplicateAccountError,
  DuplicateReferenceError,
  type FailureCounter,
  type LoginLimitStore,
  type NewPaperCopyRequest,
  type PaperCopyRecord,
  type PaperCopyStatus,
  type PaperCopyStore,
  type SessionRecord,
  type SessionStore,
  type SettingsStore,
  type Storage,
  type StoredAuditEvent,
} from './storage';

/** How long a writer waits for another process (the CLI, a second server) holding the write lock. */
const busyTimeoutMs = 5000;

interface AccountRow {
  id: number;
  name: string;
  models: string;
  lookup_key: string;
  password_hash: string;
  disabled: number;
  created_at: number;
  password_changed_at: number;
  demo: number;
}

interface SessionRow {
  token_hash: string;
  account_id: number;
  created_at: number;
  last_seen_at: number;
  client_address: string | null;
  user_agent: string | null;
}

interface AuditRow {
  id: number;
  time: number;
  kind: AuditKind;
  account: string | null;
  client_address: string;
  request_id: string;
  user_agent: string | null;
  detail: string | null;
  document: string | null;
  partial: number;
  count: number;
}

interface PaperCopyRow {
  id: number;
  reference: string;
  created_at: number;
  account: string;
  session_id: string | null;
  model: string;
  document_name: string;
  document_path: string;
  document_version: string | null;
  copies: number;
  name: string;
  facility: string;
  address: string;
  email: string;
  status: PaperCopyStatus;
  done_at: number | null;
}

interface FailureRow {
  scope: string;
  count: number;
  window_start: number;
  locked_until: number;
}

/** Opens (creating folder and file if needed) and migrates the database; ':memory:' works for tests. */
export function openSqliteStorage(path: string): Storage {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // NORMAL is durable across application crashes in WAL mode and much faster than FULL.
  db.pragma('synchronous = NORMAL');
  migrate(db);
  let accessRevision = 0;
  const accessChanged = () => {
    accessRevision++;
  };
  return {
    accounts: accountStore(db, accessChanged),
    sessions: sessionStore(db, accessChanged),
    audit: auditStore(db),
    settings: settingsStore(db),
    loginLimits: loginLimitStore(db),
    paperCopies: paperCopyStore(db),
    checkWritable: checkWritable(db),
    accessRevision: () => accessRevision,
    close: () => {
      if (db.open) db.close();
    },
  };
}

function migrate(db: Database.Database): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  if (current > migrations.length) {
    throw new Error(`Database schema version ${current} is newer than this server knows (${migrations.length})`);
  }
  // IMMEDIATE takes the write lock first, so two processes opening a new file do not both migrate.
  db.transaction(() => {
    const version = Number(db.pragma('user_version', { simple: true }));
    for (let index = version; index < migrations.length; index++) {
      db.exec(migrations[index] ?? '');
    }
    if (version < migrations.length) db.pragma(`user_version = ${migrations.length}`);
  }).immediate();
}

function toAccount(row: AccountRow): AccountRecord {
  return {
    id: row.id,
    name: row.name,
    models: JSON.parse(row.models) as string[],
    disabled: row.disabled !== 0,
    createdAt: row.created_at,
    passwordChangedAt: row.password_changed_at,
    demo: row.demo !== 0,
  };
}

/** `column` as SQLite names it in the message: `table.column`. */
function isUniqueViolation(error: unknown, column: string): boolean {
  return (
    error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE' && error.message.includes(column)
  );
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error, 'accounts.name')) throw new DuplicateAccountError('name');
  if (isUniqueViolation(error, 'accounts.lookup_key')) throw new DuplicateAccountError('password');
  throw error;
}

/** `changed` is called after every change that can end or alter a signed-in session (Storage.accessRevision). */
function accountStore(db: Database.Database, changed: () => void): AccountStore {
  const insert = db.prepare<[string, string, string, string, number, number, number], void>(
    'INSERT INTO accounts (name, models, lookup_key, password_hash, created_at, password_changed_at, demo) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const byId = db.prepare<[number], AccountRow>('SELECT * FROM accounts WHERE id = ?');
  const byName = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE name = ?');
  const byLookupKey = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE lookup_key = ?');
  const all = db.prepare<[], AccountRow>('SELECT * FROM accounts ORDER BY name');
  const updatePassword = db.prepare<[string, string, number, number], void>(
    'UPDATE accounts SET lookup_key = ?, password_hash = ?, password_changed_at = ? WHERE id = ?',
  );
  const updateModels = db.prepare<[string, number], void>('UPDATE accounts SET models = ? WHERE id = ?');
  const updateDisabled = db.prepare<[number, number], void>('UPDATE accounts SET disabled = ? WHERE id = ?');
  const updateDemo = db.prepare<[number, number], void>('UPDATE accounts SET demo = ? WHERE id = ?');
  const deleteAccount = db.prepare<[number], void>('DELETE FROM accounts WHERE id = ?');
  const deleteSessions = db.prepare<[number], void>('DELETE FROM sessions WHERE account_id = ?');

  return {
    create(account) {
      try {
        const result = insert.run(
          account.name,
          JSON.stringify(account.models),
          account.lookupKey,
          account.passwordHash,
          account.now,
          account.now,
          account.demo ? 1 : 0,
        );
        const row = byId.get(Number(result.lastInsertRowid));
        if (!row) throw new Error('Account vanished after insert');
        return toAccount(row);
      } catch (error) {
        rethrowDuplicate(error);
      }
    },
    findById: (id) => {
      const row = byId.get(id);
      return row && toAccount(row);
    },
    findByName: (name) => {
      const row = byName.get(name);
      return row && toAccount(row);
    },
    findByLookupKey: (lookupKey): AccountWithSecret | undefined => {
      const row = byLookupKey.get(lookupKey);
      return row && { ...toAccount(row), passwordHash: row.password_hash };
    },
    lookupKeyOf: (id) => byId.get(id)?.lookup_key,
    list: () => all.all().map(toAccount),
    setPassword: db.transaction((id: number, lookupKey: string, passwordHash: string, now: number) => {
      try {
        updatePassword.run(lookupKey, passwordHash, now, id);
      } catch (error) {
        rethrowDuplicate(error);
      }
      deleteSessions.run(id);
      changed();
    }),
    setModels: (id, models) => {
      updateModels.run(JSON.stringify(models), id);
      changed();
    },
    setDisabled: db.transaction((id: number, disabled: boolean) => {
      updateDisabled.run(disabled ? 1 : 0, id);
      if (disabled) deleteSessions.run(id);
      changed();
    }),
    setDemo: (id, demo) => {
      updateDemo.run(demo ? 1 : 0, id);
      changed();
    },
    remove: db.transaction((id: number) => {
      deleteSessions.run(id);
      deleteAccount.run(id);
      changed();
    }),
  };
}

function sessionStore(db: Database.Database, changed: () => void): SessionStore {
  const insert = db.prepare<[string, number, number, number, string | null, string | null], void>(
    'INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at, client_address, user_agent) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const find = db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE token_hash = ?');
  const ofAccount = db.prepare<[number], SessionRow>(
    'SELECT * FROM sessions WHERE account_id = ? ORDER BY created_at DESC, rowid DESC',
  );
  const touch = db.prepare<[number, string], void>('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?');
  const remove = db.prepare<[string], void>('DELETE FROM sessions WHERE token_hash = ?');
  const removeForAccount = db.prepare<[number], void>('DELETE FROM sessions WHERE account_id = ?');
  const removeExpired = db.prepare<[number, number], void>(
    'DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?',
  );
  return {
    create: (session: SessionRecord) => {
      insert.run(
        session.tokenHash,
        session.accountId,
        session.createdAt,
        session.lastSeenAt,
        session.clientAddress,
        session.userAgent,
      );
    },
    find: (tokenHash) => {
      const row = find.get(tokenHash);
      return row && toSession(row);
    },
    touch: (tokenHash, lastSeenAt) => {
      touch.run(lastSeenAt, tokenHash);
    },
    delete: (tokenHash) => {
      if (remove.run(tokenHash).changes > 0) changed();
    },
    deleteForAccount: (accountId) => {
      if (removeForAccount.run(accountId).changes > 0) changed();
    },
    deleteExpired: (idleBefore, createdBefore) => {
      const removed = removeExpired.run(idleBefore, createdBefore).changes;
      if (removed > 0) changed();
      return removed;
    },
    listForAccount: (accountId) => ofAccount.all(accountId).map(toSession),
    trimForAccount: db.transaction((accountId: number, keep: number): SessionRecord[] => {
      const ended = ofAccount.all(accountId).slice(keep).map(toSession);
      for (const session of ended) remove.run(session.tokenHash);
      if (ended.length > 0) changed();
      return ended;
    }),
  };
}

function toSession(row: SessionRow): SessionRecord {
  return {
    tokenHash: row.token_hash,
    accountId: row.account_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
  };
}

function toAuditEvent(row: AuditRow): StoredAuditEvent {
  return {
    id: row.id,
    time: row.time,
    kind: row.kind,
    account: row.account,
    clientAddress: row.client_address,
    requestId: row.request_id,
    userAgent: row.user_agent,
    detail: row.detail,
    document: row.document,
    partial: row.partial !== 0,
    count: row.count,
  };
}

/** WHERE clause and parameters of a filter; every value is bound, never spliced into the SQL. */
function whereOf(filter: AuditFilter): { sql: string; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  if (filter.from !== undefined) {
    clauses.push('time >= ?');
    params.push(filter.from);
  }
  if (filter.to !== undefined) {
    clauses.push('time < ?');
    params.push(filter.to);
  }
  if (filter.account !== undefined) {
    clauses.push('account = ?');
    params.push(filter.account);
  }
  if (filter.kinds && filter.kinds.length > 0) {
    clauses.push(`kind IN (${filter.kinds.map(() => '?').join(', ')})`);
    params.push(...filter.kinds);
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

function auditStore(db: Database.Database): AuditStore {
  const insert = db.prepare<
    [number, string, string | null, string, string, string | null, string | null, string | null, number, string | null],
    void
  >(
    `INSERT INTO audit (time, kind, account, client_address, request_id, user_agent, detail, document, partial, repeat_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (repeat_key) WHERE repeat_key IS NOT NULL
     DO UPDATE SET count = count + 1, request_id = excluded.request_id`,
  );
  const prune = db.prepare<[number], void>('DELETE FROM audit WHERE time < ?');
  const recent = db.prepare<[number], AuditRow>('SELECT * FROM audit ORDER BY id DESC LIMIT ?');
  return {
    write: (event: AuditEvent) => {
      insert.run(
        event.time,
        event.kind,
        event.account,
        event.clientAddress,
        event.requestId,
        event.userAgent,
        event.detail,
        event.document ?? null,
        event.partial ? 1 : 0,
        event.repeatKey ?? null,
      );
    },
    prune: (before) => prune.run(before).changes,
    recent: (limit): StoredAuditEvent[] => recent.all(limit).map(toAuditEvent),
    *query(filter) {
      const { sql, params } = whereOf(filter);
      const limit = filter.limit === undefined ? '' : ' LIMIT ?';
      const statement = db.prepare<(string | number)[], AuditRow>(
        `SELECT * FROM audit ${sql} ORDER BY time, id${limit}`,
      );
      const rows = statement.iterate(...params, ...(filter.limit === undefined ? [] : [filter.limit]));
      for (const row of rows) yield toAuditEvent(row);
    },
    downloadCounts: (filter): DownloadCount[] => {
      const { sql, params } = whereOf({ ...filter, kinds: ['file-delivered'] });
      return db
        .prepare<(string | number)[], DownloadCount>(
          `SELECT document, SUM(partial = 0) AS downloads, COUNT(*) AS deliveries,
                  COUNT(DISTINCT account) AS accounts, MAX(time) AS lastTime
           FROM audit ${sql} AND document IS NOT NULL
           GROUP BY document ORDER BY downloads DESC, document`,
        )
        .all(...params);
    },
  };
}

function toPaperCopy(row: PaperCopyRow): PaperCopyRecord {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    account: row.account,
    sessionId: row.session_id,
    model: row.model,
    documentName: row.document_name,
    documentPath: row.document_path,
    documentVersion: row.document_version,
    copies: row.copies,
    name: row.name,
    facility: row.facility,
    address: row.address,
    email: row.email,
    status: row.status,
    doneAt: row.done_at,
  };
}

function paperCopyStore(db: Database.Database): PaperCopyStore {
  const insert = db.prepare<NewPaperCopyRequest, void>(
    `INSERT INTO paper_copy_requests (reference, created_at, account, session_id, model, document_name, document_path,
       document_version, copies, name, facility, address, email)
     VALUES (@reference, @createdAt, @account, @sessionId, @model, @documentName, @documentPath, @documentVersion,
       @copies, @name, @facility, @address, @email)`,
  );
  const byReference = db.prepare<[string], PaperCopyRow>('SELECT * FROM paper_copy_requests WHERE reference = ?');
  const all = db.prepare<[], PaperCopyRow>('SELECT * FROM paper_copy_requests ORDER BY created_at, id');
  const withStatus = db.prepare<[PaperCopyStatus], PaperCopyRow>(
    'SELECT * FROM paper_copy_requests WHERE status = ? ORDER BY created_at, id',
  );
  const done = db.prepare<[number, string], void>(
    "UPDATE paper_copy_requests SET status = 'done', done_at = ? WHERE reference = ? AND status = 'open'",
  );
  const ofSession = db.prepare<[string, number], { count: number; oldest: number | null }>(
    'SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM paper_copy_requests WHERE session_id = ? AND created_at > ?',
  );
  return {
    create: (request) => {
      try {
        insert.run(request);
      } catch (error) {
        if (isUniqueViolation(error, 'paper_copy_requests.reference')) {
          throw new DuplicateReferenceError(request.reference);
        }
        throw error;
      }
      const row = byReference.get(request.reference);
      if (!row) throw new Error('Paper-copy request vanished after insert');
      return toPaperCopy(row);
    },
    findByReference: (reference) => {
      const row = byReference.get(reference);
      return row && toPaperCopy(row);
    },
    list: (filter = {}) => (filter.status ? withStatus.all(filter.status) : all.all()).map(toPaperCopy),
    markDone: (reference, now) => done.run(now, reference).changes === 1,
    madeBySession: (sessionId, since) => ofSession.get(sessionId, since) ?? { count: 0, oldest: null },
  };
}

function settingsStore(db: Database.Database): SettingsStore {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const insert = db.prepare<[string, string], void>('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)');
  return {
    get: (key) => get.get(key)?.value,
    getOrInsert: db.transaction((key: string, value: string): string => {
      insert.run(key, value);
      return get.get(key)?.value ?? value;
    }),
  };
}

/** One settings row, overwritten in place: proves writability without growing the file. */
function checkWritable(db: Database.Database): (now: number) => void {
  const upsert = db.prepare<[string], void>(
    "INSERT INTO settings (key, value) VALUES ('health-checked-at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
  );
  return (now) => {
    upsert.run(String(now));
  };
}

function toCounter(row: FailureRow): FailureCounter {
  return { scope: row.scope, count: row.count, windowStart: row.window_start, lockedUntil: row.locked_until };
}

function loginLimitStore(db: Database.Database): LoginLimitStore {
  const get = db.prepare<[string], FailureRow>('SELECT * FROM login_failures WHERE scope = ?');
  const put = db.prepare<[string, number, number, number], void>(
    `INSERT INTO login_failures (scope, count, window_start, locked_until) VALUES (?, ?, ?, ?)
     ON CONFLICT (scope) DO UPDATE SET count = excluded.count, window_start = excluded.window_start,
       locked_until = excluded.locked_until`,
  );
  const locked = db.prepare<[number], FailureRow>(
    'SELECT * FROM login_failures WHERE locked_until > ? ORDER BY locked_until DESC',
  );
  const success = db.prepare<[string, number], void>(
    `INSERT INTO login_successes (address, last_success) VALUES (?, ?)
     ON CONFLICT (address) DO UPDATE SET last_success = MAX(last_success, excluded.last_success)`,
  );
  const lastSuccess = db.prepare<[string], { last_success: number }>(
    'SELECT last_success FROM login_successes WHERE address = ?',
  );
  const pruneFailures = db.prepare<[number, number], void>(
    'DELETE FROM login_failures WHERE window_start < ? AND locked_until <= ?',
  );
  const pruneSuccesses = db.prepare<[number], void>('DELETE FROM login_successes WHERE last_success < ?');
  const recordFailure = db.transaction(
    (scope: string, now: number, limit: { max: number; windowMs: number }): FailureCounter => {
      const row = get.get(scope);
      const fresh = !row || now - row.window_start >= limit.windowMs;
      const counter: FailureCounter = fresh
        ? { scope, count: 1, windowStart: now, lockedUntil: 0 }
        : { ...toCounter(row), count: row.count + 1 };
      if (counter.count >= limit.max && counter.lockedUntil <= now) {
        counter.lockedUntil = counter.windowStart + limit.windowMs;
      }
      put.run(scope, counter.count, counter.windowStart, counter.lockedUntil);
      return counter;
    },
  );
  return {
    counter: (scope) => {
      const row = get.get(scope);
      return row && toCounter(row);
    },
    // IMMEDIATE: two processes counting the same scope never lose a failure between read and write.
    recordFailure: (scope, now, limit) => recordFailure.immediate(scope, now, limit),
    locked: (now) => locked.all(now).map(toCounter),
    rememberSuccess: (address, now) => {
      success.run(address, now);
    },
    lastSuccess: (address) => lastSuccess.get(address)?.last_success,
    prune: (now, windowMs, successBefore) => {
      pruneFailures.run(now - windowMs, now);
      pruneSuccesses.run(successBefore);
    },
  };
}
