/** Site settings (public), the account's catalogue, and product manifests (per permitted model). */

import type { FastifyInstance } from 'fastify';
import { permits } from '../../engine/accounts/permits';
import { productPathsOf } from '../../engine/compile/catalogue-entry';
import type { CatalogueEntry, SiteAnswer } from '../../engine/types';
import { audit } from '../audit/audit-request';
import type { CompiledContent, LoadedProduct } from '../content/compiled-content';
import { EncodedAnswer, sendEncoded } from '../content/encoded-answer';
import { oncePerObject } from '../content/once-per-object';
import { type RequestRateLimit, signedOutRateLimit } from '../plugins/request-rate-limit';
import { requireSession } from '../plugins/session';
import { catalogueAnswerSchema, errorSchema, modelKeySchema, siteAnswerSchema } from './schemas';

const jsonType = 'application/json; charset=utf-8';

export function registerContentRoutes(app: FastifyInstance, signedOutLimit: RequestRateLimit): void {
  const { portal } = app;
  // Each manifest is compressed once, when it is first asked for, and answered as stored after that.
  const manifestOf = oncePerObject((product: LoadedProduct) => new EncodedAnswer(product.json, jsonType));
  // The site settings, which every page asks for, and each account's catalogue are compressed like
  // the manifests: once per content, and per set of permitted lines (as many as accounts at most).
  const siteAnswerOf = oncePerObject((content: CompiledContent) => {
    const answer: SiteAnswer = {
      site: content.site,
      settings: portal.publicSettings,
      productPaths: productPathsOf(content.catalogue),
    };
    return new EncodedAnswer(JSON.stringify(answer), jsonType);
  });
  const catalogueAnswersOf = oncePerObject((_content: CompiledContent) => new Map<string, EncodedAnswer>());
  const catalogueAnswerOf = (content: CompiledContent, entries: CatalogueEntry[]) => {
    const answers = catalogueAnswersOf(content);
    const key = entries.map((entry) => entry.model).join('\n');
    let answer = answers.get(key);
    if (!answer) {
      answer = new EncodedAnswer(JSON.stringify(entries), jsonType);
      answers.set(key, answer);
    }
    return answer;
  };

  app.get('/api/site', { schema: { response: { 200: siteAnswerSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return sendEncoded(request, reply, siteAnswerOf(portal.content));
  });

  app.get(
    '/api/catalogue',
    {
      onRequest: signedOutRateLimit(app, signedOutLimit),
      schema: { response: { 200: catalogueAnswerSchema, 401: errorSchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const active = await requireSession(request, reply, 'catalogue');
      if (!active) return reply;
      const { content } = portal;
      const entries = content.catalogue.filter((entry) => permits(active.account, entry.model));
      return sendEncoded(request, reply, catalogueAnswerOf(content, entries));
    },
  );

  app.get<{ Params: { model: string } }>(
    '/api/products/:model',
    {
      onRequest: signedOutRateLimit(app, signedOutLimit),
      schema: {
        params: { type: 'object', required: ['model'], properties: { model: modelKeySchema } },
        // The manifest is sent pre-serialised (validated at start-up), so only error answers are described here.
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { model } = request.params;
      const active = await requireSession(request, reply, `product:${model}`);
      if (!active) return reply;
      const product = portal.content.products.get(model);
      if (!product) return reply.code(404).send({ error: `No product line "${model}"` });
      if (!permits(active.account, model)) {
        await audit(request, 'access-denied', `product:${model}`);
        return reply.code(403).send({ error: 'This account does not include this product line' });
      }
      // Kept by this browser only and asked about each time: a reload costs a 304, never the whole manifest.
      void reply.header('cache-control', 'private, no-cache');
      return sendEncoded(request, reply, manifestOf(product));
    },
  );
}
