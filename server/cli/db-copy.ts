/**
 * `npm run db:copy -- --from data/portal.sqlite --to "$DATABASE_URL" [--append]`: moves a portal
 * from one machine to several. Copies accounts with their hospital sign-in, named people and
 * read-and-understood confirmations, settings (the demo-mode secret among them), the whole audit
 * history, the paper-copy requests, the console's operators, and the e-mail updates' confirmed
 * subscribers, what they were told already (so nothing is announced twice) and the mail queue;
 * not sessions (people sign in again) nor the failed-sign-in counters (they expire within minutes). The target is migrated
 * first and must be empty unless --append; with --append, copied rows get new ids that the rows
 * referring to them follow, and accounts, settings, requests and operators the target has already
 * (same name, key, reference or subscription) keep the target's
 * version, with everything that belongs to them.
 * Everything is copied in one transaction, then counted back from the target.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Kysely, sql, type Transaction } from 'kysely';
import { loadDatabaseConfig } from '../config';
import { openDatabase } from '../storage/open-storage';
import type { Database } from '../storage/schema';

/** Rows per insert: well under both engines' limits on bound parameters. */
const batchSize = 500;

/** In an order where every row's parent is copied before it. */
const copiedTables = [
  'accounts',
  'account_sso',
  'people',
  'acknowledgements',
  'settings',
  'audit',
  'paper_copy_requests',
  'operators',
  'operator_recovery_codes',
  'notice_subscribers',
  'announced_notices',
  'announced_ifu_revisions',
  'mail_queue',
] as const;
type CopiedTable = (typeof copiedTables)[number];

/** The tables without an id of their own, by the column that keys them. */
const keyColumns: Partial<Record<CopiedTable, readonly string[]>> = {
  settings: ['key'],
  account_sso: ['account_id'],
  announced_notices: ['model', 'notice_id'],
  announced_ifu_revisions: ['model', 'lang', 'revision'],
};

/** What makes a row the same one in the target, for --append; audit rows are history, all kept. */
const identities: Partial<Record<CopiedTable, readonly string[]>> = {
  accounts: ['name'],
  settings: ['key'],
  paper_copy_requests: ['reference'],
  operators: ['name'],
  notice_subscribers: ['model', 'lang', 'email'],
  announced_notices: ['model', 'notice_id'],
  announced_ifu_revisions: ['model', 'lang', 'revision'],
};

type Row = Record<string, unknown>;

/** Tables whose rows others refer to by id; with --append their copies get new ids. */
type Parent = 'accounts' | 'people' | 'operators';
/** Source id → target id of the rows this copy added, per parent table. */
type NewIds = Partial<Record<Parent, Map<number, number>>>;

/** How a parent's row is the same one on both sides: by name, or a person by account and identity. */
const sameRow: Record<Parent, (row: Row, accountIds?: Map<number, number>) => string | undefined> = {
  accounts: (row) => String(row.name),
  operators: (row) => String(row.name),
  people: (row, accountIds) => {
    const account = accountIds ? accountIds.get(Number(row.account_id)) : Number(row.account_id);
    return account === undefined ? undefined : JSON.stringify([account, row.issuer, row.subject]);
  },
};

/** After a parent table is appended: which target id each copied source row got. */
async function newIdsOf(
  source: Kysely<Database>,
  target: Transaction<Database>,
  table: Parent,
  copied: ReadonlySet<number>,
  ids: NewIds,
): Promise<Map<number, number>> {
  const targetIds = new Map(
    ((await target.selectFrom(table).selectAll().execute()) as Row[]).map((row) => [
      sameRow[table](row),
      Number(row.id),
    ]),
  );
  const result = new Map<number, number>();
  for (const row of (await source.selectFrom(table).selectAll().execute()) as Row[]) {
    if (!copied.has(Number(row.id))) continue;
    const id = targetIds.get(sameRow[table](row, ids.accounts));
    if (id !== undefined) result.set(Number(row.id), id);
  }
  return result;
}

/**
 * The columns that name a parent's row, per child table. With --append a child follows its parent
 * to the parent's new id, and stays behind with a parent the target had already; a confirmation
 * whose person was removed keeps its empty link.
 */
const parentColumns: Partial<Record<CopiedTable, [column: string, parent: Parent][]>> = {
  account_sso: [['account_id', 'accounts']],
  people: [['account_id', 'accounts']],
  acknowledgements: [
    ['account_id', 'accounts'],
    ['person_id', 'people'],
  ],
  operator_recovery_codes: [['operator_id', 'operators']],
};

function followParents(table: CopiedTable, ids: NewIds): ((rows: Row[]) => Row[]) | undefined {
  const columns = parentColumns[table];
  if (!columns) return undefined;
  return (rows) =>
    rows.flatMap((row) => {
      const moved: Row = { ...row };
      for (const [column, parent] of columns) {
        if (row[column] === null) continue;
        const id = ids[parent]?.get(Number(row[column]));
        if (id === undefined) return [];
        moved[column] = id;
      }
      return [moved];
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
    const ids: NewIds = {};
    const result: CopyCounts[] = [];
    for (const [index, table] of copiedTables.entries()) {
      const adjust = options.append ? followParents(table, ids) : undefined;
      const { copied, copiedIds, skipped, source: total } = await copyTable(source, trx, table, options.append, adjust);
      if (options.append && (table === 'accounts' || table === 'people' || table === 'operators')) {
        ids[table] = await newIdsOf(source, trx, table, copiedIds, ids);
      }
      result.push({ table, source: total, copied, skipped, targetBefore: before[index] ?? 0, targetAfter: 0 });
    }
    // Rows kept their ids: PostgreSQL's sequences must continue after them.
    if (options.targetEngine === 'postgres' && !options.append) {
      for (const table of copiedTables.filter((table) => !(table in keyColumns))) {
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
): Promise<{ source: number; copied: number; copiedIds: Set<number>; skipped: number }> {
  const identity = identities[table];
  const copiedIds = new Set<number>();
  let copied = 0;
  let skipped = 0;
  let total = 0;
  for (let offset = 0; ; offset += batchSize) {
    const rows: Row[] = await source
      .selectFrom(table)
      .selectAll()
      .$call((query) =>
        (keyColumns[table] ?? ['id']).reduce((ordered, column) => ordered.orderBy(column as never), query),
      )
      .limit(batchSize)
      .offset(offset)
      .execute();
    if (rows.length === 0) break;
    total += rows.length;
    let batch = rows;
    if (append) {
      if (identity) {
        const [first] = identity as [string];
        const keyOf = (row: Row) => JSON.stringify(identity.map((column) => String(row[column])));
        const candidates = (await target
          .selectFrom(table)
          .select(identity as never)
          .where(first as never, 'in', rows.map((row) => row[first]) as never)
          .execute()) as Row[];
        const existing = new Set(candidates.map(keyOf));
        batch = rows.filter((row) => !existing.has(keyOf(row)));
        skipped += rows.length - batch.length;
      }
      if (adjust) {
        const adjusted = adjust(batch);
        skipped += batch.length - adjusted.length;
        batch = adjusted;
      }
      for (const row of batch) if (row.id !== undefined) copiedIds.add(Number(row.id));
      // New ids in the target: its own rows may hold the old ones.
      if (!(table in keyColumns)) batch = batch.map(({ id: _id, ...rest }) => rest);
    }
    if (batch.length > 0) {
      await target
        .insertInto(table)
        .values(batch as never)
        .execute();
    }
    copied += batch.length;
  }
  return { source: total, copied, copiedIds, skipped };
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
      out(
        'Counts verified in the target. Sessions were not copied: people sign in again. Hospital sign-in secrets open only with the same SESSION_SECRET.',
      );
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
