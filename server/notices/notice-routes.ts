/**
 * The public addresses of notices, beside the public instructions-for-use pages and answered
 * without a session: each line's Atom feed per language, and the notices' PDFs. A PDF is found by
 * its exact path in the public notices index, never by joining the address to a folder.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serverText } from '../languages/languages';
import { atomFeedOf } from './atom-feed';

const lineParams = {
  type: 'object',
  required: ['line', 'language'],
  properties: {
    line: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 },
    language: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$', maxLength: 20 },
  },
} as const;

/** Caches may keep a feed or a PDF a few minutes: a new notice reaches readers soon after a deploy. */
const publicCache = 'public, max-age=300';

function isPublishedPdf(app: FastifyInstance, filePath: string): boolean {
  return Object.values(app.content.notices.languages).some((lines) =>
    lines.some((line) => line.notices.some((notice) => notice.filePath === filePath)),
  );
}

export function registerNoticeRoutes(app: FastifyInstance): void {
  app.get<{ Params: { line: string; language: string } }>(
    '/eifu/:line/:language/feed.atom',
    { schema: { params: lineParams } },
    async (request, reply) => {
      const { line, language } = request.params;
      const model = app.content.products.has(line) ? line : undefined;
      const feed =
        model && app.content.byLanguage.has(language)
          ? atomFeedOf(app.content, model, language, app.config.publicOrigin)
          : undefined;
      if (!feed) return reply.code(404).send({ error: serverText(request, 'notFound') });
      return reply.type('application/atom+xml; charset=utf-8').header('cache-control', publicCache).send(feed);
    },
  );

  app.get<{ Params: { '*': string } }>(
    '/eifu/notices/*',
    { schema: { params: { type: 'object', properties: { '*': { type: 'string', maxLength: 1024 } } } } },
    async (request, reply) => {
      const filePath = request.params['*'];
      if (!isPublishedPdf(app, filePath)) return reply.code(404).send({ error: serverText(request, 'notFound') });
      const path = join(app.config.contentDir, 'files', filePath);
      const { size } = await stat(path);
      return reply
        .type('application/pdf')
        .header('content-length', size)
        .header('cache-control', publicCache)
        .header('content-disposition', 'inline')
        .send(createReadStream(path));
    },
  );
}
