/**
 * What the two engines' errors mean to the store. Both drivers report a broken unique rule in
 * their own way: better-sqlite3 as `UNIQUE constraint failed: table.column`, pg with SQLSTATE 23505
 * and the constraint PostgreSQL named `<table>_<column>_key`.
 */
import Database from 'better-sqlite3';

export function isUniqueViolation(error: unknown, table: string, column: string): boolean {
  if (error instanceof Database.SqliteError) {
    return error.code === 'SQLITE_CONSTRAINT_UNIQUE' && error.message.includes(`${table}.${column}`);
  }
  const pgError = error as { code?: unknown; constraint?: unknown } | null;
  return pgError?.code === '23505' && pgError.constraint === `${table}_${column}_key`;
}

/** Another process held SQLite's write lock for longer than the busy timeout. */
export function isSqliteBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && /^SQLITE_(BUSY|LOCKED)/.test(error.code);
}

/**
 * PostgreSQL cannot answer: the socket failed, the server went away or ended our connection
 * (pg_terminate_backend, a restart: SQLSTATE class 08 and 57P01–57P03), or no connection came
 * free in time.
 */
export function isPostgresUnreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (/^(08|57P0[123])/.test(code) || /^E(CONN|HOST|NET|PIPE|AI_)|^ETIMEDOUT/.test(code))
  ) {
    return true;
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  );
}
