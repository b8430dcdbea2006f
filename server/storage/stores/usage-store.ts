import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { dayMs, usageDayOf, usageDayOfNumber } from '../../usage/usage-day';
import type { Database } from '../schema';
import type { UsageRange, UsageStore } from '../storage';

/**
 * The UTC day number of a row, the same integer division on both engines. A literal, not a
 * parameter: PostgreSQL only matches the GROUP BY to the select list when they are the same text.
 */
const dayNumber = sql<number>`time / ${sql.lit(dayMs)}`;

/** Audit rows of the period, kind first: the order of the usage index (migration 0008). */
function inPeriod(range: UsageRange) {
  return (eb: ExpressionBuilder<Database, 'audit'>) =>
    eb.and([eb('time', '>=', range.from), eb('time', '<', range.to)]);
}

const filtersModels = (range: UsageRange): range is UsageRange & { models: readonly string[] } =>
  range.models !== undefined && range.models.length > 0;

/** The search log keeps days, not times: every day the period touches. */
function logDays(range: UsageRange): { first: string; last: string } {
  return { first: usageDayOf(range.from), last: usageDayOf(range.to - 1) };
}

export function usageStore(db: Kysely<Database>): UsageStore {
  /** Whole downloads only: a range continuing a download is not another one. */
  const wholeDownloads = (range: UsageRange) =>
    db
      .selectFrom('audit')
      .where('kind', '=', 'file-delivered')
      .where(inPeriod(range))
      .where('partial', '=', 0)
      .$if(filtersModels(range), (query) => query.where('model', 'in', range.models ?? []));

  const searchLog = (range: UsageRange) => {
    const { first, last } = logDays(range);
    return db
      .selectFrom('search_log')
      .where('day', '>=', first)
      .where('day', '<=', last)
      .$if(filtersModels(range), (query) => query.where('model', 'in', range.models ?? []));
  };

  return {
    // Sign-ins belong to an account, not to a line: the models filter does not apply. A row
    // collapsed from repeated refusals stands for `count` of them.
    signInsPerDay: async (range) => {
      const rows = await db
        .selectFrom('audit')
        .where('kind', 'in', ['login-ok', 'login-failed'])
        .where(inPeriod(range))
        .select([
          dayNumber.as('day'),
          sql<number>`SUM(CASE WHEN kind = 'login-ok' THEN count ELSE 0 END)`.as('ok'),
          sql<number>`SUM(CASE WHEN kind = 'login-failed' THEN count ELSE 0 END)`.as('failed'),
        ])
        .groupBy(dayNumber)
        .orderBy(dayNumber)
        .execute();
      return rows.map((row) => ({
        day: usageDayOfNumber(Number(row.day)),
        ok: Number(row.ok),
        failed: Number(row.failed),
      }));
    },

    // Rows written before deliveries named their line count under ''.
    downloadsPerDay: async (range) => {
      const rows = await wholeDownloads(range)
        .select((eb) => [dayNumber.as('day'), 'model', eb.fn.countAll<number>().as('downloads')])
        .groupBy([dayNumber, 'model'])
        .orderBy(dayNumber)
        .orderBy('model')
        .execute();
      return rows.map((row) => ({
        day: usageDayOfNumber(Number(row.day)),
        model: row.model ?? '',
        downloads: Number(row.downloads),
      }));
    },

    topDocuments: async (range, limit) => {
      const downloads = sql<number>`COUNT(*)`;
      const rows = await wholeDownloads(range)
        .where('document', 'is not', null)
        .select(['document', 'model', downloads.as('downloads')])
        .groupBy(['document', 'model'])
        .orderBy(downloads, 'desc')
        .orderBy('document')
        .orderBy('model')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        document: row.document ?? '',
        model: row.model ?? '',
        downloads: Number(row.downloads),
      }));
    },

    // One step down the (kind, account, time) index per account, instead of grouping every sign-in.
    dormantAccounts: async (before) => {
      const lastSignIn = (eb: ExpressionBuilder<Database, 'accounts'>) =>
        eb
          .selectFrom('audit')
          .where('audit.kind', '=', 'login-ok')
          .whereRef('audit.account', '=', 'accounts.name')
          .select((inner) => inner.fn.max('audit.time').as('time'));
      const rows = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('accounts')
            .select((inner) => ['accounts.name as account', lastSignIn(inner).as('lastSignIn')])
            .as('latest'),
        )
        .selectAll()
        .where((eb) => eb.or([eb('lastSignIn', 'is', null), eb('lastSignIn', '<', before)]))
        .orderBy(sql`COALESCE(${sql.ref('lastSignIn')}, -1)`)
        .orderBy('account')
        .execute();
      return rows.map((row) => ({
        account: row.account,
        lastSignIn: row.lastSignIn === null ? null : Number(row.lastSignIn),
      }));
    },

    searchesPerDay: async (range) => {
      const rows = await searchLog(range)
        .select((eb) => [
          'day',
          eb.fn.sum<number>('count').as('searches'),
          sql<number>`SUM(CASE WHEN found = 0 THEN count ELSE 0 END)`.as('empty'),
        ])
        .groupBy('day')
        .orderBy('day')
        .execute();
      return rows.map((row) => ({ day: row.day, searches: Number(row.searches), empty: Number(row.empty) }));
    },

    topEmptySearches: async (range, limit) => {
      const count = sql<number>`SUM(count)`;
      const rows = await searchLog(range)
        .where('found', '=', 0)
        .select(['query', 'model', count.as('count')])
        .groupBy(['query', 'model'])
        .orderBy(count, 'desc')
        .orderBy('query')
        .orderBy('model')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ query: row.query, model: row.model, count: Number(row.count) }));
    },
  };
}
