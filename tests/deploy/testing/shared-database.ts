/**
 * The one database the instances of a multi-instance test share. Once the server reads
 * DATABASE_URL (its settings schema names it) and TEST_DATABASE_URL is set, a throwaway
 * PostgreSQL database made beside TEST_DATABASE_URL's (its role needs CREATEDB, which .ci/run's
 * has), so no other suite's tables are touched; otherwise the embedded SQLite file in workDir.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import environmentSchema from '../../../schema/environment.schema.json' with { type: 'json' };

export interface SharedDatabase {
  /** The settings that point an instance at it. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function asAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function throwawayPostgresDatabase(url: string): Promise<SharedDatabase> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(url, `CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: own.href },
    drop: () => asAdmin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function sharedDatabase(workDir: string): Promise<SharedDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url && 'DATABASE_URL' in environmentSchema.properties) return throwawayPostgresDatabase(url);
  return { env: { DATABASE_PATH: join(workDir, 'shared.sqlite') }, drop: async () => {} };
}
