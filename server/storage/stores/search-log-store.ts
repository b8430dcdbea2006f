import type { Kysely } from 'kysely';
import { otherSearches } from '../../../engine/shared/console/console-api';
import type { Database } from '../schema';

/**
 * Searches counted per day, normalised query and line: never the account, the session or the
 * address. Apart from the log, without words, each account's searches are counted per day
 * (search_log_accounts), for its daily bound on new rows and for its own usage.
 */
export function searchLogStore(db: Kysely<Database>) {
  /** One row per day, query, line and outcome: a search made again adds one to its count. */
  const countIn = async (row: { day: string; query: string; model: string; found: number }) => {
    await db
      .insertInto('search_log')
      .values({ ...row, count: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'query', 'model', 'found'])
          .doUpdateSet((eb) => ({ count: eb('search_log.count', '+', 1) })),
      )
      .execute();
  };

  return {
    /**
     * Counts one search. A search already in the day's log adds one to its row; a new row is added
     * only while the account has added fewer than `accountDailyLimit` that day, else the search is
     * counted in the day's row of `otherSearches` for its line and outcome. What each account added,
     * and how many searches it made, is counted apart (search_log_accounts), without words, so the
     * log itself never names it.
     */
    record: async (
      { day, query, model, found }: { day: string; query: string; model: string; found: boolean },
      { accountId, accountDailyLimit }: { accountId: number; accountDailyLimit: number },
    ): Promise<void> => {
      // A search the day's log holds already adds no row: one statement counts it, one more counts
      // it to its account. Only a new one counts against its account's bound, so repeated searches
      // stay itemised past the limit, and the rows one account adds in a day are bounded whatever
      // words it sends.
      const row = { day, query, model, found: found ? 1 : 0 };
      const counted = await db
        .updateTable('search_log')
        .set((eb) => ({ count: eb('count', '+', 1) }))
        .where('day', '=', day)
        .where('query', '=', query)
        .where('model', '=', model)
        .where('found', '=', row.found)
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) > 0) {
        await db
          .insertInto('search_log_accounts')
          .values({ day, account_id: accountId, added: 0, searches: 1 })
          .onConflict((conflict) =>
            conflict
              .columns(['day', 'account_id'])
              .doUpdateSet((eb) => ({ searches: eb('search_log_accounts.searches', '+', 1) })),
          )
          .execute();
        return;
      }
      const { added } = await db
        .insertInto('search_log_accounts')
        .values({ day, account_id: accountId, added: 1, searches: 1 })
        .onConflict((conflict) =>
          conflict.columns(['day', 'account_id']).doUpdateSet((eb) => ({
            added: eb('search_log_accounts.added', '+', 1),
            searches: eb('search_log_accounts.searches', '+', 1),
          })),
        )
        .returning('added')
        .executeTakeFirstOrThrow();
      await countIn(Number(added) <= accountDailyLimit ? row : { ...row, query: otherSearches });
    },
    /** Retention: deletes days before `beforeDay` (YYYY-MM-DD); returns how many rows went. */
    prune: async (beforeDay: string): Promise<number> => {
      const result = await db.deleteFrom('search_log').where('day', '<', beforeDay).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Deletes the counts per account of days before `beforeDay` (YYYY-MM-DD). */
    pruneAccountCounts: async (beforeDay: string): Promise<number> => {
      const result = await db.deleteFrom('search_log_accounts').where('day', '<', beforeDay).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
