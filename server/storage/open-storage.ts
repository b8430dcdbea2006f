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

export function openStorage(config: StorageConfig, onIdleError?: (error: Error) => void): Promise<Storage> {
  if (config.databaseUrl === null) return openSqliteStorage(config.databasePath, config.instanceId);
  return openPostgresStorage({ ...postgresOptionsOf(config), instanceId: config.instanceId, onIdleError });
}

/** A PostgreSQL URL (postgres:// or postgresql://), or else a SQLite file path. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//.test(target);
}

/**
 * The migrated database at `target` (a PostgreSQL URL or a SQLite path) for the commands that
 * migrate and copy; `migrated` names the migrations this open applied.
 */
export async function openDatabase(
  target: string,
  config: Pick<StorageConfig, 'databasePoolSize' | 'databaseStatementTimeoutMs'>,
): Promise<{ db: Kysely<Database>; engine: Storage['engine']; migrated: string[] }> {
  if (!isPostgresUrl(target)) return { ...(await openSqliteDatabase(target)), engine: 'sqlite' };
  const { db, migrated } = await openPostgresDatabase(postgresOptionsOf({ ...config, databaseUrl: target }));
  return { db, engine: 'postgres', migrated };
}

function postgresOptionsOf(
  config: Pick<StorageConfig, 'databasePoolSize' | 'databaseStatementTimeoutMs'> & {
    databaseUrl: string | null;
  },
) {
  return {
    url: config.databaseUrl ?? '',
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  };
}
