/**
 * The public e-mail updates of a line in a language, for anyone (no session):
 * - GET/POST /eifu/<line>/<language>/subscribe: the form, and a request for a subscription. The
 *   answer is the same whether the address is new or subscribed already; a confirmation is mailed
 *   at most once a day to one address, and one client may ask only so many times a day.
 * - GET /eifu/<line>/<language>/subscribe/confirm?token=: the signed, expiring link confirms.
 * - GET/POST /eifu/<line>/<language>/unsubscribe?token=: the signed link's question, and the
 *   unsubscription itself (also the one-click POST of a mail program, RFC 8058).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limitKeyOf } from '../plugins/limit-key';
import { dayMs } from '../usage/usage-day';
import { normalisedEmail } from './email-address';
import { confirmationMessage } from './messages';
import { verifyLink } from './signed-links';
import { messagePage, type PageLine, subscribeFormPage, unsubscribePage } from './subscription-pages';

type LineRequest = FastifyRequest<{
  Params: { line: string; language: string };
  Querystring: { token?: string };
  Body: Record<string, string>;
}>;

const params = {
  type: 'object',
  required: ['line', 'language'],
  properties: {
    line: { type: 'string', maxLength: 100 },
    language: { type: 'string', maxLength: 20 },
  },
} as const;
const querystring = { type: 'object', properties: { token: { type: 'string', maxLength: 2000 } } } as const;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

export function registerSubscriptionRoutes(app: FastifyInstance): void {
  // A plain HTML form posts its fields URL-encoded; nothing else of the portal takes them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const lineOf = (request: LineRequest): PageLine | undefined => {
    // A line is named by its model in every public address (engine/shared/eifu/eifu-addresses.ts).
    const model = app.content.products.has(request.params.line) ? request.params.line : undefined;
    const lang = request.params.language;
    return model && app.content.byLanguage.has(lang) ? { model, lang } : undefined;
  };
  const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'Not found' });
  const options = { schema: { params, querystring } };

  app.get('/eifu/:line/:language/subscribe', options, async (request: LineRequest, reply) => {
    const at = lineOf(request);
    return at ? html(reply, 200, subscribeFormPage(app.content, at)) : notFound(reply);
  });

  app.post('/eifu/:line/:language/subscribe', options, async (request: LineRequest, reply) => {
    const at = lineOf(request);
    if (!at) return notFound(reply);
    const typed = typeof request.body?.email === 'string' ? request.body.email : '';
    const email = normalisedEmail(typed);
    if (!email) {
      const { site } = app.content.byLanguage.get(at.lang) ?? app.content;
      return html(
        reply,
        400,
        subscribeFormPage(app.content, at, { problem: site.notices.subscribe.invalid, email: typed }),
      );
    }
    const now = app.now();
    const clientKey = limitKeyOf(request.ip);
    const used = await app.storage.notices.countRequests({ email, clientKey }, now - dayMs);
    if (used.byClient >= app.config.subscriptionClientDailyLimit) {
      return html(reply.header('retry-after', String(dayMs / 1000)), 429, messagePage(app.content, at, 'busy'));
    }
    // One confirmation a day to an address, whoever asks: a stranger cannot flood someone's mailbox.
    const mailed = used.mailedToEmail === 0;
    await app.storage.notices.recordRequest({ email, clientKey, mailed, now });
    if (mailed) {
      const ctx = { content: app.content, secret: app.secret, origin: app.config.publicOrigin, now };
      await app.storage.mailQueue.enqueue(
        [
          {
            kind: 'confirmation',
            model: at.model,
            recipient: email,
            message: confirmationMessage(ctx, { email, ...at }),
          },
        ],
        now,
      );
    }
    return html(reply, 200, messagePage(app.content, at, 'sent'));
  });

  app.get('/eifu/:line/:language/subscribe/confirm', options, async (request: LineRequest, reply) => {
    const at = lineOf(request);
    if (!at) return notFound(reply);
    const claims = verifyLink(app.secret, request.query.token, 'confirm', app.now());
    if (!claims || claims.model !== at.model || claims.lang !== at.lang)
      return html(reply, 400, messagePage(app.content, at, 'expired'));
    await app.storage.notices.subscribe({ model: at.model, lang: at.lang, email: claims.email, now: app.now() });
    return html(reply, 200, messagePage(app.content, at, 'confirmed'));
  });

  const unsubscribeClaims = (request: LineRequest, at: PageLine) => {
    const claims = verifyLink(app.secret, request.query.token, 'unsubscribe', app.now());
    return claims && claims.model === at.model && claims.lang === at.lang ? claims : undefined;
  };

  app.get('/eifu/:line/:language/unsubscribe', options, async (request: LineRequest, reply) => {
    const at = lineOf(request);
    if (!at) return notFound(reply);
    if (!unsubscribeClaims(request, at)) return html(reply, 400, messagePage(app.content, at, 'expired'));
    return html(reply, 200, unsubscribePage(app.content, at, request.query.token ?? ''));
  });

  app.post('/eifu/:line/:language/unsubscribe', options, async (request: LineRequest, reply) => {
    const at = lineOf(request);
    if (!at) return notFound(reply);
    const claims = unsubscribeClaims(request, at);
    if (!claims) return html(reply, 400, messagePage(app.content, at, 'expired'));
    await app.storage.notices.unsubscribe({ model: at.model, lang: at.lang, email: claims.email });
    return html(reply, 200, messagePage(app.content, at, 'unsubscribed'));
  });
}
