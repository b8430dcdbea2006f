/** Opens the store the configuration names: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { openPostgresDatabase, openPostgresStorage } from './postgres-storage';
import type { Database } from './schema';
import { openSqliteDatabase, openSqliteStorage } from './sqlite-storage';
import type { Storage } from './storage';

export type StorageConfig = Pick<
  Config,
  'databaseUrl' | 'databasePath' | 'databasePoolSize' | 'databaseStatementTimeoutMs' | 'instanceId'
>;
type PoolSettings = Pick<StorageConfig, 'databasePoolSize' | 'databaseStatementTimeoutMs'>;

export function openStorage(config: StorageConfig, onIdleError?: (error: Error) => void): Promise<Storage> {
  const { databaseUrl, instanceId } = config;
  if (databaseUrl === null) return openSqliteStorage(config.databasePath, instanceId);
  return openPostgresStorage({ ...postgresOptionsOf(databaseUrl, config), instanceId, onIdleError });
}

/** A PostgreSQL URL (postgres:// or postgresql://), or else a SQLite file path. */
function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//.test(target);
}

/**
 * The migrated database at `target` (a PostgreSQL URL or a SQLite path) for the commands that
 * migrate and copy; `migrated` names the migrations this open applied.
 */
export async function openDatabase(
  target: string,
  config: PoolSettings,
): Promise<{ db: Kysely<Database>; engine: Storage['engine']; migrated: string[] }> {
  if (!isPostgresUrl(target)) return { ...(await openSqliteDatabase(target)), engine: 'sqlite' };
  const { db, migrated } = await openPostgresDatabase(postgresOptionsOf(target, config));
  return { db, engine: 'postgres', migrated };
}

function postgresOptionsOf(url: string, config: PoolSettings) {
  return { url, poolSize: config.databasePoolSize, statementTimeoutMs: config.databaseStatementTimeoutMs };
}
