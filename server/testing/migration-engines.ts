/**
 * Databases that a migration test fills as an older server left them, on every engine (SQLite
 * always, PostgreSQL when TEST_DATABASE_URL is set), and then opens as the store, which migrates
 * them. `cleanUpMigrationDatabases` (after each test) closes and removes them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Engine } from '../storage/migrations/columns';
import { migrationsFor } from '../storage/migrations/index';
import { openPostgresStorage } from '../storage/postgres-storage';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { postgresSkipReason, type ThrowawaySchema, throwawaySchema } from './postgres-database';
import { postgresOptions } from './storage-engines';

const cleanups: (() => Promise<void> | void)[] = [];

export async function cleanUpMigrationDatabases(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

export interface OldDatabase {
  /** The database as an older server left it. */
  db: Kysely<unknown>;
  engine: Engine;
  schema?: string;
  /** Opens it as the store, which migrates it; closed after the test. */
  open(): Promise<Storage>;
}

interface MigrationEngine {
  name: string;
  skip: boolean;
  make(): Promise<OldDatabase>;
}

const opened = (storage: Storage) => {
  cleanups.push(() => storage.close());
  return storage;
};

export const migrationEngines: readonly MigrationEngine[] = [
  {
    name: 'SQLite',
    skip: false,
    make: async () => {
      const folder = mkdtempSync(join(tmpdir(), 'portal-migration-'));
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      const path = join(folder, 'portal.sqlite');
      const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new BetterSqlite3(path) }) });
      return { db, engine: 'sqlite', open: async () => opened(await openSqliteStorage(path)) };
    },
  },
  {
    name: 'PostgreSQL',
    skip: postgresSkipReason !== undefined,
    make: async () => {
      const schema: ThrowawaySchema = await throwawaySchema();
      cleanups.push(() => schema.drop());
      const db = new Kysely<unknown>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.url }) }),
      });
      return {
        db,
        engine: 'postgres',
        schema: schema.schema,
        open: async () => opened(await openPostgresStorage(postgresOptions(schema.url))),
      };
    },
  },
];

/** A new database of the engine migrated up to and including `last`. */
export async function databaseMigratedTo(engine: MigrationEngine, last: string): Promise<OldDatabase> {
  const old = await engine.make();
  const migrator = new Migrator({
    db: old.db,
    provider: { getMigrations: async () => migrationsFor(old.engine) },
    ...(old.schema === undefined ? {} : { migrationTableSchema: old.schema }),
  });
  const { error } = await migrator.migrateTo(last);
  if (error) throw error;
  return old;
}
