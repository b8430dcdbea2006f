/**
 * Site settings (public), the account's catalogue, and product manifests (per permitted model),
 * each in the language `?lang=` names (the default language without it).
 */

import type { FastifyInstance } from 'fastify';
import { permits } from '../../engine/shared/accounts/permits';
import { productPathsOf } from '../../engine/shared/catalogue-entry';
import type { CatalogueEntry, SiteAnswer } from '../../engine/shared/types';
import { audit } from '../audit/audit-request';
import { sessionOf } from '../auth/session-gate';
import { languageParamOf, languageParamSchema, serverText } from '../languages/languages';
import { catalogueAnswerSchema, errorSchema, modelKeySchema, siteAnswerSchema } from '../plugins/schemas';
import { contentIn, type LanguageContent, type LoadedProduct } from './compiled-content';
import { EncodedAnswer, sendEncoded } from './encoded-answer';
import { oncePerObject } from './once-per-object';

const jsonType = 'application/json; charset=utf-8';

/** The query of every content answer: its language. */
const languageQuery = { type: 'object', properties: { lang: languageParamSchema } } as const;
type LanguageQuery = { Querystring: { lang?: string } };

/** The site settings, which every page asks for, signed in or not. */
export function registerSiteRoute(app: FastifyInstance): void {
  const { supportPhone, supportEmail } = app.config;
  // Compressed once per content and language, like the manifests.
  const siteAnswerOf = oncePerObject((content: LanguageContent) => {
    const answer: SiteAnswer = {
      site: content.site,
      settings: { supportPhone, supportEmail },
      productPaths: productPathsOf(content.catalogue),
    };
    return new EncodedAnswer(JSON.stringify(answer), jsonType);
  });
  app.get<LanguageQuery>(
    '/api/site',
    { schema: { querystring: languageQuery, response: { 200: siteAnswerSchema, 400: errorSchema } } },
    async (request, reply) => {
      const lang = languageParamOf(request, request.query.lang);
      void reply.header('cache-control', 'no-cache');
      return sendEncoded(request, reply, siteAnswerOf(contentIn(app.content, lang)));
    },
  );
}

/** The account's catalogue and the manifests of its lines; routes of the gated scope. */
export function registerContentRoutes(app: FastifyInstance): void {
  // Each manifest is compressed once, when it is first asked for, and answered as stored after that.
  const manifestOf = oncePerObject((product: LoadedProduct) => new EncodedAnswer(product.json, jsonType));
  // Each account's catalogue is compressed like the manifests: once per content and set of
  // permitted lines (as many as accounts at most).
  const catalogueAnswersOf = oncePerObject((_content: LanguageContent) => new Map<string, EncodedAnswer>());
  const catalogueAnswerOf = (content: LanguageContent, entries: CatalogueEntry[]) => {
    const answers = catalogueAnswersOf(content);
    const key = entries.map((entry) => entry.model).join('\n');
    let answer = answers.get(key);
    if (!answer) {
      answer = new EncodedAnswer(JSON.stringify(entries), jsonType);
      answers.set(key, answer);
    }
    return answer;
  };

  app.get<LanguageQuery>(
    '/api/catalogue',
    {
      config: { deniedAs: () => 'catalogue' },
      schema: { querystring: languageQuery, response: { 200: catalogueAnswerSchema, 400: errorSchema } },
    },
    async (request, reply) => {
      const { account } = sessionOf(request);
      const content = contentIn(app.content, languageParamOf(request, request.query.lang));
      const entries = content.catalogue.filter((entry) => permits(account, entry.model));
      return sendEncoded(request, reply, catalogueAnswerOf(content, entries));
    },
  );

  app.get<{ Params: { model: string } } & LanguageQuery>(
    '/api/products/:model',
    {
      config: { deniedAs: (request) => `product:${(request.params as { model: string }).model}` },
      schema: {
        params: { type: 'object', required: ['model'], properties: { model: modelKeySchema } },
        querystring: languageQuery,
        // The manifest is sent pre-serialised (validated at start-up), so only error answers are described here.
        response: { 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { model } = request.params;
      const { account } = sessionOf(request);
      const product = contentIn(app.content, languageParamOf(request, request.query.lang)).products.get(model);
      if (!product) return reply.code(404).send({ error: serverText(request, 'noProductLine', { model }) });
      if (!permits(account, model)) {
        await audit(request, 'access-denied', `product:${model}`);
        return reply.code(403).send({ error: serverText(request, 'productNotIncluded') });
      }
      // Kept by this browser only and asked about each time: a reload costs a 304, never the whole manifest.
      void reply.header('cache-control', 'private, no-cache');
      return sendEncoded(request, reply, manifestOf(product));
    },
  );
}
