/**
 * PostgreSQL for tests: TEST_DATABASE_URL names a database the tests may create schemas in.
 * Each store a test opens gets a throwaway schema of its own (first on its search path), so test
 * files run in parallel on one database and nothing is left behind.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** Why PostgreSQL suites are skipped, or undefined when they run. */
export const postgresSkipReason = testDatabaseUrl ? undefined : 'TEST_DATABASE_URL is not set';

export interface ThrowawaySchema {
  /** TEST_DATABASE_URL with this schema first on the search path. */
  url: string;
  schema: string;
  drop(): Promise<void>;
}

function requireUrl(): string {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return testDatabaseUrl;
}

/** Runs one statement on TEST_DATABASE_URL outside any store (setup, cleanup, killing connections). */
export async function adminQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: requireUrl() });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function throwawaySchema(): Promise<ThrowawaySchema> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA ${schema}`);
  const url = new URL(requireUrl());
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    schema,
    drop: async () => {
      await adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}
