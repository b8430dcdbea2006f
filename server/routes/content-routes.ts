/** Site settings (public), the account's catalogue, and product manifests (per permitted model). */

import type { FastifyInstance } from 'fastify';
import { permits } from '../../engine/shared/accounts/permits';
import { productPathsOf } from '../../engine/shared/catalogue-entry';
import type { CatalogueEntry, SiteAnswer } from '../../engine/shared/types';
import { audit } from '../audit/audit-request';
import type { CompiledContent, LoadedProduct } from '../content/compiled-content';
import { EncodedAnswer, sendEncoded } from '../content/encoded-answer';
import { oncePerObject } from '../content/once-per-object';
import { sessionOf } from '../plugins/session-gate';
import { catalogueAnswerSchema, errorSchema, modelKeySchema, siteAnswerSchema } from './schemas';

const jsonType = 'application/json; charset=utf-8';

/** The site settings, which every page asks for, signed in or not. */
export function registerSiteRoute(app: FastifyInstance): void {
  const { supportPhone, supportEmail } = app.config;
  // Compressed once per content, like the manifests.
  const siteAnswerOf = oncePerObject((content: CompiledContent) => {
    const answer: SiteAnswer = {
      site: content.site,
      settings: { supportPhone, supportEmail },
      productPaths: productPathsOf(content.catalogue),
    };
    return new EncodedAnswer(JSON.stringify(answer), jsonType);
  });
  app.get('/api/site', { schema: { response: { 200: siteAnswerSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return sendEncoded(request, reply, siteAnswerOf(app.content));
  });
}

/** The account's catalogue and the manifests of its lines; routes of the gated scope. */
export function registerContentRoutes(app: FastifyInstance): void {
  // Each manifest is compressed once, when it is first asked for, and answered as stored after that.
  const manifestOf = oncePerObject((product: LoadedProduct) => new EncodedAnswer(product.json, jsonType));
  // Each account's catalogue is compressed like the manifests: once per content and set of
  // permitted lines (as many as accounts at most).
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

  app.get(
    '/api/catalogue',
    { config: { deniedAs: () => 'catalogue' }, schema: { response: { 200: catalogueAnswerSchema } } },
    async (request, reply) => {
      const { account } = sessionOf(request);
      const { content } = app;
      const entries = content.catalogue.filter((entry) => permits(account, entry.model));
      return sendEncoded(request, reply, catalogueAnswerOf(content, entries));
    },
  );

  app.get<{ Params: { model: string } }>(
    '/api/products/:model',
    {
      config: { deniedAs: (request) => `product:${(request.params as { model: string }).model}` },
      schema: {
        params: { type: 'object', required: ['model'], properties: { model: modelKeySchema } },
        // The manifest is sent pre-serialised (validated at start-up), so only error answers are described here.
        response: { 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { model } = request.params;
      const { account } = sessionOf(request);
      const product = app.content.products.get(model);
      if (!product) return reply.code(404).send({ error: `No product line "${model}"` });
      if (!permits(account, model)) {
        await audit(request, 'access-denied', `product:${model}`);
        return reply.code(403).send({ error: 'This account does not include this product line' });
      }
      // Kept by this browser only and asked about each time: a reload costs a 304, never the whole manifest.
      void reply.header('cache-control', 'private, no-cache');
      return sendEncoded(request, reply, manifestOf(product));
    },
  );
}
