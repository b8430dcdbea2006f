/**
 * `npm run db:copy -- --from data/portal.sqlite --to "$DATABASE_URL" [--append]`: moves a portal
 * from one machine to several. Copies accounts, settings (the demo-mode secret among them), the
 * whole audit history and the paper-copy requests; not sessions (people sign in again) nor the
 * failed-sign-in counters (they expire within minutes). The target is migrated first and must be
 * empty unless --append; with --append, copied rows get new ids, and accounts, settings and requests
 * the target has already (same name, key or reference) keep the target's version, an operator's
 * recovery codes with it. Everything is copied in one
 * transaction, then counted back from the target.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Kysely, sql, type Transaction } from 'kysely';
import { loadDatabaseConfig } from '../config';
import { openDatabase } from '../storage/open-storage';
import type { Database } from '../storage/schema';

/** Rows per insert: well under both engines' limits on bound parameters. */
const batchSize = 500;

const copiedTables = [
  'accounts',
  'settings',
  'audit',
  'paper_copy_requests',
  'operators',
  'operator_recovery_codes',
] as const;
type CopiedTable = (typeof copiedTables)[number];

/** What makes a row the same one in the target, for --append; audit rows are history, all kept. */
const identities: Partial<Record<CopiedTable, 'name' | 'key' | 'reference'>> = {
  accounts: 'name',
  settings: 'key',
  paper_copy_requests: 'reference',
  operators: 'name',
};

type Row = Record<string, unknown>;

/**
 * With --append, operators get new ids in the target: their recovery codes follow them by name,
 * and the codes of an operator the target had already stay behind with it.
 */
async function operatorIdsInTarget(
  source: Kysely<Database>,
  target: Transaction<Database>,
  namesBefore: ReadonlySet<string>,
): Promise<(rows: Row[]) => Row[]> {
  const copied = (await source.selectFrom('operators').select(['id', 'name']).execute()).filter(
    (operator) => !namesBefore.has(operator.name),
  );
  const targetIds = new Map(
    (await target.selectFrom('operators').select(['id', 'name']).execute()).map((operator) => [
      operator.name,
      operator.id,
    ]),
  );
  const ids = new Map(copied.map((operator) => [operator.id, targetIds.get(operator.name)]));
  return (rows) =>
    rows.flatMap((row) => {
      const id = ids.get(Number(row.operator_id));
      return id === undefined ? [] : [{ ...row, operator_id: id }];
    });
}

export class CopyError extends Error {}

export interface CopyCounts {
  table: CopiedTable;
  source: number;
  copied: number;
  /** With --append: rows the target had already (same account name, setting key or request reference). */
  skipped: number;
  targetBefore: number;
  targetAfter: number;
}

async function countOf(db: Kysely<Database> | Transaction<Database>, table: CopiedTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirst();
  return Number(row?.rows ?? 0);
}

export async function copyDatabase(
  source: Kysely<Database>,
  target: Kysely<Database>,
  options: { append: boolean; targetEngine: 'sqlite' | 'postgres' },
): Promise<CopyCounts[]> {
  const before = await Promise.all(copiedTables.map((table) => countOf(target, table)));
  const notEmpty = copiedTables.filter((_, index) => (before[index] ?? 0) > 0);
  if (notEmpty.length > 0 && !options.append) {
    throw new CopyError(
      `The target is not empty (${notEmpty.join(', ')}); copy into an empty database, or pass --append to add to it`,
    );
  }
  const counts = await target.transaction().execute(async (trx) => {
    const operatorsBefore = new Set(
      (await trx.selectFrom('operators').select('name').execute()).map((operator) => operator.name),
    );
    const result: CopyCounts[] = [];
    for (const [index, table] of copiedTables.entries()) {
      const adjust =
        options.append && table === 'operator_recovery_codes'
          ? await operatorIdsInTarget(source, trx, operatorsBefore)
          : undefined;
      const { copied, skipped, source: total } = await copyTable(source, trx, table, options.append, adjust);
      result.push({ table, source: total, copied, skipped, targetBefore: before[index] ?? 0, targetAfter: 0 });
    }
    // Rows kept their ids: PostgreSQL's sequences must continue after them.
    if (options.targetEngine === 'postgres' && !options.append) {
      for (const table of copiedTables.filter((table) => table !== 'settings')) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT MAX(id) FROM ${sql.table(table)}), 1))`.execute(
          trx,
        );
      }
    }
    return result;
  });
  for (const count of counts) {
    count.targetAfter = await countOf(target, count.table);
    if (count.targetAfter !== count.targetBefore + count.copied) {
      throw new CopyError(
        `${count.table}: the target holds ${count.targetAfter} rows, expected ${count.targetBefore + count.copied}`,
      );
    }
  }
  return counts;
}

async function copyTable(
  source: Kysely<Database>,
  target: Transaction<Database>,
  table: CopiedTable,
  append: boolean,
  /** Rows as the target takes them (--append); rows it leaves out count as skipped. */
  adjust?: (rows: Row[]) => Row[],
): Promise<{ source: number; copied: number; skipped: number }> {
  const identity = identities[table];
  let copied = 0;
  let skipped = 0;
  let total = 0;
  for (let offset = 0; ; offset += batchSize) {
    // Settings have no id; every other copied table is read in id order.
    const rows: Row[] = await source
      .selectFrom(table)
      .selectAll()
      .orderBy(table === 'settings' ? 'key' : 'id')
      .limit(batchSize)
      .offset(offset)
      .execute();
    if (rows.length === 0) break;
    total += rows.length;
    let batch = rows;
    if (append) {
      if (identity) {
        const values = rows.map((row) => String(row[identity]));
        const existing = new Set(
          (await target.selectFrom(table).select(identity).where(identity, 'in', values).execute()).map((row) =>
            String((row as Record<string, unknown>)[identity]),
          ),
        );
        batch = rows.filter((row) => !existing.has(String(row[identity])));
        skipped += rows.length - batch.length;
      }
      // New ids in the target: its own rows may hold the old ones (sessions, which refer to account ids, are not copied).
      if (table !== 'settings') batch = batch.map(({ id: _id, ...rest }) => rest);
      if (adjust) {
        const adjusted = adjust(batch);
        skipped += batch.length - adjusted.length;
        batch = adjusted;
      }
    }
    if (batch.length > 0) {
      await target
        .insertInto(table)
        .values(batch as never)
        .execute();
    }
    copied += batch.length;
  }
  return { source: total, copied, skipped };
}

export async function runDbCopy(argv: string[], out: (line: string) => void): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { from: { type: 'string' }, to: { type: 'string' }, append: { type: 'boolean' } },
  });
  if (!values.from || !values.to) {
    throw new CopyError(
      'Usage: npm run db:copy -- --from <SQLite file or URL> --to <PostgreSQL URL or file> [--append]',
    );
  }
  const config = loadDatabaseConfig();
  const source = await openDatabase(values.from, config);
  try {
    const target = await openDatabase(values.to, config);
    try {
      const counts = await copyDatabase(source.db, target.db, {
        append: values.append === true,
        targetEngine: target.engine,
      });
      for (const count of counts) {
        const skipped = count.skipped > 0 ? `, ${count.skipped} kept as the target had them` : '';
        out(
          `${count.table}: ${count.copied} of ${count.source} copied${skipped}; the target now holds ${count.targetAfter}`,
        );
      }
      out('Counts verified in the target. Sessions were not copied: people sign in again.');
    } finally {
      await target.db.destroy();
    }
  } finally {
    await source.db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runDbCopy(process.argv.slice(2), (line) => console.log(line)).catch((error: unknown) => {
    console.error(`Copy failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
