/**
 * The console's usage figures over whole UTC days, every figure aggregated by the database
 * (storage.usage), with documents named as the reader sees them: the title and page the line's
 * search source gives a document, or its key when no page shows it.
 */
import type { FastifyInstance } from 'fastify';
import { consolePaths, type UsageAnswer } from '../../engine/shared/console/console-api';
import { publicFilePrefix, secureDownloadPath, trainingPrefix } from '../../engine/shared/documents/links';
import type { CompiledContent } from '../content/compiled-content';
import { oncePerObject } from '../content/once-per-object';
import type { UsageRange } from '../storage/records';
import { dayMs, usageDayOf } from '../usage/usage-day';
import { dayQuery as day, idleDaysQuery, usageAnswer } from './console-schemas';

const defaultDays = 30;
const defaultIdleDays = 30;
const topDocumentCount = 20;
const topSearchCount = 20;

/**
 * The audit's name of the file a link opens (`<kind>:<path>`, as files/deliver-file.ts writes
 * it), or undefined for a link to no file of this site.
 */
export function documentKeyOf(href: string): string | undefined {
  const url = new URL(href, 'http://portal.invalid');
  const decoded = (path: string) => path.split('/').map(decodeURIComponent).join('/');
  if (url.pathname === secureDownloadPath) {
    const file = url.searchParams.get('file');
    return file ? `secure:${file.replace(/^\/+/, '')}` : undefined;
  }
  if (url.pathname.startsWith(`${trainingPrefix}/`))
    return `training:${decoded(url.pathname.slice(trainingPrefix.length + 1))}`;
  if (url.pathname.startsWith(publicFilePrefix))
    return `public:${decoded(url.pathname.slice(publicFilePrefix.length))}`;
  return undefined;
}

/** Where each document is shown, by its audit name: the line's search source names its title and page. */
const documentPlaces = oncePerObject((content: CompiledContent) => {
  const places = new Map<string, { title: string; page: string }>();
  for (const source of content.search.values()) {
    for (const entry of source.entries) {
      const key = entry.kind === 'document' && entry.href ? documentKeyOf(entry.href) : undefined;
      if (key && !places.has(key)) places.set(key, { title: entry.title, page: entry.pageTitle });
    }
  }
  return places;
});

/** A delivered document as the console names it; its key when no page shows it. */
function placeOf(content: CompiledContent, document: string): { title: string; page: string | null } {
  return documentPlaces(content).get(document) ?? { title: document, page: null };
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
            idleDays: idleDaysQuery,
          },
        },
        response: { 200: usageAnswer },
      },
    },
    async (request, reply): Promise<UsageAnswer | undefined> => {
      const now = app.now();
      const toDay = request.query.to ?? usageDayOf(now);
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
        from: usageDayOf(from),
        to: usageDayOf(to - dayMs),
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
