/** The embedded store: one SQLite file in WAL mode, migrated on open. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { LRUCache } from 'lru-cache';
import { isSqliteBusy } from './engine-errors';
import { migrateToLatest } from './migrate';
import { migrationNames } from './migrations/index';
import type { Database } from './schema';
import { createStorage, type Storage, StorageUnavailableError } from './storage';
import { translatingDialect } from './translating-dialect';

/** How long a writer waits for another process (the CLI, a second server) holding the write lock. */
const busyTimeoutMs = 5000;

/**
 * Kysely prepares every query anew; the store runs a small fixed set of statements, so each is
 * prepared once. Beyond this many (which the store never reaches) the least recently used goes.
 */
const maxPreparedStatements = 200;

/** The last `PRAGMA user_version` the servers before Kysely wrote. */
const versionsBeforeKysely = 4;

/** Opens (creating folder and file if needed) and migrates the database; ':memory:' works for tests. */
export async function openSqliteStorage(path: string, instanceId = 'local'): Promise<Storage> {
  const { db } = await openSqliteDatabase(path);
  return createStorage(db, {
    engine: 'sqlite',
    instanceId,
    poolStats: () => undefined,
    exclusively: (work) => work(),
  });
}

/** The migrated database itself, for the commands that copy and migrate; `migrated` names what this open applied. */
export async function openSqliteDatabase(path: string): Promise<{ db: Kysely<Database>; migrated: string[] }> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const raw = new BetterSqlite3(path);
  raw.pragma(`busy_timeout = ${busyTimeoutMs}`);
  raw.pragma('journal_mode = WAL');
  raw.pragma('foreign_keys = ON');
  // NORMAL is durable across application crashes in WAL mode and much faster than FULL.
  raw.pragma('synchronous = NORMAL');
  const alreadyApplied = versionBeforeKysely(raw);
  const db = new Kysely<Database>({ dialect: sqliteDialect(raw) });
  try {
    const migrated = await migrateToLatest(db as Kysely<unknown>, 'sqlite', { alreadyApplied });
    // A server from before Kysely reads this number: one higher than it knows makes it refuse the file.
    raw.pragma(`user_version = ${migrationNames.length}`);
    return { db, migrated };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

function sqliteDialect(raw: BetterSqlite3.Database) {
  const prepared = new LRUCache<string, BetterSqlite3.Statement>({
    max: maxPreparedStatements,
    memoMethod: (sql) => raw.prepare(sql),
  });
  const database = {
    close: () => {
      if (raw.open) raw.close();
    },
    prepare: (sql: string) => prepared.memo(sql),
  };
  return translatingDialect(new SqliteDialect({ database }), (error) =>
    isSqliteBusy(error)
      ? new StorageUnavailableError('The SQLite database is locked by another process', { cause: error })
      : undefined,
  );
}

/**
 * How many of the migrations a file made before Kysely holds: those servers counted them in
 * `PRAGMA user_version` (1 to 4, in the same order as the Kysely migrations). Once Kysely has
 * migrated a file, its own table is the record.
 */
function versionBeforeKysely(raw: BetterSqlite3.Database): number {
  const tracked = raw
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
    .get();
  if (tracked) return 0;
  const version = Number(raw.pragma('user_version', { simple: true }));
  if (version > versionsBeforeKysely) {
    throw new Error(`Database schema version ${version} is newer than this server knows (${versionsBeforeKysely})`);
  }
  return version;
}
