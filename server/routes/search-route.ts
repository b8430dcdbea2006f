/**
 * GET /api/search?q=…: what the signed-in account may see, and nothing else. Only the lines the
 * account permits are searched, so no title, snippet or address of another line is ever in an answer.
 */
import type { FastifyInstance } from 'fastify';
import { permits } from '../../engine/shared/accounts/permits';
import { indexLine, type LineIndex, maxQueryLength, search } from '../../engine/shared/search/search-query';
import type { SearchSource } from '../../engine/shared/types';
import { oncePerObject } from '../content/once-per-object';
import type { RequestRateLimit } from '../plugins/request-rate-limit';
import { sessionOf } from '../plugins/session-gate';
import { sessionRateLimit } from '../plugins/session-rate-limit';
import { errorSchema, searchAnswerSchema } from './schemas';

export function registerSearchRoute(app: FastifyInstance, sessionLimit: RequestRateLimit): void {
  // Built when a line is first searched, so start-up stays fast; content loaded again brings new sources.
  const indexOfSource = oncePerObject((source: SearchSource, title: string) => indexLine(source, title));
  const indexOf = (model: string, title: string): LineIndex | undefined => {
    const source = app.content.search.get(model);
    return source && indexOfSource(source, title);
  };

  app.get<{ Querystring: { q: string } }>(
    '/api/search',
    {
      onRequest: sessionRateLimit(app, sessionLimit),
      config: { deniedAs: () => 'search' },
      schema: {
        querystring: {
          type: 'object',
          required: ['q'],
          properties: { q: { type: 'string', minLength: 1, maxLength: maxQueryLength } },
        },
        response: { 200: searchAnswerSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { account } = sessionOf(request);
      const lines = app.content.catalogue
        .filter((entry) => permits(account, entry.model))
        .flatMap((entry) => indexOf(entry.model, entry.title) ?? []);
      return search(lines, request.query.q);
    },
  );
}
