import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { dayMs, usageDayOf, usageDayOfNumber } from '../../usage/usage-day';
import type { UsageRange } from '../records';
import type { Database } from '../schema';

/**
 * The UTC day number of an audit row, the same integer division on both engines. A literal, not a
 * parameter: PostgreSQL only matches the GROUP BY to the select list when they are the same text.
 */
const dayNumber = sql<number>`time / ${sql.lit(dayMs)}`;

/** A day is totalled an hour after it ends, when rows of an instance whose clock lags are in too. */
const settleMs = 3_600_000;

/** The kinds the totals keep: sign-ins, and deliveries (whole downloads only). */
const totalledKinds = ['login-ok', 'login-failed', 'file-delivered'] as const;

/**
 * Where a period's figures come from: whole days that are over from their totals (usage_days),
 * the rest (today, and the ends of a period that starts or ends within a day) from the audit.
 */
interface PeriodSources {
  /** Day numbers, `from` inclusive, `to` exclusive; null when no whole day is over. */
  days: { from: number; to: number } | null;
  /** Times, each `[from, to)`. */
  live: [number, number][];
}

function sourcesOf(range: UsageRange, now: number): PeriodSources {
  const firstWhole = Math.ceil(range.from / dayMs);
  const endWhole = Math.min(Math.floor(range.to / dayMs), Math.floor((now - settleMs) / dayMs));
  if (firstWhole >= endWhole) return { days: null, live: range.from < range.to ? [[range.from, range.to]] : [] };
  const live: [number, number][] = [];
  if (range.from < firstWhole * dayMs) live.push([range.from, firstWhole * dayMs]);
  if (endWhole * dayMs < range.to) live.push([endWhole * dayMs, range.to]);
  return { days: { from: firstWhole, to: endWhole }, live };
}

function inLive(live: readonly [number, number][]) {
  return (eb: ExpressionBuilder<Database, 'audit'>) =>
    eb.or(live.map(([from, to]) => eb.and([eb('time', '>=', from), eb('time', '<', to)])));
}

const filtersModels = (range: UsageRange): range is UsageRange & { models: readonly string[] } =>
  range.models !== undefined && range.models.length > 0;

/** The search log keeps days, not times: every day the period touches. */
function logDays(range: UsageRange): { first: string; last: string } {
  return { first: usageDayOf(range.from), last: usageDayOf(range.to - 1) };
}

/** One account's figures of one UTC day. */
export interface AccountDay {
  day: string;
  signIns: number;
  refusedSignIns: number;
  downloads: number;
  searches: number;
}

/** Lets waiting requests run: SQLite answers synchronously, so a long totalling would hold them all. */
const otherWorkFirst = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The console's charts. Every figure is aggregated by the database, over indexes, so a chart
 * stays fast on a year of audit rows. `now` decides which days are over; the store's callers
 * never pass it, tests may.
 */
export function usageStore(db: Kysely<Database>, now: () => number = Date.now) {
  /**
   * Totals the whole days of the period that are over and not totalled yet, from the audit: once
   * per day, by whichever instance asks first (another doing it at once writes the same totals).
   * A day at a time, so the first chart on a long audit does not hold up the portal's requests.
   */
  async function totalDays(days: { from: number; to: number }): Promise<void> {
    const totalled = await db
      .selectFrom('usage_days_totalled')
      .select('day')
      .where('day', '>=', days.from)
      .where('day', '<', days.to)
      .execute();
    if (totalled.length === days.to - days.from) return;
    const oldest = await db
      .selectFrom('audit')
      .select((eb) => eb.fn.min('time').as('time'))
      .executeTakeFirst();
    // Days before the oldest row stay untotalled: nothing to add, and no marker for each of them.
    if (oldest?.time === null || oldest?.time === undefined) return;
    const done = new Set(totalled.map((row) => Number(row.day)));
    for (let day = Math.max(days.from, Math.floor(Number(oldest.time) / dayMs)); day < days.to; day++) {
      if (done.has(day)) continue;
      await totalDay(day);
      await otherWorkFirst();
    }
  }

  const totalDay = (day: number) =>
    db.transaction().execute(async (transaction) => {
      await transaction
        .insertInto('usage_days')
        .columns(['day', 'kind', 'model', 'document', 'count'])
        .expression(
          transaction
            .selectFrom('audit')
            .where('kind', 'in', totalledKinds)
            .where('time', '>=', day * dayMs)
            .where('time', '<', (day + 1) * dayMs)
            .where((eb) => eb.or([eb('kind', '!=', 'file-delivered'), eb('partial', '=', 0)]))
            .select([
              sql.lit(day).as('day'),
              'kind',
              sql<string>`COALESCE(model, '')`.as('model'),
              sql<string>`COALESCE(document, '')`.as('document'),
              // A collapsed row stands for `count` refusals; a delivery row is one download.
              sql<number>`SUM(CASE WHEN kind = 'file-delivered' THEN 1 ELSE count END)`.as('count'),
            ])
            .groupBy(['kind', sql`COALESCE(model, '')`, sql`COALESCE(document, '')`]),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      await transaction
        .insertInto('usage_days_totalled')
        .values({ day })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    });

  async function sourcesFor(range: UsageRange): Promise<PeriodSources> {
    const sources = sourcesOf(range, now());
    if (sources.days) await totalDays(sources.days);
    return sources;
  }

  /** Whole downloads only: a range continuing a download is not another one. */
  async function downloads(range: UsageRange) {
    const { days, live } = await sourcesFor(range);
    const lines = filtersModels(range) ? range.models : undefined;
    const totalled =
      days &&
      db
        .selectFrom('usage_days')
        .where('kind', '=', 'file-delivered')
        .where('day', '>=', days.from)
        .where('day', '<', days.to)
        .$if(lines !== undefined, (query) => query.where('model', 'in', lines ?? []))
        .select(['day', 'model', 'document', 'count as downloads']);
    const recent =
      live.length > 0
        ? db
            .selectFrom('audit')
            .where('kind', '=', 'file-delivered')
            .where(inLive(live))
            .where('partial', '=', 0)
            .$if(lines !== undefined, (query) => query.where('model', 'in', lines ?? []))
            .select([
              dayNumber.as('day'),
              sql<string>`COALESCE(model, '')`.as('model'),
              sql<string>`COALESCE(document, '')`.as('document'),
              sql<number>`1`.as('downloads'),
            ])
        : undefined;
    if (totalled && recent) return db.selectFrom(totalled.unionAll(recent).as('deliveries'));
    const only = totalled ?? recent;
    return only ? db.selectFrom(only.as('deliveries')) : undefined;
  }

  const searchLog = (range: UsageRange) => {
    const { first, last } = logDays(range);
    return db
      .selectFrom('search_log')
      .where('day', '>=', first)
      .where('day', '<=', last)
      .$if(filtersModels(range), (query) => query.where('model', 'in', range.models ?? []));
  };

  return {
    /**
     * One account's usage per UTC day of the range, days without any left out: its successful
     * sign-ins and the refused ones that named it (from the audit, by its name; a wrong password
     * names no account), its whole downloads (not range continuations), and its searches (counted
     * per account and day, without words).
     */
    accountDays: async (
      account: { name: string; id: number },
      range: { from: number; to: number },
    ): Promise<AccountDay[]> => {
      const [audited, searched] = await Promise.all([
        db
          .selectFrom('audit')
          .where('account', '=', account.name)
          .where('kind', 'in', totalledKinds)
          .where('time', '>=', range.from)
          .where('time', '<', range.to)
          .where((eb) => eb.or([eb('kind', '!=', 'file-delivered'), eb('partial', '=', 0)]))
          .select([
            dayNumber.as('day'),
            'kind',
            // A collapsed row stands for `count` refusals; a delivery row is one download.
            sql<number>`SUM(CASE WHEN kind = 'file-delivered' THEN 1 ELSE count END)`.as('count'),
          ])
          .groupBy([dayNumber, 'kind'])
          .execute(),
        db
          .selectFrom('search_log_accounts')
          .where('account_id', '=', account.id)
          .where('day', '>=', logDays(range).first)
          .where('day', '<=', logDays(range).last)
          .select(['day', 'searches'])
          .execute(),
      ]);
      const days = new Map<string, AccountDay>();
      const dayOf = (day: string) => {
        const known = days.get(day) ?? { day, signIns: 0, refusedSignIns: 0, downloads: 0, searches: 0 };
        days.set(day, known);
        return known;
      };
      const figureOf = {
        'login-ok': 'signIns',
        'login-failed': 'refusedSignIns',
        'file-delivered': 'downloads',
      } as const;
      for (const row of audited)
        dayOf(usageDayOfNumber(Number(row.day)))[figureOf[row.kind as keyof typeof figureOf]] += Number(row.count);
      for (const row of searched) if (Number(row.searches) > 0) dayOf(row.day).searches += Number(row.searches);
      return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
    },

    /**
     * Sign-ins belong to an account, not to a line: the models filter does not apply. A row
     * collapsed from repeated refusals stands for `count` of them.
     */
    signInsPerDay: async (range: UsageRange): Promise<{ day: string; ok: number; failed: number }[]> => {
      const { days, live } = await sourcesFor(range);
      const totalled =
        days &&
        db
          .selectFrom('usage_days')
          .where('kind', 'in', ['login-ok', 'login-failed'])
          .where('day', '>=', days.from)
          .where('day', '<', days.to)
          .select(['day', 'kind', 'count']);
      const recent =
        live.length > 0
          ? db
              .selectFrom('audit')
              .where('kind', 'in', ['login-ok', 'login-failed'])
              .where(inLive(live))
              .select([dayNumber.as('day'), sql<string>`kind`.as('kind'), 'count'])
          : undefined;
      const source = totalled && recent ? totalled.unionAll(recent) : (totalled ?? recent);
      if (!source) return [];
      const rows = await db
        .selectFrom(source.as('sign_ins'))
        .select([
          'day',
          sql<number>`SUM(CASE WHEN kind = 'login-ok' THEN count ELSE 0 END)`.as('ok'),
          sql<number>`SUM(CASE WHEN kind = 'login-failed' THEN count ELSE 0 END)`.as('failed'),
        ])
        .groupBy('day')
        .orderBy('day')
        .execute();
      return rows.map((row) => ({
        day: usageDayOfNumber(Number(row.day)),
        ok: Number(row.ok),
        failed: Number(row.failed),
      }));
    },

    /** Whole downloads (not range continuations) per day and line; rows written before deliveries named their line count under ''. */
    downloadsPerDay: async (range: UsageRange): Promise<{ day: string; model: string; downloads: number }[]> => {
      const source = await downloads(range);
      if (!source) return [];
      const rows = await source
        .select((eb) => ['day', 'model', eb.fn.sum<number>('downloads').as('downloads')])
        .groupBy(['day', 'model'])
        .orderBy('day')
        .orderBy('model')
        .execute();
      return rows.map((row) => ({
        day: usageDayOfNumber(Number(row.day)),
        model: row.model,
        downloads: Number(row.downloads),
      }));
    },

    topDocuments: async (
      range: UsageRange,
      limit: number,
    ): Promise<{ document: string; model: string; downloads: number }[]> => {
      const source = await downloads(range);
      if (!source) return [];
      const total = sql<number>`SUM(downloads)`;
      const rows = await source
        .where('document', '!=', '')
        .select(['document', 'model', total.as('downloads')])
        .groupBy(['document', 'model'])
        .orderBy(total, 'desc')
        .orderBy('document')
        .orderBy('model')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ document: row.document, model: row.model, downloads: Number(row.downloads) }));
    },

    /**
     * Accounts whose last successful sign-in is before `before` (or never), longest idle first: one
     * step down the (kind, account, time) index per account, instead of grouping every sign-in.
     */
    dormantAccounts: async (before: number): Promise<{ account: string; lastSignIn: number | null }[]> => {
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

    searchesPerDay: async (range: UsageRange): Promise<{ day: string; searches: number; empty: number }[]> => {
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

    /** The most frequent searches that found nothing, with the line they were made on ('' for none). */
    topEmptySearches: async (
      range: UsageRange,
      limit: number,
    ): Promise<{ query: string; model: string; count: number }[]> => {
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
