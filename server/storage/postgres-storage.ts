/**
 * The shared store for several instances: PostgreSQL through a pg Pool. Connections the server
 * ends (a restart, pg_terminate_backend) are dropped by the pool and replaced on the next query;
 * while the database cannot answer, queries fail with StorageUnavailableError.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { isPostgresUnreachable } from './engine-errors';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { createStorage, type Storage, StorageUnavailableError } from './storage';
import { translatingDialect } from './translating-dialect';

export interface PostgresOptions {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
  instanceId: string;
  /** Told about a pooled connection that failed while idle (the pool has dropped it already). */
  onIdleError?: (error: Error) => void;
}

/**
 * The advisory lock every instance takes around migrations and start-up seeding, so that two
 * starting together never race. A fixed number shared by every release of the portal.
 */
const startupLockKey = 7_311_415_901;

/** pg's OIDs of bigint and numeric: times, counts and sums, all within a JavaScript number. */
const int8Oid = 20;
const numericOid = 1700;

/** `host:port/database` of a URL, for messages: never the user's password. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname || '/'}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/** Connects, checks the database answers, migrates under the start-up lock. */
export async function openPostgresStorage(options: PostgresOptions): Promise<Storage> {
  const { db, pool, exclusively } = await openPostgresDatabase(options);
  return createStorage(db, {
    engine: 'postgres',
    instanceId: options.instanceId,
    poolStats: () => ({ size: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    exclusively,
  });
}

/** The migrated database itself, for the commands that copy and migrate; `migrated` names what this open applied. */
export async function openPostgresDatabase(options: Omit<PostgresOptions, 'instanceId'>): Promise<{
  db: Kysely<Database>;
  pool: pg.Pool;
  migrated: string[];
  exclusively: Storage['exclusively'];
}> {
  const where = describePostgresUrl(options.url);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    statement_timeout: options.statementTimeoutMs,
    // Waiting longer for a connection than for a statement would only hide that the database is gone.
    connectionTimeoutMillis: options.statementTimeoutMs,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === int8Oid || oid === numericOid ? Number : pg.types.getTypeParser(oid, format)) as never,
    },
  });
  // An idle client whose connection the server ended emits here; without a listener the process would crash.
  pool.on('error', (error) => options.onIdleError?.(error));
  // So does a client that is checked out but between statements (the pool listens only to idle ones);
  // the statement that meets the dead connection fails on its own, and the pool drops the client on release.
  pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
  const dialect = translatingDialect(
    new PostgresDialect({ pool }),
    (error) =>
      isPostgresUnreachable(error)
        ? new StorageUnavailableError(`PostgreSQL at ${where} cannot be reached: ${messageOf(error)}`, { cause: error })
        : undefined,
    { retryOnReplacedConnection: { poolSize: options.poolSize } },
  );
  const db = new Kysely<Database>({ dialect });
  const exclusively = <T>(work: () => Promise<T>): Promise<T> =>
    db.connection().execute(async (connection) => {
      await sql`SELECT pg_advisory_lock(${sql.lit(startupLockKey)})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`SELECT pg_advisory_unlock(${sql.lit(startupLockKey)})`.execute(connection);
      }
    });
  try {
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`
      .execute(db)
      .catch((error: unknown) => {
        // At start every failure to connect (refused, unknown host, wrong password) is the same: name the server.
        throw error instanceof StorageUnavailableError
          ? error
          : new StorageUnavailableError(`PostgreSQL at ${where} cannot be used: ${messageOf(error)}`, { cause: error });
      });
    const schema = rows[0]?.schema ?? 'public';
    const migrated = await exclusively(() => migrateToLatest(db as Kysely<unknown>, 'postgres', { schema }));
    return { db, pool, migrated, exclusively };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return messageOf(error.errors[0]);
  return error instanceof Error ? error.message || error.name : String(error);
}
