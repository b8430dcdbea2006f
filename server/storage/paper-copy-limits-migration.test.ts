/**
 * Migration 0006 on a database that was in use: audit rows and their ids kept, new ids after
 * them, the new audit kind accepted and an unknown one still refused, requests kept. On every
 * engine, as PostgreSQL changes its CHECK in place while SQLite rebuilds the table.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpMigrationDatabases, databaseMigratedTo, migrationEngines } from '../testing/migration-engines';

afterEach(cleanUpMigrationDatabases);

describe.each(migrationEngines)('migration 0006 on $name', (engine) => {
  it.skipIf(engine.skip)('keeps audit rows and requests, and accepts the kind of closing a request', async () => {
    const old = await databaseMigratedTo(engine, '0005-instances');
    await sql`INSERT INTO audit (time, kind, account, client_address, request_id, detail, count, instance)
      VALUES (7, 'paper-copy-requested', 'ward-7', '::1', 'r1', 'PC-AAAA-AAAA', 1, 'web-1'),
             (8, 'access-denied', 'ward-7', '::1', 'r2', 'x', 3, 'web-2')`.execute(old.db);
    await sql`INSERT INTO paper_copy_requests (reference, created_at, account, session_id, model, document_name,
      document_path, document_version, copies, name, facility, address, email)
      VALUES ('PC-AAAA-AAAA', 5, 'ward-7', 's', 'm-1', 'IFU', 'm/ifu.pdf', NULL, 1, 'N', 'F', 'A', 'e@example.org')`.execute(
      old.db,
    );
    await old.db.destroy();

    const storage = await old.open();
    expect((await storage.audit.recent(5)).map(({ id, kind, count, instance }) => [id, kind, count, instance])).toEqual(
      [
        [2, 'access-denied', 3, 'web-2'],
        [1, 'paper-copy-requested', 1, 'web-1'],
      ],
    );
    expect(await storage.paperCopies.findByReference('PC-AAAA-AAAA')).toMatchObject({ account: 'ward-7' });
    expect(await storage.paperCopies.usedQuotas([{ by: 'account', value: 'ward-7', max: 1, since: 0 }])).toHaveLength(
      1,
    );

    const event = { account: 'ward-7', clientAddress: 'operator', requestId: 'accounts-cli', userAgent: null };
    await storage.audit.write({ ...event, time: 9, kind: 'paper-copy-closed', detail: 'PC-AAAA-AAAA' });
    expect((await storage.audit.recent(1))[0]).toMatchObject({ id: 3, kind: 'paper-copy-closed' });
    await expect(
      storage.audit.write({ ...event, time: 10, kind: 'no-such-kind' as never, detail: null }),
    ).rejects.toThrow();
  });
});
