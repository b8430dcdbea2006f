/**
 * GET /api/search?q=…&model=…: what the signed-in account may see, and nothing else. Only the lines
 * the account permits are searched, so no title, snippet or address of another line is ever in an
 * answer. `model` names the line whose page the search box is on; it only tells the search log
 * where the reader was, and counts only when the account permits that line. The log keeps the words
 * searched, and each account adds at most SEARCH_LOG_ACCOUNT_DAILY_LIMIT rows a day. `lang` names the
 * reader's language: its index holds the translated entries and the untranslated ones, which rank
 * after them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permits } from '../../engine/shared/accounts/permits';
import { indexLine, type LineIndex, maxQueryLength, search } from '../../engine/shared/search/search-query';
import type { SearchSource } from '../../engine/shared/types';
import { sessionOf } from '../auth/session-gate';
import { contentIn } from '../content/compiled-content';
import { oncePerObject } from '../content/once-per-object';
import { languageParamOf, languageParamSchema } from '../languages/languages';
import type { RequestRateLimit } from '../plugins/request-rate-limit';
import { errorSchema, searchAnswerSchema } from '../plugins/schemas';
import { sessionRateLimit } from '../plugins/session-rate-limit';
import { usageDayOf } from '../usage/usage-day';
import { searchLogQuery } from './search-log-query';

/** Model keys are short; a longer value is no line of this portal. */
const maxModelLength = 100;

export function registerSearchRoute(app: FastifyInstance, sessionLimit: RequestRateLimit): void {
  // Built when a line is first searched, so start-up stays fast; content loaded again brings new sources.
  // Each language's source is its own object, so each language gets its own index.
  const indexOfSource = oncePerObject((source: SearchSource, title: string, lang: string) =>
    indexLine(source, title, lang),
  );

  // Counted once the answer is made, never awaited: a search log away never slows or fails a search.
  // A search that looked for no word (only common words) is not counted.
  const logSearch = (
    request: FastifyRequest,
    search: { query: string; lang: string; model: string; found: boolean },
  ) => {
    const words = searchLogQuery(search.query, search.lang);
    if (words === '') return;
    const bound = {
      accountId: sessionOf(request).account.id,
      accountDailyLimit: app.config.searchLogAccountDailyLimit,
    };
    app.storage.searchLog
      .record({ day: usageDayOf(app.now()), query: words, model: search.model, found: search.found }, bound)
      .catch((error: unknown) => request.log.warn({ err: error }, 'search not counted in the search log'));
  };

  app.get<{ Querystring: { q: string; model?: string; lang?: string } }>(
    '/api/search',
    {
      onRequest: sessionRateLimit(app, sessionLimit),
      config: { deniedAs: () => 'search' },
      schema: {
        querystring: {
          type: 'object',
          required: ['q'],
          properties: {
            q: { type: 'string', minLength: 1, maxLength: maxQueryLength },
            model: { type: 'string', maxLength: maxModelLength },
            lang: languageParamSchema,
          },
        },
        response: { 200: searchAnswerSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { account } = sessionOf(request);
      const lang = languageParamOf(request, request.query.lang);
      const content = contentIn(app.content, lang);
      const lines = content.catalogue
        .filter((entry) => permits(account, entry.model))
        .flatMap((entry): LineIndex | [] => {
          const source = content.search.get(entry.model);
          return source ? indexOfSource(source, entry.title, lang) : [];
        });
      const answer = search(lines, request.query.q);
      const { model = '' } = request.query;
      const found = answer.groups.some((group) => group.results.length > 0);
      logSearch(request, { query: request.query.q, lang, model: permits(account, model) ? model : '', found });
      return answer;
    },
  );
}
