import { type Kysely, sql } from 'kysely';
import type { ClaimedMail, MailQueueState, NewMail, SubscriberCount } from '../records';
import type { Database } from '../schema';

/** Subscribers of notices, the requests counted for the limits, and what was announced already. */
export function noticeStore(db: Kysely<Database>) {
  return {
    /**
     * Since a time: the confirmations mailed to one address, and the requests from one client (mailed
     * or not): what the daily limits count.
     */
    countRequests: async (who: { email: string; clientKey: string }, since: number) => {
      const count = async (column: 'email' | 'client_key', value: string, mailedOnly: boolean) =>
        Number(
          (
            await db
              .selectFrom('notice_subscription_requests')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where(column, '=', value)
              .where('created_at', '>=', since)
              .$if(mailedOnly, (query) => query.where('mailed', '=', 1))
              .executeTakeFirst()
          )?.n ?? 0,
        );
      return {
        mailedToEmail: await count('email', who.email, true),
        byClient: await count('client_key', who.clientKey, false),
      };
    },
    recordRequest: async (request: {
      email: string;
      clientKey: string;
      mailed: boolean;
      now: number;
    }): Promise<void> => {
      await db
        .insertInto('notice_subscription_requests')
        .values({
          email: request.email,
          client_key: request.clientKey,
          mailed: request.mailed ? 1 : 0,
          created_at: request.now,
        })
        .execute();
    },
    /** Requests older than this are no longer counted by any limit. */
    forgetRequestsBefore: async (before: number): Promise<void> => {
      await db.deleteFrom('notice_subscription_requests').where('created_at', '<', before).execute();
    },
    /** Confirming twice keeps one subscription, from the first confirmation. */
    subscribe: async (subscription: { model: string; lang: string; email: string; now: number }): Promise<void> => {
      await db
        .insertInto('notice_subscribers')
        .values({
          model: subscription.model,
          lang: subscription.lang,
          email: subscription.email,
          confirmed_at: subscription.now,
        })
        .onConflict((conflict) => conflict.columns(['model', 'lang', 'email']).doNothing())
        .execute();
    },
    /** False when the address was not subscribed. */
    unsubscribe: async (subscription: { model: string; lang: string; email: string }): Promise<boolean> => {
      const result = await db
        .deleteFrom('notice_subscribers')
        .where('model', '=', subscription.model)
        .where('lang', '=', subscription.lang)
        .where('email', '=', subscription.email)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    subscribers: async (model: string, lang: string): Promise<string[]> =>
      (
        await db
          .selectFrom('notice_subscribers')
          .select('email')
          .where('model', '=', model)
          .where('lang', '=', lang)
          .orderBy('id')
          .execute()
      ).map((row) => row.email),
    subscriberCounts: async (): Promise<SubscriberCount[]> =>
      (
        await db
          .selectFrom('notice_subscribers')
          .select(['model', 'lang', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy(['model', 'lang'])
          .orderBy('model')
          .orderBy('lang')
          .execute()
      ).map((row) => ({ model: row.model, lang: row.lang, count: Number(row.count) })),
    /** True for the one caller that recorded it first: that caller announces it, once across instances. */
    announceNotice: async (model: string, noticeId: string, now: number): Promise<boolean> => {
      const result = await db
        .insertInto('announced_notices')
        .values({ model, notice_id: noticeId, announced_at: now })
        .onConflict((conflict) => conflict.columns(['model', 'notice_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    announceRevision: async (model: string, lang: string, revision: string, now: number): Promise<boolean> => {
      const result = await db
        .insertInto('announced_ifu_revisions')
        .values({ model, lang, revision, announced_at: now })
        .onConflict((conflict) => conflict.columns(['model', 'lang', 'revision']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

/** The mail queue: rows wait until their next try; an instance claims a row before it sends it. */
export function mailQueueStore(db: Kysely<Database>) {
  return {
    enqueue: async (mails: readonly NewMail[], now: number): Promise<void> => {
      if (mails.length === 0) return;
      await db
        .insertInto('mail_queue')
        .values(
          mails.map((mail) => ({
            kind: mail.kind,
            model: mail.model,
            recipient: mail.recipient,
            message: JSON.stringify(mail.message),
            created_at: now,
            next_try_at: now,
          })),
        )
        .execute();
    },
    /**
     * Claims up to `limit` due rows for `instance` until `now + leaseMs`. Each row is taken by one
     * conditional update, so two instances never both take it; a row whose holder stopped before
     * sending it is due again once its lease ends.
     */
    claimDue: async (instance: string, now: number, leaseMs: number, limit: number): Promise<ClaimedMail[]> => {
      const candidates = await db
        .selectFrom('mail_queue')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_try_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .orderBy('id')
        .limit(limit)
        .execute();
      const claimed: ClaimedMail[] = [];
      for (const { id } of candidates) {
        const result = await db
          .updateTable('mail_queue')
          .set({ claimed_by: instance, claimed_until: now + leaseMs })
          .where('id', '=', id)
          .where('sent_at', 'is', null)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) continue;
        const row = await db.selectFrom('mail_queue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        claimed.push({
          id: row.id,
          kind: row.kind,
          model: row.model,
          recipient: row.recipient,
          message: JSON.parse(row.message),
          attempts: row.attempts,
        });
      }
      return claimed;
    },
    markSent: async (id: number, now: number): Promise<void> => {
      await db
        .updateTable('mail_queue')
        .set({ sent_at: now, claimed_by: null, claimed_until: null, attempts: sql`attempts + 1` })
        .where('id', '=', id)
        .execute();
    },
    /** A failed attempt: tried again at `nextTryAt`, or given up for good when that is null. */
    markAttemptFailed: async (id: number, error: string, nextTryAt: number | null, now: number): Promise<void> => {
      await db
        .updateTable('mail_queue')
        .set({
          attempts: sql`attempts + 1`,
          last_error: error.slice(0, 500),
          claimed_by: null,
          claimed_until: null,
          ...(nextTryAt === null ? { failed_at: now } : { next_try_at: nextTryAt }),
        })
        .where('id', '=', id)
        .execute();
    },
    /** Per line: counts by state and the newest error of a message not sent. */
    state: async (): Promise<MailQueueState[]> => {
      const rows = await db
        .selectFrom('mail_queue')
        .select(['model', 'sent_at', 'failed_at', 'attempts', 'last_error', 'id'])
        .orderBy('id')
        .execute();
      const byModel = new Map<string, MailQueueState>();
      for (const row of rows) {
        const state = byModel.get(row.model) ?? {
          model: row.model,
          waiting: 0,
          sent: 0,
          failing: 0,
          failed: 0,
          lastError: null,
        };
        if (row.sent_at !== null) state.sent++;
        else if (row.failed_at !== null) state.failed++;
        else if (row.attempts > 0) state.failing++;
        else state.waiting++;
        if (row.sent_at === null && row.last_error) state.lastError = row.last_error;
        byModel.set(row.model, state);
      }
      return [...byModel.values()].sort((a, b) => a.model.localeCompare(b.model));
    },
  };
}
