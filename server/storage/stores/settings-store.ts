import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export function settingsStore(db: Kysely<Database>) {
  const get = async (key: string): Promise<string | undefined> =>
    (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value;
  return {
    get,
    /** Stores the value unless the key exists; returns the value now stored. */
    getOrInsert: async (key: string, value: string): Promise<string> => {
      await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      return (await get(key)) ?? value;
    },
  };
}
