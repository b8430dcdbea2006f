/** Applies the pending migrations with Kysely's Migrator; returns the names it applied. */
import { type Kysely, Migrator } from 'kysely';
import type { Engine } from './migrations/columns';
import { migrationsFor } from './migrations/index';

export async function migrateToLatest(
  db: Kysely<unknown>,
  engine: Engine,
  options: {
    /** Migrations a SQLite file made before Kysely holds already (sqlite-storage.ts). */
    alreadyApplied?: number;
    /**
     * PostgreSQL: the schema the tables live in (the first on the search path). Kysely looks for
     * its bookkeeping table in every schema unless told which, and would take another schema's.
     */
    schema?: string;
  } = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(engine, options.alreadyApplied) },
    ...(options.schema === undefined ? {} : { migrationTableSchema: options.schema }),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const step = failed ? ` (migration ${failed.migrationName})` : '';
    throw new Error(`Database migration failed${step}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results.map((result) => result.migrationName);
}
