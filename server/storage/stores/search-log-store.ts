import type { Kysely } from 'kysely';
import { otherSearches } from '../../../engine/shared/console/console-api';
import type { SearchLogStore } from '../records';
import type { Database } from '../schema';

export function searchLogStore(db: Kysely<Database>): SearchLogStore {
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
    // A search the day's log holds already costs one statement and adds no row. Only a new one
    // counts against its account, so repeated searches stay itemised past the limit, and the
    // rows one account adds in a day are bounded whatever words it sends.
    record: async ({ day, query, model, found }, { accountId, accountDailyLimit }) => {
      const row = { day, query, model, found: found ? 1 : 0 };
      const counted = await db
        .updateTable('search_log')
        .set((eb) => ({ count: eb('count', '+', 1) }))
        .where('day', '=', day)
        .where('query', '=', query)
        .where('model', '=', model)
        .where('found', '=', row.found)
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) > 0) return;
      const { added } = await db
        .insertInto('search_log_accounts')
        .values({ day, account_id: accountId, added: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['day', 'account_id'])
            .doUpdateSet((eb) => ({ added: eb('search_log_accounts.added', '+', 1) })),
        )
        .returning('added')
        .executeTakeFirstOrThrow();
      await countIn(Number(added) <= accountDailyLimit ? row : { ...row, query: otherSearches });
    },
    prune: async (beforeDay) => {
      const result = await db.deleteFrom('search_log').where('day', '<', beforeDay).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    pruneAccountCounts: async (beforeDay) => {
      const result = await db.deleteFrom('search_log_accounts').where('day', '<', beforeDay).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
