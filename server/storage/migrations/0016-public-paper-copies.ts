/**
 * Paper copies may be requested from the public instructions-for-use pages too, without an account:
 * each request says where it came from, so operators see which ones no customer account made.
 */
import type { Kysely } from 'kysely';
import type { Engine } from './columns';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('paper_copy_requests')
    .addColumn('source', 'text', (column) => column.notNull().defaultTo('portal'))
    .execute();
}
