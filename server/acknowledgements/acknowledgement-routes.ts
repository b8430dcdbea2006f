/**
 * "Read and understood": GET /api/acknowledgements answers the documents of the account's lines
 * that ask to be confirmed and whose current version the signed-in person has not confirmed;
 * POST /api/acknowledgements records that person's confirmation of the current version of one of
 * them. Only a person signed in with their hospital account can confirm (the session names them);
 * the account's shared password says nobody in particular, so its sessions see every document
 * asked for and are refused when they confirm. Which documents, and their current versions, are
 * the compiled content's (each line's `acknowledgements`), the same in every language.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permits } from '../../engine/shared/accounts/permits';
import type { AcknowledgementRequest } from '../../engine/shared/types';
import { audit, personLabel } from '../audit/audit-request';
import { sessionOf } from '../auth/session-gate';
import type { ActiveSession } from '../auth/session-manager';
import { contentIn } from '../content/compiled-content';
import { languageParamOf, languageParamSchema, serverTextsOf } from '../languages/languages';
import {
  acknowledgementAnswerSchema,
  acknowledgementRequestSchema,
  acknowledgementsAnswerSchema,
  errorSchema,
} from '../plugins/schemas';
import type { PersonRecord } from '../storage/records';
import { documentsAskedFor } from './documents-asked';

const path = '/api/acknowledgements';

const versionKey = (confirmed: { model: string; document: string; version: string }) =>
  JSON.stringify([confirmed.model, confirmed.document, confirmed.version]);

/** The person the session belongs to; undefined for the shared password (or a person since removed). */
async function personOf(request: FastifyRequest, active: ActiveSession): Promise<PersonRecord | undefined> {
  const personId = active.session.personId ?? null;
  if (personId === null) return undefined;
  const person = await request.server.storage.people.find(personId);
  return person?.accountId === active.account.id ? person : undefined;
}

export function registerAcknowledgementRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { lang?: string } }>(
    path,
    {
      config: { deniedAs: () => 'acknowledgements' },
      schema: {
        querystring: { type: 'object', properties: { lang: languageParamSchema } },
        response: { 200: acknowledgementsAnswerSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const active = sessionOf(request);
      const content = contentIn(app.content, languageParamOf(request, request.query.lang));
      const asked = documentsAskedFor(content, active.account);
      const person = await personOf(request, active);
      if (!person) return { canConfirm: false, documents: asked };
      const confirmed = new Set((await app.storage.acknowledgements.forPerson(person.id)).map(versionKey));
      return { canConfirm: true, documents: asked.filter((document) => !confirmed.has(versionKey(document))) };
    },
  );

  app.post<{ Body: AcknowledgementRequest }>(
    path,
    {
      config: { deniedAs: () => 'acknowledgement' },
      schema: {
        body: acknowledgementRequestSchema,
        response: {
          200: acknowledgementAnswerSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const active = sessionOf(request);
      const texts = serverTextsOf(request);
      const { model, document, version } = request.body;
      const person = await personOf(request, active);
      if (!person) {
        await audit(request, 'access-denied', `acknowledgement of ${model} ${document}: shared password`, {
          collapse: true,
        });
        return reply.code(403).send({ error: texts('acknowledgementNeedsName') });
      }
      const line = app.content.products.get(model);
      if (!line) return reply.code(404).send({ error: texts('noProductLine', { model }) });
      if (!permits(active.account, model)) {
        await audit(request, 'access-denied', `acknowledgement: product:${model}`);
        return reply.code(403).send({ error: texts('productNotIncluded') });
      }
      const current = line.compiled.acknowledgements?.find((asked) => asked.document === document);
      if (!current) return reply.code(404).send({ error: texts('acknowledgementNotNeeded', { document }) });
      if (current.version !== version) {
        return reply
          .code(409)
          .send({ error: texts('acknowledgementNotCurrent', { version, current: current.version }) });
      }
      const { acknowledgement, created } = await app.storage.acknowledgements.confirm({
        personId: person.id,
        person: { name: person.name, email: person.email },
        accountId: active.account.id,
        model,
        document,
        version,
        confirmedAt: app.now(),
      });
      if (created) {
        await audit(request, 'document-acknowledged', `${model} ${document} version ${version}`, {
          person: personLabel(person),
        });
      }
      return { model, document, version, confirmedAt: acknowledgement.confirmedAt };
    },
  );
}
