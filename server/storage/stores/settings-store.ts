import type { Kysely } from 'kysely';
import type { SettingsStore } from '../records';
import type { Database } from '../schema';

export function settingsStore(db: Kysely<Database>): SettingsStore {
  const get = async (key: string) =>
    (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value;
  return {
    get,
    getOrInsert: async (key, value) => {
      await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      return (await get(key)) ?? value;
    },
  };
}
