/** What only the PostgreSQL engine does: instances starting together, and a server it cannot reach. */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { postgresSkipReason, type ThrowawaySchema, throwawaySchema } from '../testing/postgres-database';
import { postgresOptions } from '../testing/storage-engines';
import { createTestApp, type TestApp } from '../testing/test-app';
import { describePostgresUrl, openPostgresStorage } from './postgres-storage';
import { StorageUnavailableError } from './storage';

const schemas: ThrowawaySchema[] = [];
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const schema of schemas.splice(0)) await schema.drop();
});

describe('PostgreSQL connection messages', () => {
  it('names host, port and database, never the password', () => {
    expect(describePostgresUrl('postgres://portal:s3cret@db.example.org:6432/portal_prod')).toBe(
      'db.example.org:6432/portal_prod',
    );
    expect(describePostgresUrl('postgresql://portal:s3cret@db/portal')).toBe('db:5432/portal');
  });

  it('refuses to open when the server cannot be reached, saying where', async () => {
    const opening = openPostgresStorage(postgresOptions('postgres://portal:s3cret@127.0.0.1:1/portal_db'));
    await expect(opening).rejects.toThrow(StorageUnavailableError);
    await expect(opening).rejects.toThrow(/^PostgreSQL at 127\.0\.0\.1:1\/portal_db cannot be/);
    await expect(opening).rejects.not.toThrow(/s3cret/);
  });

  it('reads DATABASE_URL, pool size and statement timeout from the environment', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://u:p@h:5433/d', DATABASE_POOL_SIZE: '3', PORT: '8080' });
    expect(config).toMatchObject({ databaseUrl: 'postgresql://u:p@h:5433/d', databasePoolSize: 3 });
    expect(config.databaseStatementTimeoutMs).toBe(5000);
    expect(config.instanceId).toMatch(/:8080$/);
  });
});

describe.skipIf(postgresSkipReason !== undefined)('PostgreSQL start-up', () => {
  it('migrates and seeds once when two instances start together on an empty database', async () => {
    const schema = await throwawaySchema();
    schemas.push(schema);
    const start = async (instanceId: string) => {
      const storage = await openPostgresStorage(postgresOptions(schema.url, instanceId));
      const t = await createTestApp({ build: { storage } });
      apps.push(t);
      return t;
    };
    const [a, b] = await Promise.all([start('web-1'), start('web-2')]);
    const names = (await a.storage.accounts.list()).map((account) => account.name);
    expect(names.filter((name) => name.startsWith('demo'))).toHaveLength(2);
    expect(new Set(names).size).toBe(names.length);
    expect(await a.storage.settings.get('demo-session-secret')).toBe(
      await b.storage.settings.get('demo-session-secret'),
    );
    expect(a.app.secret).toBe(b.app.secret);
  });
});
