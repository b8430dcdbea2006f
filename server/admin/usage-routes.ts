/**
 * The console's usage figures over whole UTC days, every figure aggregated by the database
 * (storage.usage), with documents named as the reader sees them: the title and page the line's
 * search source gives a document, or its key when no page shows it.
 */
import type { FastifyInstance } from 'fastify';
import { consolePaths, type UsageAnswer } from '../../engine/shared/console/console-api';
import type { CompiledContent } from '../content/compiled-content';
import { oncePerObject } from '../content/once-per-object';
import type { UsageRange } from '../storage/storage';

const dayMs = 24 * 3_600_000;
const defaultDays = 30;
const defaultIdleDays = 30;
const topDocumentCount = 20;
const topSearchCount = 20;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Where a document is shown, keyed by its file path without the leading slash. */
const documentPlaces = oncePerObject((content: CompiledContent) => {
  const places = new Map<string, { title: string; page: string }>();
  for (const source of content.search.values()) {
    for (const entry of source.entries) {
      if (entry.kind !== 'document' || !entry.href) continue;
      const path = entry.href.replace(/^\/+/, '');
      if (!places.has(path)) places.set(path, { title: entry.title, page: entry.pageTitle });
    }
  }
  return places;
});

/** A delivered document (`<kind>:<path>`, files/deliver-file.ts) as the console names it. */
export function placeOf(content: CompiledContent, document: string): { title: string; page: string | null } {
  const colon = document.indexOf(':');
  const kind = document.slice(0, colon);
  const path = document.slice(colon + 1).replace(/^\/+/, '');
  const places = documentPlaces(content);
  const place = places.get(path) ?? places.get(`${kind}/${path}`);
  return place ?? { title: document, page: null };
}

export function registerUsageRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { from?: string; to?: string; models?: string; idleDays?: string } }>(
    consolePaths.usage,
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            from: day,
            to: day,
            models: { type: 'string', maxLength: 2000 },
            idleDays: { type: 'string', pattern: '^[0-9]{1,4}$' },
          },
        },
      },
    },
    async (request, reply): Promise<UsageAnswer | undefined> => {
      const now = app.now();
      const toDay = request.query.to ?? isoDay(now);
      const to = Date.parse(`${toDay}T00:00:00Z`) + dayMs;
      const from = request.query.from ? Date.parse(`${request.query.from}T00:00:00Z`) : to - defaultDays * dayMs;
      if (Number.isNaN(from) || Number.isNaN(to) || from >= to) {
        await reply.code(400).send({ error: 'from must be a day on or before to' });
        return undefined;
      }
      const models = request.query.models?.split(',').flatMap((model) => model.trim() || []) ?? [];
      const range: UsageRange = { from, to, models };
      const idleDays = Number(request.query.idleDays ?? defaultIdleDays);
      const { usage } = app.storage;
      const [signIns, downloads, top, dormantAccounts, searches, emptySearches] = await Promise.all([
        usage.signInsPerDay(range),
        usage.downloadsPerDay(range),
        usage.topDocuments(range, topDocumentCount),
        usage.dormantAccounts(now - idleDays * dayMs),
        usage.searchesPerDay(range),
        usage.topEmptySearches(range, topSearchCount),
      ]);
      return {
        from: isoDay(from),
        to: isoDay(to - dayMs),
        signIns,
        downloads,
        topDocuments: top.map((document) => ({ ...document, ...placeOf(app.content, document.document) })),
        dormantAccounts,
        searches,
        emptySearches,
      };
    },
  );
}
