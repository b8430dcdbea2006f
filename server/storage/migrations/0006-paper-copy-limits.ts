/**
 * Paper-copy requests are limited per account and per client address as well as per session, so
 * each request keeps the key its address is counted by, and both counts get an index. Closing a
 * request is audited under a new kind.
 */
import type { Kysely } from 'kysely';
import { fourthAuditKinds } from './0004-paper-copies';
import { columnsWithInstance, rebuildAuditTable, replaceAuditKinds } from './audit-rebuild';
import type { Engine } from './columns';

export const sixthAuditKinds = [...fourthAuditKinds, 'paper-copy-closed'] as const;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'postgres') await replaceAuditKinds(db, fourthAuditKinds, sixthAuditKinds);
  else await rebuildAuditTable(db, engine, sixthAuditKinds, columnsWithInstance);
  await db.schema.alterTable('paper_copy_requests').addColumn('client_key', 'text').execute();
  await db.schema
    .createIndex('paper_copy_requests_by_account')
    .on('paper_copy_requests')
    .columns(['account', 'created_at'])
    .execute();
  await db.schema
    .createIndex('paper_copy_requests_by_client')
    .on('paper_copy_requests')
    .columns(['client_key', 'created_at'])
    .execute();
}
