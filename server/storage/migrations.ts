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
];
