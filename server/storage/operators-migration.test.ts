/**
 * Migration 0007 on a database that was in use: audit rows, their ids and requests kept; the new
 * audit kinds, the operator column and the cancelled status accepted, unknown values still
 * refused. On every engine, as PostgreSQL changes its CHECKs in place while SQLite rebuilds the
 * tables; and a later SQLite rebuild of the audit table keeps the operator and its indexes.
 */
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpMigrationDatabases, databaseMigratedTo, migrationEngines } from '../testing/migration-engines';
import { seventhAuditKinds } from './migrations/0007-operators';
import { columnsWithOperator, rebuildAuditTable } from './migrations/audit-rebuild';
import { migrationsFor } from './migrations/index';
import { auditKinds } from './records';

afterEach(cleanUpMigrationDatabases);

describe.each(migrationEngines)('migration 0007 on $name', (engine) => {
  it.skipIf(engine.skip)(
    'keeps audit rows and requests, and accepts operators, their kinds and cancelling',
    async () => {
      const old = await databaseMigratedTo(engine, '0006-paper-copy-limits');
      await sql`INSERT INTO audit (time, kind, account, client_address, request_id, detail, count, instance)
      VALUES (7, 'paper-copy-closed', 'ward-7', '::1', 'r1', 'PC-AAAA-AAAA', 1, 'web-1'),
             (8, 'access-denied', 'ward-7', '::1', 'r2', 'x', 3, 'web-2')`.execute(old.db);
      await sql`INSERT INTO paper_copy_requests (reference, created_at, account, session_id, model, document_name,
      document_path, document_version, copies, name, facility, address, email, status, done_at, client_key)
      VALUES ('PC-AAAA-AAAA', 5, 'ward-7', 's', 'm-1', 'IFU', 'm/ifu.pdf', NULL, 1, 'N', 'F', 'A', 'e@example.org',
              'done', 6, '203.0.113.7'),
             ('PC-BBBB-BBBB', 6, 'ward-7', 's', 'm-1', 'IFU', 'm/ifu.pdf', NULL, 1, 'N', 'F', 'A', 'e@example.org',
              'open', NULL, '203.0.113.7')`.execute(old.db);
      await old.db.destroy();

      const storage = await old.open();
      expect(
        (await storage.audit.recent(5)).map(({ id, kind, count, instance, operator }) => [
          id,
          kind,
          count,
          instance,
          operator,
        ]),
      ).toEqual([
        [2, 'access-denied', 3, 'web-2', null],
        [1, 'paper-copy-closed', 1, 'web-1', null],
      ]);
      expect(await storage.paperCopies.findByReference('PC-AAAA-AAAA')).toMatchObject({
        status: 'done',
        doneAt: 6,
        note: null,
      });
      expect(await storage.paperCopies.usedQuotas([{ by: 'address', value: '203.0.113.7', max: 2, since: 0 }])).toEqual(
        [expect.objectContaining({ oldest: 5 })],
      );
      expect(await storage.paperCopies.close('PC-BBBB-BBBB', { status: 'cancelled', note: 'twice', now: 9 })).toBe(
        true,
      );

      const event = { account: null, clientAddress: '127.0.0.1', requestId: 'accounts-cli', userAgent: null };
      await storage.audit.write({
        ...event,
        time: 9,
        kind: 'operator-changed',
        detail: 'added ann',
        operator: 'cli:root',
      });
      expect((await storage.audit.recent(1))[0]).toMatchObject({
        id: 3,
        kind: 'operator-changed',
        operator: 'cli:root',
      });
      await expect(
        storage.audit.write({ ...event, time: 10, kind: 'no-such-kind' as never, detail: null }),
      ).rejects.toThrow();
      const ann = await storage.operators.create({
        name: 'ann',
        role: 'admin',
        passwordHash: 'h',
        totpSecret: 'S',
        recoveryCodeHashes: ['c'],
        now: 9,
      });
      expect(await storage.operators.useRecoveryCode(ann.id, 'c', 10)).toBe(true);
    },
  );
});

describe('the audit table after 0007 on SQLite', () => {
  it('knows every audit kind the store had then (later steps add theirs)', () => {
    expect([...auditKinds]).toEqual(expect.arrayContaining([...seventhAuditKinds]));
  });

  it('keeps the operator and the console’s indexes when a later step rebuilds it', async () => {
    const raw = new BetterSqlite3(':memory:');
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: raw }) });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor('sqlite') } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await sql`INSERT INTO audit (time, kind, client_address, request_id, operator)
        VALUES (1, 'operator-changed', '127.0.0.1', 'r1', 'cli:root')`.execute(db);
      await rebuildAuditTable(db, 'sqlite', seventhAuditKinds, columnsWithOperator);
      expect(raw.prepare('SELECT id, operator FROM audit').all()).toEqual([{ id: 1, operator: 'cli:root' }]);
      const indexes = raw
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'audit'")
        .all()
        .map((index) => index.name);
      expect(indexes).toEqual(expect.arrayContaining(['audit_by_operator_time', 'audit_by_client_time']));
    } finally {
      await db.destroy();
    }
  });
});
