/**
 * Schema migrations of the SQLite store, applied in order on open.
 * Append a new entry to change the schema; never edit one that has shipped.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    models TEXT NOT NULL,
    lookup_key TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    disabled INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    password_changed_at INTEGER NOT NULL
  );
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_by_account ON sessions(account_id);
  CREATE TABLE audit (
    id INTEGER PRIMARY KEY,
    time INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('login-ok', 'login-failed', 'sign-out', 'file-delivered', 'access-denied')),
    account TEXT,
    client_address TEXT NOT NULL,
    request_id TEXT NOT NULL,
    user_agent TEXT,
    detail TEXT
  );
  CREATE INDEX audit_by_time ON audit(time);
  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // 2: which document a delivery was, and whether it continued a partial download (range not from byte 0),
  // so the audit command can count downloads per document; back-filled from the detail text.
  `
  ALTER TABLE audit ADD COLUMN document TEXT;
  ALTER TABLE audit ADD COLUMN partial INTEGER NOT NULL DEFAULT 0;
  UPDATE audit SET
    document = CASE WHEN instr(detail, ' bytes=') > 0 THEN substr(detail, 1, instr(detail, ' bytes=') - 1) ELSE detail END,
    partial = CASE WHEN instr(detail, ' bytes=') > 0 AND instr(detail, ' bytes=0-') = 0 THEN 1 ELSE 0 END
  WHERE kind = 'file-delivered';
  CREATE INDEX audit_by_document ON audit(document) WHERE document IS NOT NULL;
  CREATE INDEX audit_by_account_time ON audit(account, time);
  `,
  // 3: new audit kinds (lockout, session-revoked) and collapsed repeats (count, repeat_key); SQLite
  // cannot change a CHECK constraint in place, so the table is rebuilt with its rows and indexes.
  // Sessions remember where they started; demo-seeded accounts are marked (accounts named demo
  // or demo-* were only ever made by demo mode before this version); failed-sign-in counters and
  // successful addresses move from process memory into the store.
  `
  CREATE TABLE audit_v3 (
    id INTEGER PRIMARY KEY,
    time INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN (
      'login-ok', 'login-failed', 'sign-out', 'file-delivered', 'access-denied', 'lockout', 'session-revoked'
    )),
    account TEXT,
    client_address TEXT NOT NULL,
    request_id TEXT NOT NULL,
    user_agent TEXT,
    detail TEXT,
    document TEXT,
    partial INTEGER NOT NULL DEFAULT 0,
    count INTEGER NOT NULL DEFAULT 1,
    repeat_key TEXT
  );
  INSERT INTO audit_v3 (id, time, kind, account, client_address, request_id, user_agent, detail, document, partial)
    SELECT id, time, kind, account, client_address, request_id, user_agent, detail, document, partial FROM audit;
  DROP TABLE audit;
  ALTER TABLE audit_v3 RENAME TO audit;
  CREATE INDEX audit_by_time ON audit(time);
  CREATE INDEX audit_by_document ON audit(document) WHERE document IS NOT NULL;
  CREATE INDEX audit_by_account_time ON audit(account, time);
  CREATE UNIQUE INDEX audit_repeats ON audit(repeat_key) WHERE repeat_key IS NOT NULL;

  ALTER TABLE sessions ADD COLUMN client_address TEXT;
  ALTER TABLE sessions ADD COLUMN user_agent TEXT;
  CREATE INDEX sessions_by_account_created ON sessions(account_id, created_at);

  ALTER TABLE accounts ADD COLUMN demo INTEGER NOT NULL DEFAULT 0;
  UPDATE accounts SET demo = 1 WHERE name = 'demo' OR name LIKE 'demo-%';

  CREATE TABLE login_failures (
    scope TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    window_start INTEGER NOT NULL,
    locked_until INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE login_successes (
    address TEXT PRIMARY KEY,
    last_success INTEGER NOT NULL
  );
  `,
  // 4: requests for printed instructions for use, and the audit kind that records them (the audit
  // table is rebuilt again for its CHECK constraint, rows and indexes kept).
  `
  CREATE TABLE audit_v4 (
    id INTEGER PRIMARY KEY,
    time INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN (
      'login-ok', 'login-failed', 'sign-out', 'file-delivered', 'access-denied', 'lockout', 'session-revoked',
      'paper-copy-requested'
    )),
    account TEXT,
    client_address TEXT NOT NULL,
    request_id TEXT NOT NULL,
    user_agent TEXT,
    detail TEXT,
    document TEXT,
    partial INTEGER NOT NULL DEFAULT 0,
    count INTEGER NOT NULL DEFAULT 1,
    repeat_key TEXT
  );
  INSERT INTO audit_v4 SELECT id, time, kind, account, client_address, request_id, user_agent, detail, document,
    partial, count, repeat_key FROM audit;
  DROP TABLE audit;
  ALTER TABLE audit_v4 RENAME TO audit;
  CREATE INDEX audit_by_time ON audit(time);
  CREATE INDEX audit_by_document ON audit(document) WHERE document IS NOT NULL;
  CREATE INDEX audit_by_account_time ON audit(account, time);
  CREATE UNIQUE INDEX audit_repeats ON audit(repeat_key) WHERE repeat_key IS NOT NULL;

  CREATE TABLE paper_copy_requests (
    id INTEGER PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    account TEXT NOT NULL,
    session_id TEXT,
    model TEXT NOT NULL,
    document_name TEXT NOT NULL,
    document_path TEXT NOT NULL,
    document_version TEXT,
    copies INTEGER NOT NULL,
    name TEXT NOT NULL,
    facility TEXT NOT NULL,
    address TEXT NOT NULL,
    email TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
    done_at INTEGER
  );
  CREATE INDEX paper_copy_requests_by_session ON paper_copy_requests(session_id, created_at);
  CREATE INDEX paper_copy_requests_by_status ON paper_copy_requests(status, created_at);
  `,
];
