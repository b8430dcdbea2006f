/**
 * The one place the migrations differ by engine: an auto-numbered key. SQLite numbers an
 * `INTEGER PRIMARY KEY` itself (it becomes the rowid, as the files made before Kysely have it);
 * PostgreSQL needs `serial`, which SQLite does not know.
 */
import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

export function withIdColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  engine: Engine,
): CreateTableBuilder<T, 'id'> {
  return table.addColumn('id', engine === 'postgres' ? 'serial' : 'integer', (column: ColumnDefinitionBuilder) =>
    column.primaryKey(),
  );
}

/** Milliseconds since the epoch outgrow PostgreSQL's 32-bit integer; SQLite's integer is 64-bit either way. */
export const timeType = 'bigint';

/** The CHECK of audit kinds: the table is rebuilt with a new list when a kind is added. */
export function kindsList(kinds: readonly string[]): string {
  return kinds.map((kind) => `'${kind}'`).join(', ');
}
