import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { SettingsStore } from '../storage';

/** The row a health check overwrites in place: proves writability without growing the table. */
const healthCheckKey = 'health-checked-at';

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

export function checkWritable(db: Kysely<Database>): (now: number) => Promise<void> {
  return async (now) => {
    await db
      .insertInto('settings')
      .values({ key: healthCheckKey, value: String(now) })
      .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
  };
}
