/**
 * A hospital's record of "read and understood" outlives the person: removing one of an account's
 * named people no longer deletes what they confirmed. Each confirmation keeps the name and e-mail
 * the person had when they confirmed it, and its link to the person becomes empty when they are
 * removed. Neither engine can loosen a foreign key in place the same way, so the table is rebuilt
 * with its rows (ids kept); the one-confirmation-per-version rule becomes a unique index, which
 * both engines accept for the store's ON CONFLICT.
 */
import { type Kysely, sql } from 'kysely';
import { type Engine, timeType, withIdColumn } from './columns';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withIdColumn(db.schema.createTable('acknowledgements_next'), engine)
    .addColumn('person_id', 'integer', (column) => column.references('people.id').onDelete('set null'))
    .addColumn('person_name', 'text', (column) => column.notNull())
    .addColumn('person_email', 'text', (column) => column.notNull())
    .addColumn('account_id', 'integer', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('document', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('confirmed_at', timeType, (column) => column.notNull())
    .execute();
  await sql`
    INSERT INTO acknowledgements_next
      (id, person_id, person_name, person_email, account_id, model, document, version, confirmed_at)
    SELECT a.id, a.person_id, p.name, p.email, a.account_id, a.model, a.document, a.version, a.confirmed_at
    FROM acknowledgements a JOIN people p ON p.id = a.person_id
  `.execute(db);
  await db.schema.dropTable('acknowledgements').execute();
  await db.schema.alterTable('acknowledgements_next').renameTo('acknowledgements').execute();
  if (engine === 'postgres') {
    // The copied ids came with the rows; the new table's sequence starts past them.
    await sql`SELECT setval(pg_get_serial_sequence('acknowledgements', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM acknowledgements`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('acknowledgements_once')
    .on('acknowledgements')
    .columns(['person_id', 'model', 'document', 'version'])
    .unique()
    .execute();
  await db.schema
    .createIndex('acknowledgements_by_account')
    .on('acknowledgements')
    .columns(['account_id', 'model', 'document'])
    .execute();
}
