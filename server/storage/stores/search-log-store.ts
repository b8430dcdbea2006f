import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { SearchLogStore } from '../storage';

export function searchLogStore(db: Kysely<Database>): SearchLogStore {
  return {
    // One row per day, query, line and outcome: a search made again adds one to its count.
    record: async ({ day, query, model, found }) => {
      await db
        .insertInto('search_log')
        .values({ day, query, model, found: found ? 1 : 0, count: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['day', 'query', 'model', 'found'])
            .doUpdateSet((eb) => ({ count: eb('search_log.count', '+', 1) })),
        )
        .execute();
    },
    prune: async (beforeDay) => {
      const result = await db.deleteFrom('search_log').where('day', '<', beforeDay).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
