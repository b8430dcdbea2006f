/**
 * What subscribers are told, found by comparing the compiled content with what the database says
 * was announced: each notice not announced before is queued at once for every subscriber of its
 * line (in each one's language); each version of instructions for use not announced before goes
 * in one digest per subscriber, which the mailer queues once a day. Recording an announcement and
 * queueing its messages is done by the one instance whose record was first.
 */
import type { FastifyInstance } from 'fastify';
import type { NewMail } from '../storage/records';
import { type IfuRevision, ifuRevisionsOf } from './ifu-revisions';
import { digestMessage, noticeMessage } from './messages';
import { lineNoticesIn } from './public-changes';

const contextOf = (app: FastifyInstance) => ({
  content: app.content,
  secret: app.secret,
  origin: app.config.publicOrigin,
  now: app.now(),
});

/** Queues every notice not announced before; answers how many messages were queued. */
export async function announceNewNotices(app: FastifyInstance): Promise<number> {
  const { content, storage } = app;
  const ctx = contextOf(app);
  let queued = 0;
  for (const model of content.modelKeys) {
    const notices = lineNoticesIn(content, model, content.lang)?.notices ?? [];
    for (const { id } of notices) {
      if (!(await storage.notices.announceNotice(model, id, ctx.now))) continue;
      const mails: NewMail[] = [];
      for (const { code: lang } of content.languages) {
        const notice = lineNoticesIn(content, model, lang)?.notices.find((candidate) => candidate.id === id);
        if (!notice) continue;
        for (const email of await storage.notices.subscribers(model, lang))
          mails.push({
            kind: 'notice',
            model,
            recipient: email,
            message: noticeMessage(ctx, { email, model, lang }, notice),
          });
      }
      await storage.mailQueue.enqueue(mails, ctx.now);
      queued += mails.length;
    }
  }
  return queued;
}

/** Queues one digest per subscriber of the versions of instructions for use not announced before. */
export async function queueDigests(app: FastifyInstance): Promise<number> {
  const { content, storage } = app;
  const ctx = contextOf(app);
  let queued = 0;
  for (const model of content.modelKeys)
    for (const { code: lang } of content.languages) {
      const fresh: IfuRevision[] = [];
      for (const revision of ifuRevisionsOf(content, model, lang))
        if (await storage.notices.announceRevision(model, lang, revision.key, ctx.now)) fresh.push(revision);
      if (fresh.length === 0) continue;
      const mails = (await storage.notices.subscribers(model, lang)).map(
        (email): NewMail => ({
          kind: 'digest',
          model,
          recipient: email,
          message: digestMessage(ctx, { email, model, lang }, fresh),
        }),
      );
      await storage.mailQueue.enqueue(mails, ctx.now);
      queued += mails.length;
    }
  return queued;
}
