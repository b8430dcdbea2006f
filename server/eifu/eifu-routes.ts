/**
 * The public electronic instructions for use, without a password: `/eifu` (the lines that have
 * any), `/eifu/<line>/<language>` (each document of the line in that language, every version with
 * its date of issue, size and SHA-256), `/eifu/about` (availability, paper copies when the site is
 * down, checking a file) and each file at `/eifu/files/<line>/<revision>/<file name>`. The pages
 * are server-rendered HTML that needs no script, in the address's language (`/es/eifu`). They read
 * only the compiled eIFU index and its files, never the database, so they answer while it does not.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eifuLinePath, eifuLinePaths, eifuPrefix } from '../../engine/shared/eifu/eifu-addresses';
import { digitalLinkOf, labelQrSvg } from '../../engine/shared/eifu/label-qr';
import { gtin14 } from '../../engine/shared/gtin';
import { defaultLanguage, isLanguage, pathInLanguage } from '../../engine/shared/languages';
import type { EifuDocument } from '../../engine/shared/types';
import { deliverEifuFile } from './eifu-files';
import { eifuLookupOf } from './eifu-lookup';
import { type EifuPageContext, eifuContextOf, eifuPage, siteStylesheetsOf } from './eifu-page';
import { eifuStylesheet, eifuStylesheetPath } from './eifu-stylesheet';
import { aboutBody, lineBody, linesBody, notFoundBody } from './eifu-views';
import { noticesOfLineHtml } from './notices-slot';

/** Pages are the same for everyone and change only with a new compile. */
const pageCache = 'public, max-age=300';

export function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', status === 200 ? pageCache : 'no-store')
    .send(page);
}

export function registerEifuRoutes(app: FastifyInstance): void {
  const stylesheets = siteStylesheetsOf(app.config.siteDir);
  const { languages } = app.content;
  const defaultLang = defaultLanguage(languages);
  const page = (ctx: EifuPageContext, parts: Parameters<typeof eifuPage>[2]) => eifuPage(ctx, stylesheets, parts);
  const everyLanguage = (path: string) =>
    languages.map(({ code }) => ({ lang: code, href: pathInLanguage(path, code, languages) }));

  /** The page of an address that names nothing, in a language: a 404, never an error. */
  const notFound = (reply: FastifyReply, lang: string, message?: string) => {
    const ctx = eifuContextOf(app, lang);
    const title = ctx.texts('notFoundTitle');
    return sendPage(reply, 404, page(ctx, { title, body: notFoundBody(ctx, message ?? ctx.texts('noPage')) }));
  };

  app.get(eifuStylesheetPath, async (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', pageCache).send(eifuStylesheet),
  );

  for (const { code } of languages) {
    const prefix = pathInLanguage(eifuPrefix, code, languages);
    app.get(prefix, async (_request, reply) => {
      const ctx = eifuContextOf(app, code);
      const body = linesBody(ctx, app.content.eifu.lines);
      return sendPage(
        reply,
        200,
        page(ctx, { title: ctx.texts('title'), body, alternates: everyLanguage(eifuPrefix) }),
      );
    });
    app.get(`${prefix}/about`, async (_request, reply) => {
      const ctx = eifuContextOf(app, code);
      const { supportPhone: phone, supportEmail: email, eifuAvailabilityTarget: target } = app.config;
      const body = aboutBody(ctx, { target, phone, email });
      return sendPage(
        reply,
        200,
        page(ctx, { title: ctx.texts('aboutTitle'), body, alternates: everyLanguage(`${eifuPrefix}/about`) }),
      );
    });
  }

  app.get<{ Params: { model: string; lang: string }; Querystring: { gtin?: string; fallback?: string } }>(
    `${eifuPrefix}/:model/:lang`,
    async (request, reply) => {
      const { model, lang } = request.params;
      if (!isLanguage(lang, languages)) return notFound(reply, defaultLang);
      const line = eifuLookupOf(app.content.eifu).lines.get(model);
      const here = line?.languages.find((l) => l.lang === lang);
      if (!line || !here) return notFound(reply, lang);
      const gtin = typeof request.query.gtin === 'string' ? gtin14(request.query.gtin) : undefined;
      const forDevice = (d: EifuDocument) => gtin === undefined || d.gtins.includes(gtin);
      const documents = here.documents.filter(forDevice);
      if (documents.length === 0) return notFound(reply, lang);
      const shownGtins = [...new Set(documents.flatMap((d) => (gtin ? [gtin] : d.gtins)))];
      const labelCodes = await Promise.all(
        shownGtins.map(async (g) => ({ gtin: g, svg: await labelQrSvg(digitalLinkOf(app.config.publicOrigin, g)) })),
      );
      const ctx = eifuContextOf(app, lang);
      const body = lineBody(ctx, {
        line,
        title: here.title,
        documents,
        ...(gtin ? { gtin } : {}),
        fellBack: request.query.fallback !== undefined,
        noticesHtml: noticesOfLineHtml(model, lang, app.content),
        labelCodes,
      });
      const alternates = line.languages.map((l) => ({ lang: l.lang, href: eifuLinePath(model, l.lang) }));
      return sendPage(
        reply,
        200,
        page(ctx, {
          title: ctx.texts('lineHeading', { line: here.title }),
          body,
          alternates,
          feed: eifuLinePaths(model, lang).feed,
        }),
      );
    },
  );

  app.get<{ Params: { '*': string } }>(`${eifuPrefix}/files/*`, async (request, reply) => {
    const address = `${eifuPrefix}/files/${request.params['*']}`;
    const file = eifuLookupOf(app.content.eifu).files.get(address);
    if (!file) return notFound(reply, defaultLang);
    return deliverEifuFile(request, reply, file);
  });

  // Anything else under /eifu is a page that names nothing, in the address's language when it has one.
  for (const { code } of languages) {
    app.get(`${pathInLanguage(eifuPrefix, code, languages)}/*`, async (_request: FastifyRequest, reply) =>
      notFound(reply, code),
    );
  }
}
