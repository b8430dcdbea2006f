/**
 * Sends the mail queue. Every few seconds an instance claims the due rows (each row by one
 * instance only) and sends them; a failed attempt is tried again later and later (one minute, then
 * doubling, at most six hours) until it has failed too often. Each day one instance queues the
 * digests of new instructions for use. The queue is in the database, so a restart loses nothing.
 */
import type { FastifyInstance } from 'fastify';
import { housekeeping } from '../plugins/housekeeping';
import { dayMs } from '../usage/usage-day';
import { queueDigests } from './announcements';
import type { MailTransport } from './mail-transport';

const minuteMs = 60_000;
/** Attempts after which a message is given up. */
const maxAttempts = 8;
/** How long a claimed row is the claimant's: longer than sending a batch takes. */
const leaseMs = 5 * minuteMs;
const batch = 20;

/** When a message that has failed `attempts` times is tried again. */
function nextTryAfter(attempts: number, now: number): number | null {
  if (attempts >= maxAttempts) return null;
  return now + Math.min(minuteMs * 2 ** (attempts - 1), 6 * 60 * minuteMs);
}

/** Sends what is due now; answers how many were sent. */
export async function sendDueMail(app: FastifyInstance, transport: MailTransport): Promise<number> {
  const now = app.now();
  const claimed = await app.storage.mailQueue.claimDue(app.config.instanceId, now, leaseMs, batch);
  let sent = 0;
  for (const mail of claimed) {
    try {
      await transport.send(mail);
      await app.storage.mailQueue.markSent(mail.id, app.now());
      sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const nextTry = nextTryAfter(mail.attempts + 1, app.now());
      await app.storage.mailQueue.markAttemptFailed(mail.id, reason, nextTry, app.now());
      app.log.warn(
        { mail: mail.id, kind: mail.kind, reason },
        nextTry ? 'mail not sent; tried again later' : 'mail given up',
      );
    }
  }
  return sent;
}

/** Queues today's digests once across instances (the first to record the day runs them). */
async function queueDigestsOncePerDay(app: FastifyInstance): Promise<number> {
  const day = new Date(app.now()).toISOString().slice(0, 10);
  const runner = await app.storage.settings.getOrInsert(`notice-digest:${day}`, app.config.instanceId);
  return runner === app.config.instanceId ? queueDigests(app) : 0;
}

export function startMailWorker(app: FastifyInstance, transport: MailTransport | undefined, intervalMs: number) {
  housekeeping(app, intervalMs, {
    'sending the mail queue': async () => (transport ? sendDueMail(app, transport) : 0),
    'queueing the digests of new instructions for use': () => queueDigestsOncePerDay(app),
    // Past a day no limit counts a request, and who asked is not kept longer than that needs.
    'forgetting old subscription requests': () => app.storage.notices.forgetRequestsBefore(app.now() - dayMs),
  });
  app.addHook('onClose', async () => transport?.close());
}
