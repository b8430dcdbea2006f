/**
 * Migration 0015 on a database that was in use: each confirmation made before it keeps its id,
 * its person and its time, and gains the name and e-mail of the person who gave it; removing the
 * person afterwards keeps it; new confirmations take ids after the copied ones. On every engine.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpMigrationDatabases, databaseMigratedTo, migrationEngines } from '../testing/migration-engines';

afterEach(cleanUpMigrationDatabases);

describe.each(migrationEngines)('migration 0015 on $name', (engine) => {
  it.skipIf(engine.skip)('keeps every confirmation, named, and lets it outlive its person', async () => {
    const old = await databaseMigratedTo(engine, '0014-account-searches-person-removal');
    await sql`INSERT INTO accounts (id, name, models, lookup_key, password_hash, created_at, password_changed_at)
      VALUES (1, 'ward-7', '["m-1"]', 'k', 'h', 1, 1)`.execute(old.db);
    await sql`INSERT INTO people (id, account_id, issuer, subject, name, email, first_seen_at, last_seen_at)
      VALUES (1, 1, 'https://idp.example', 'ana', 'Ana Ruiz', 'ana@h.example', 2, 2),
             (2, 1, 'https://idp.example', 'ben', 'Ben Okafor', 'ben@h.example', 2, 2)`.execute(old.db);
    await sql`INSERT INTO acknowledgements (id, person_id, account_id, model, document, version, confirmed_at)
      VALUES (1, 1, 1, 'm-1', 'ifu', '3.0', 10), (2, 2, 1, 'm-1', 'ifu', '3.0', 11)`.execute(old.db);
    await old.db.destroy();

    const storage = await old.open();
    await storage.people.remove(1);
    const kept = await storage.acknowledgements.forAccount(1);
    expect(kept.map(({ personId, person, version, confirmedAt }) => [personId, person, version, confirmedAt])).toEqual([
      [null, { name: 'Ana Ruiz', email: 'ana@h.example' }, '3.0', 10],
      [2, { name: 'Ben Okafor', email: 'ben@h.example' }, '3.0', 11],
    ]);
    const ben = { personId: 2, person: { name: 'Ben Okafor', email: 'ben@h.example' }, accountId: 1, model: 'm-1' };
    expect(
      (await storage.acknowledgements.confirm({ ...ben, document: 'ifu', version: '3.0', confirmedAt: 12 })).created,
    ).toBe(false);
    expect(
      (await storage.acknowledgements.confirm({ ...ben, document: 'ifu', version: '3.1', confirmedAt: 13 })).created,
    ).toBe(true);
    expect(await storage.acknowledgements.forAccount(1)).toHaveLength(3);
  });
});
