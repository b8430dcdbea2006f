/**
 * POST /api/paper-copy-requests: a signed-in user asks for printed instructions for use. The
 * document must be shown on an instructions-for-use page of a line the account permits, in any of
 * the site's languages; the request is stored as plain text, audited without the requester's
 * details, and answered with its reference. A session, an account and a client address may each make only so many
 * (paper-copies/paper-copy-limits.ts). Operators list and close requests with
 * `npm run accounts -- requests`.
 *
 * Like the other JSON POSTs it takes only a JSON body (a cross-site form cannot send one without
 * the browser asking first) and the session cookie is SameSite.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { permits } from '../../engine/shared/accounts/permits';
import { findPaperCopyDocument } from '../../engine/shared/documents/paper-copies';
import type { ErrorAnswer, PaperCopyRequest } from '../../engine/shared/types';
import { audit } from '../audit/audit-request';
import { sessionOf } from '../auth/session-gate';
import { sessionIdOf } from '../auth/session-manager';
import { type CompiledContent, contentIn } from '../content/compiled-content';
import { type ServerTexts, serverTextsOf } from '../languages/languages';
import { limitKeyOf } from '../plugins/limit-key';
import { errorSchema, paperCopyAnswerSchema, paperCopyRequestSchema } from '../plugins/schemas';
import { PaperCopyQuotaError, type PaperCopyRecord } from '../storage/records';
import { formProblems, normaliseFormTexts } from './form-problems';
import { type PaperCopyRefusal, paperCopyQuotas, refusalOf } from './paper-copy-limits';
import { storeWithNewReference } from './reference';

const notInstructions = (texts: ServerTexts): ErrorAnswer => ({
  error: texts('paperCopyNotInstructions'),
  fields: { document: texts('paperCopyNotInstructionsField') },
});

/**
 * The document on an instructions-for-use page of the line in the reader's language, else in any
 * other of the site's languages: each language's instructions for use may be a file of its own.
 */
function paperCopyDocumentOf(content: CompiledContent, lang: string, model: string, key: string) {
  for (const language of [contentIn(content, lang), ...content.byLanguage.values()]) {
    const line = language.products.get(model);
    const document = line && findPaperCopyDocument(line.compiled, key);
    if (document) return document;
  }
  return undefined;
}

export function registerPaperCopyRoute(app: FastifyInstance): void {
  const limits = {
    perAccount: app.config.paperCopyDailyLimit,
    perAddress: app.config.paperCopyAddressDailyLimit,
  };

  async function refuse(request: FastifyRequest, reply: FastifyReply, refusal: PaperCopyRefusal) {
    await audit(request, 'access-denied', refusal.audit, { collapse: true });
    return reply.code(429).header('retry-after', String(refusal.retryAfter)).send({ error: refusal.error });
  }

  app.post<{ Body: PaperCopyRequest }>(
    '/api/paper-copy-requests',
    {
      config: { deniedAs: () => 'paper-copy request' },
      attachValidation: true,
      preValidation: async (request: FastifyRequest) => {
        request.body = normaliseFormTexts(request.body);
      },
      schema: {
        body: paperCopyRequestSchema,
        response: {
          201: paperCopyAnswerSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const active = sessionOf(request);
      const texts = serverTextsOf(request);
      const sessionId = sessionIdOf(active.session);
      const clientKey = limitKeyOf(request.ip);
      const quotas = () => paperCopyQuotas({ sessionId, account: active.account.name, clientKey }, limits, app.now());
      // A client over a limit is refused before its form is read; storing counts again, for
      // requests sent at the same moment.
      const refusal = refusalOf(await app.storage.paperCopies.usedQuotas(quotas()), texts);
      if (refusal) return refuse(request, reply, refusal);
      if (request.validationError) {
        return reply.code(400).send(formProblems(request.validationError.validation, texts));
      }

      const { model, document: key, ...requester } = request.body;
      const product = app.content.products.get(model);
      if (!product) return reply.code(404).send({ error: texts('noProductLine', { model }) });
      if (!permits(active.account, model)) {
        await audit(request, 'access-denied', `paper-copy request: product:${model}`);
        return reply.code(403).send({ error: texts('productNotIncluded') });
      }
      const document = paperCopyDocumentOf(app.content, texts.lang, model, key);
      if (!document) return reply.code(400).send(notInstructions(texts));

      let stored: PaperCopyRecord;
      try {
        stored = await storeWithNewReference(
          app.storage,
          {
            ...requester,
            createdAt: app.now(),
            account: active.account.name,
            sessionId,
            clientKey,
            model,
            documentName: document.name,
            documentPath: document.path,
            documentVersion: document.version ?? null,
          },
          { quotas: quotas() },
        );
      } catch (error) {
        const raced = error instanceof PaperCopyQuotaError ? refusalOf(error.used, texts) : undefined;
        if (raced) return refuse(request, reply, raced);
        throw error;
      }
      // Who asked and where to is personal data: it stays in the request's row, out of the audit log.
      await audit(
        request,
        'paper-copy-requested',
        `${stored.reference}: ${model} ${document.key}, ${stored.copies} copies`,
      );
      return reply.code(201).send({ reference: stored.reference });
    },
  );
}
