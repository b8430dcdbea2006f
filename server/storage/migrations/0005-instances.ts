/**
 * Several instances share one database: every audit row names the instance that wrote it, and
 * sessions get an insertion number, since PostgreSQL has no rowid to order sessions started in
 * the same millisecond (the per-account cap ends the oldest). Sessions are rebuilt for the new
 * key (SQLite cannot add one in place), rows kept.
 */
import { type Kysely, sql } from 'kysely';
import { type Engine, timeType, withIdColumn } from './columns';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema.alterTable('audit').addColumn('instance', 'text').execute();

  await withIdColumn(db.schema.createTable('sessions_next'), engine)
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('account_id', 'integer', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', timeType, (column) => column.notNull())
    .addColumn('last_seen_at', timeType, (column) => column.notNull())
    .addColumn('client_address', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  const columns = sql.join(
    ['token_hash', 'account_id', 'created_at', 'last_seen_at', 'client_address', 'user_agent'].map((column) =>
      sql.ref(column),
    ),
  );
  await sql`INSERT INTO sessions_next (${columns}) SELECT ${columns} FROM sessions ORDER BY created_at`.execute(db);
  await db.schema.dropTable('sessions').execute();
  await db.schema.alterTable('sessions_next').renameTo('sessions').execute();
  await db.schema
    .createIndex('sessions_by_account_created')
    .on('sessions')
    .columns(['account_id', 'created_at'])
    .execute();
}
