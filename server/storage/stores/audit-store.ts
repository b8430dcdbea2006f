import { type ExpressionBuilder, type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { groupCommit } from '../group-commit';
import type { AuditEvent, AuditFilter, DownloadCount, StoredAuditEvent } from '../records';
import type { AuditTable, Database } from '../schema';

/** Rows an export reads at a time: long exports stream without holding every row in memory. */
const queryPageSize = 500;

function toAuditEvent(row: Selectable<AuditTable>): StoredAuditEvent {
  return {
    id: row.id,
    time: row.time,
    kind: row.kind,
    account: row.account,
    clientAddress: row.client_address,
    requestId: row.request_id,
    userAgent: row.user_agent,
    detail: row.detail,
    document: row.document,
    partial: row.partial !== 0,
    count: row.count,
    instance: row.instance,
    operator: row.operator,
    model: row.model,
    person: row.person,
  };
}

/** Every value is bound as a parameter, never spliced into the SQL. */
function matching(filter: AuditFilter) {
  return (eb: ExpressionBuilder<Database, 'audit'>) =>
    eb.and([
      ...(filter.from === undefined ? [] : [eb('time', '>=', filter.from)]),
      ...(filter.to === undefined ? [] : [eb('time', '<', filter.to)]),
      ...(filter.account === undefined ? [] : [eb('account', '=', filter.account)]),
      ...(filter.kinds && filter.kinds.length > 0 ? [eb('kind', 'in', filter.kinds)] : []),
      ...(filter.operator === undefined ? [] : [eb('operator', '=', filter.operator)]),
      ...(filter.clientAddress === undefined ? [] : [eb('client_address', '=', filter.clientAddress)]),
    ]);
}

type AuditRow = Required<Omit<Insertable<AuditTable>, 'id' | 'count'>>;
type Statement = (executor: Kysely<Database>) => Promise<unknown>;

/** Rows per statement at most, so a burst of file deliveries stays far below the engines' limits on parameters. */
const rowsPerStatement = 50;

/**
 * The statements that write a batch, in its order: runs of rows without a repeat key share
 * statements; a row with one goes alone, because PostgreSQL refuses a statement that would update
 * the same stored row twice (two refusals collapsing into one row).
 */
function statementsOf(
  rows: readonly AuditRow[],
  insertRows: (rows: AuditRow[], executor: Kysely<Database>) => Promise<unknown>,
): Statement[] {
  const statements: Statement[] = [];
  let run: AuditRow[] = [];
  const endRun = () => {
    for (let start = 0; start < run.length; start += rowsPerStatement) {
      const part = run.slice(start, start + rowsPerStatement);
      statements.push((executor) => insertRows(part, executor));
    }
    run = [];
  };
  for (const row of rows) {
    if (row.repeat_key === null) {
      run.push(row);
    } else {
      endRun();
      statements.push((executor) => insertRows([row], executor));
    }
  }
  endRun();
  return statements;
}

/** `instance` is written on every row: the INSTANCE_ID of the process writing it. */
export function auditStore(db: Kysely<Database>, instance: string) {
  // Rows in one statement: one trip to the database instead of one per row. A row whose repeat key
  // is already stored adds one to that row's count instead.
  const insertRows = (values: AuditRow[], executor: Kysely<Database>) =>
    executor
      .insertInto('audit')
      .values(values)
      .onConflict((conflict) =>
        conflict
          .column('repeat_key')
          .where('repeat_key', 'is not', null)
          .doUpdateSet((eb) => ({
            count: eb('audit.count', '+', 1),
            request_id: eb.ref('excluded.request_id'),
          })),
      )
      .execute();
  const rowOf = (event: AuditEvent): AuditRow => ({
    time: event.time,
    kind: event.kind,
    account: event.account,
    client_address: event.clientAddress,
    request_id: event.requestId,
    user_agent: event.userAgent,
    detail: event.detail,
    document: event.document ?? null,
    partial: event.partial ? 1 : 0,
    repeat_key: event.repeatKey ?? null,
    instance,
    operator: event.operator ?? null,
    model: event.model ?? null,
    person: event.person ?? null,
  });
  const write = groupCommit<AuditRow>({
    writeOne: async (row) => {
      await insertRows([row], db);
    },
    writeAll: async (rows) => {
      const statements = statementsOf(rows, insertRows);
      // One statement is atomic on its own: the usual batch, a burst of file deliveries.
      const [only] = statements;
      if (only && statements.length === 1) return void (await only(db));
      await db.transaction().execute(async (transaction) => {
        for (const statement of statements) await statement(transaction);
      });
    },
  });
  return {
    write: (event: AuditEvent): Promise<void> => write(rowOf(event)),
    /** Retention: deletes events older than `before`; returns how many rows went. */
    prune: async (before: number): Promise<number> => {
      const result = await db.deleteFrom('audit').where('time', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Newest first. */
    recent: async (limit: number): Promise<StoredAuditEvent[]> =>
      (await db.selectFrom('audit').selectAll().orderBy('id', 'desc').limit(limit).execute()).map(toAuditEvent),
    /**
     * Matching events oldest first, read lazily in pages (exports can be long). Pages continue after
     * the last (time, id) read, so rows written meanwhile neither repeat nor shift pages.
     */
    async *query(filter: AuditFilter): AsyncIterable<StoredAuditEvent> {
      const order = filter.newestFirst ? 'desc' : 'asc';
      const beyond = filter.newestFirst ? '<' : '>';
      let remaining = filter.limit ?? Number.POSITIVE_INFINITY;
      let after: { time: number; id: number } | undefined;
      while (remaining > 0) {
        const rows = await db
          .selectFrom('audit')
          .selectAll()
          .where(matching(filter))
          .$if(after !== undefined, (query) =>
            query.where((eb) =>
              eb.or([
                eb('time', beyond, after?.time ?? 0),
                eb.and([eb('time', '=', after?.time ?? 0), eb('id', beyond, after?.id ?? 0)]),
              ]),
            ),
          )
          .orderBy('time', order)
          .orderBy('id', order)
          .limit(Math.min(queryPageSize, remaining))
          .$if(after === undefined && (filter.offset ?? 0) > 0, (query) => query.offset(filter.offset ?? 0))
          .execute();
        for (const row of rows) yield toAuditEvent(row);
        const last = rows.at(-1);
        if (!last || rows.length < queryPageSize) return;
        remaining -= rows.length;
        after = { time: last.time, id: last.id };
      }
    },
    /** How many rows match (for paging); limit, offset and order are ignored. */
    count: async (filter: AuditFilter): Promise<number> => {
      const row = await db
        .selectFrom('audit')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(matching(filter))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    /** Instances (INSTANCE_ID) that wrote a row at or after `since`, with their latest row's time. */
    instancesSince: async (since: number): Promise<{ instance: string; lastSeen: number }[]> => {
      const rows = await db
        .selectFrom('audit')
        .select((eb) => ['instance', eb.fn.max('time').as('lastSeen')])
        .where('time', '>=', since)
        .where('instance', 'is not', null)
        .groupBy('instance')
        .orderBy('lastSeen', 'desc')
        .orderBy('instance')
        .execute();
      return rows.map((row) => ({ instance: row.instance ?? '', lastSeen: Number(row.lastSeen) }));
    },
    /** Downloads per document in the filter's time range (and account), most downloaded first. */
    downloadCounts: async (filter: Omit<AuditFilter, 'kinds' | 'limit'>): Promise<DownloadCount[]> => {
      const rows = await db
        .selectFrom('audit')
        .where(matching({ ...filter, kinds: ['file-delivered'] }))
        .where('document', 'is not', null)
        .select((eb) => [
          'document',
          eb.fn.sum<number>(sql<number>`CASE WHEN partial = 0 THEN 1 ELSE 0 END`).as('downloads'),
          // Parts of one file asked for by one session within a minute share a row with a count.
          eb.fn.sum<number>('count').as('deliveries'),
          eb.fn.count<number>('account').distinct().as('accounts'),
          eb.fn.max('time').as('lastTime'),
        ])
        .groupBy('document')
        .orderBy('downloads', 'desc')
        .orderBy('document')
        .execute();
      // PostgreSQL sums and counts come back as bigint text; both engines' values fit a number.
      return rows.map((row) => ({
        document: row.document ?? '',
        downloads: Number(row.downloads),
        deliveries: Number(row.deliveries),
        accounts: Number(row.accounts),
        lastTime: Number(row.lastTime),
      }));
    },
  };
}
