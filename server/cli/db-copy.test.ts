/** db:copy and db:migrate, into each engine: rows copied and counted back, sessions left behind, a non-empty target refused. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/open-storage';
import { openSqliteStorage } from '../storage/sqlite-storage';
import { postgresSkipReason, type ThrowawaySchema, throwawaySchema } from '../testing/postgres-database';
import { CopyError, copyDatabase } from './db-copy';
import { runDbMigrate } from './db-migrate';

const folders: string[] = [];
const schemas: ThrowawaySchema[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  for (const schema of schemas.splice(0)) await schema.drop();
});

function tempFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-copy-'));
  folders.push(folder);
  return join(folder, 'portal.sqlite');
}

const targets = [
  { name: 'SQLite', skip: false, make: async () => tempFile() },
  {
    name: 'PostgreSQL',
    skip: postgresSkipReason !== undefined,
    make: async () => {
      const schema = await throwawaySchema();
      schemas.push(schema);
      return schema.url;
    },
  },
];
const limits = { databasePoolSize: 4, databaseStatementTimeoutMs: 5000 };

/** A portal file as one machine used it: two accounts, the secret, 1200 audit rows, a request, a session. */
async function usedSource(): Promise<string> {
  const path = tempFile();
  const storage = await openSqliteStorage(path, 'old-machine');
  const ward = await storage.accounts.create({
    name: 'ward-7',
    models: ['m'],
    lookupKey: 'k7',
    passwordHash: 'h7',
    now: 1,
  });
  await storage.accounts.create({ name: 'ward-8', models: ['m'], lookupKey: 'k8', passwordHash: 'h8', now: 2 });
  await storage.settings.getOrInsert('demo-session-secret', 'the-secret');
  for (let index = 0; index < 1200; index++) {
    await storage.audit.write({
      time: index,
      kind: 'file-delivered',
      account: 'ward-7',
      clientAddress: '::1',
      requestId: `r${index}`,
      userAgent: null,
      detail: 'public:x.pdf',
      document: 'public:x.pdf',
    });
  }
  await storage.paperCopies.create({
    reference: 'PC-AAAA-AAAA',
    createdAt: 5,
    account: 'ward-7',
    sessionId: null,
    model: 'm',
    documentName: 'IFU',
    documentPath: 'm/ifu.pdf',
    documentVersion: null,
    copies: 1,
    name: 'N',
    facility: 'F',
    address: 'A',
    email: 'e@example.org',
    clientKey: '2001:db8:1:2::/64',
  });
  await storage.paperCopies.markDone('PC-AAAA-AAAA', 9);
  await storage.sessions.create({
    tokenHash: 's',
    accountId: ward.id,
    createdAt: 1,
    lastSeenAt: 1,
    clientAddress: null,
    userAgent: null,
  });
  await storage.close();
  return path;
}

describe.each(targets)('db:copy into $name', (engine) => {
  it.skipIf(engine.skip)(
    'copies accounts, the secret, audit history and requests, not sessions, and counts them back',
    async () => {
      const source = await openDatabase(await usedSource(), limits);
      const targetAddress = await engine.make();
      const target = await openDatabase(targetAddress, limits);
      try {
        const counts = await copyDatabase(source.db, target.db, { append: false, targetEngine: target.engine });
        expect(counts.map(({ table, copied, targetAfter }) => [table, copied, targetAfter])).toEqual([
          ['accounts', 2, 2],
          ['settings', 1, 1],
          ['audit', 1200, 1200],
          ['paper_copy_requests', 1, 1],
        ]);
        expect(await target.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
        // Every column of a request, the key its address is counted by and its closing among them.
        expect(await target.db.selectFrom('paper_copy_requests').selectAll().execute()).toEqual(
          await source.db.selectFrom('paper_copy_requests').selectAll().execute(),
        );
        expect(await target.db.selectFrom('paper_copy_requests').select(['client_key', 'done_at']).execute()).toEqual([
          { client_key: '2001:db8:1:2::/64', done_at: 9 },
        ]);
        await expect(
          copyDatabase(source.db, target.db, { append: false, targetEngine: target.engine }),
        ).rejects.toThrow(CopyError);
        const appended = await copyDatabase(source.db, target.db, { append: true, targetEngine: target.engine });
        expect(
          appended.map(({ table, copied, skipped, targetAfter }) => [table, copied, skipped, targetAfter]),
        ).toEqual([
          ['accounts', 0, 2, 2],
          ['settings', 0, 1, 1],
          ['audit', 1200, 0, 2400],
          ['paper_copy_requests', 0, 1, 1],
        ]);
      } finally {
        await target.db.destroy();
        await source.db.destroy();
      }
    },
  );
});

describe('db:migrate', () => {
  it('applies the migrations once and says so, then finds nothing to apply', async () => {
    const path = tempFile();
    const lines: string[] = [];
    await runDbMigrate({ DATABASE_PATH: path }, (line) => lines.push(line));
    await runDbMigrate({ DATABASE_PATH: path }, (line) => lines.push(line));
    expect(lines[0]).toMatch(/applied 6 migration\(s\):\n {2}0001-accounts-sessions-audit-settings\n/);
    expect(lines[1]).toBe(`${path}: up to date, no migration applied`);
  });
});
