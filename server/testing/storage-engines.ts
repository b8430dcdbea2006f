/**
 * The engines a storage suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * A suite body written once runs against each (`describe.each(storageEngines)` with
 * `skipIf(engine.skip)`); every store opened is empty, and `closeOpenedStores` (after each test)
 * closes them and drops their PostgreSQL schemas.
 */
import { openPostgresStorage } from '../storage/postgres-storage';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { postgresSkipReason, type ThrowawaySchema, throwawaySchema } from './postgres-database';

export interface StorageEngine {
  name: 'SQLite' | 'PostgreSQL';
  skip: boolean;
  /** A new, empty, migrated store. */
  open(options?: { instanceId?: string }): Promise<Storage>;
  /** A second store on the same database as `open` made last (another instance); SQLite: undefined. */
  openAnother?(options?: { instanceId?: string }): Promise<Storage>;
}

const opened: Storage[] = [];
const schemas: ThrowawaySchema[] = [];

export async function closeOpenedStores(): Promise<void> {
  for (const storage of opened.splice(0)) await storage.close();
  for (const schema of schemas.splice(0)) await schema.drop();
}

function kept(storage: Storage): Storage {
  opened.push(storage);
  return storage;
}

export const postgresOptions = (url: string, instanceId = 'test-instance') => ({
  url,
  poolSize: 4,
  statementTimeoutMs: 5000,
  instanceId,
});

export const sqliteEngine: StorageEngine = {
  name: 'SQLite',
  skip: false,
  open: async ({ instanceId } = {}) => kept(await openSqliteStorage(':memory:', instanceId)),
};

export const postgresEngine: StorageEngine = {
  name: 'PostgreSQL',
  skip: postgresSkipReason !== undefined,
  open: async ({ instanceId } = {}) => {
    const schema = await throwawaySchema();
    schemas.push(schema);
    return kept(await openPostgresStorage(postgresOptions(schema.url, instanceId)));
  },
  openAnother: async ({ instanceId } = {}) => {
    const schema = schemas.at(-1);
    if (!schema) throw new Error('open() first');
    return kept(await openPostgresStorage(postgresOptions(schema.url, instanceId)));
  },
};

export const storageEngines: readonly StorageEngine[] = [sqliteEngine, postgresEngine];
