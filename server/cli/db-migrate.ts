/**
 * `npm run db:migrate`: applies the pending migrations to the configured database (DATABASE_URL,
 * else DATABASE_PATH) and exits, for operators who migrate before a rollout. Instances migrate
 * on start too; on PostgreSQL both hold the start-up lock, so they never race.
 */
import { pathToFileURL } from 'node:url';
import { loadDatabaseConfig } from '../config';
import { openDatabase } from '../storage/open-storage';
import { describePostgresUrl } from '../storage/postgres-storage';

export async function runDbMigrate(env: Record<string, string | undefined>, out: (line: string) => void) {
  const config = loadDatabaseConfig(env);
  const target = config.databaseUrl ?? config.databasePath;
  const where = config.databaseUrl ? `PostgreSQL at ${describePostgresUrl(config.databaseUrl)}` : config.databasePath;
  const { db, migrated } = await openDatabase(target, config);
  await db.destroy();
  out(
    migrated.length === 0
      ? `${where}: up to date, no migration applied`
      : `${where}: applied ${migrated.length} migration(s):\n${migrated.map((name) => `  ${name}`).join('\n')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runDbMigrate(process.env, (line) => console.log(line)).catch((error: unknown) => {
    console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
