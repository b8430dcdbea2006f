/**
 * E-mail updates of safety notices and instructions for use: confirmed subscribers per line and
 * language, the subscription requests (counted for the limits per address and per client in a
 * day), the mail queue (attempts, next try, which instance holds a row while sending it) and what
 * was announced already (each notice once; each version of instructions for use once, in a daily
 * digest). A pending confirmation is its signed link alone, so it needs no table.
 */
import type { Kysely } from 'kysely';
import { type Engine, timeType, withIdColumn } from './columns';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withIdColumn(db.schema.createTable('notice_subscribers'), engine)
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('lang', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('confirmed_at', timeType, (column) => column.notNull())
    .addUniqueConstraint('notice_subscribers_once', ['model', 'lang', 'email'])
    .execute();
  await withIdColumn(db.schema.createTable('notice_subscription_requests'), engine)
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('client_key', 'text', (column) => column.notNull())
    // 1 when it mailed a confirmation: what the limit of one a day per address counts.
    .addColumn('mailed', 'integer', (column) => column.notNull())
    .addColumn('created_at', timeType, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('notice_subscription_requests_by_email')
    .on('notice_subscription_requests')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notice_subscription_requests_by_client')
    .on('notice_subscription_requests')
    .columns(['client_key', 'created_at'])
    .execute();
  await withIdColumn(db.schema.createTable('mail_queue'), engine)
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('recipient', 'text', (column) => column.notNull())
    // The whole message as JSON (subject, text, headers), so a restart sends what was queued.
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('created_at', timeType, (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_try_at', timeType, (column) => column.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', timeType)
    .addColumn('sent_at', timeType)
    .addColumn('failed_at', timeType)
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('mail_queue_due').on('mail_queue').columns(['sent_at', 'next_try_at']).execute();
  await db.schema
    .createTable('announced_notices')
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('notice_id', 'text', (column) => column.notNull())
    .addColumn('announced_at', timeType, (column) => column.notNull())
    .addPrimaryKeyConstraint('announced_notices_key', ['model', 'notice_id'])
    .execute();
  await db.schema
    .createTable('announced_ifu_revisions')
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('lang', 'text', (column) => column.notNull())
    .addColumn('revision', 'text', (column) => column.notNull())
    .addColumn('announced_at', timeType, (column) => column.notNull())
    .addPrimaryKeyConstraint('announced_ifu_revisions_key', ['model', 'lang', 'revision'])
    .execute();
}
