/**
 * Every error a browser navigates to (a document the account may not open, an address that names
 * nothing, too many requests, a server that cannot answer) is a page of the portal, never the JSON
 * a script reads. The answer keeps its status and headers (Retry-After among them) and carries the
 * site's page in the reader's language instead, with the status in a `<meta>`: the site reads it
 * and draws its error page with the portal's header and footer (site/errors/). The page's words are
 * written in it too, shown (after a moment, by the stylesheet) only when its script never draws,
 * as when the server is shutting down and refuses the script as well. Scripts, frames and curl keep
 * their JSON; what decides it is named in Vary.
 */
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOfPath, pathInLanguage } from '../../engine/shared/languages';
import { errorPageKind, errorPageTexts, errorStatusMeta, retryAfterMeta } from '../../engine/shared/routes/error-page';
import { requestLanguage } from '../languages/languages';
import { varyBy } from '../vary';
import { contentIn } from './compiled-content';
import { isPageNavigation, navigationHeaders } from './navigation';

/** The site's page in a language, as spa-routes.ts answers it; undefined when the site is not built. */
export type SitePageIn = (lang: string) => string | undefined;

interface ErrorAnswer {
  status: number;
  retryAfterSeconds: number | undefined;
  lang: string;
  /** The address without its query and language prefix. */
  path: string;
}

/** Seconds of a Retry-After the server wrote (always a number of seconds here), else undefined. */
function retryAfterOf(value: unknown): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' || typeof text === 'number' ? Number(text) || undefined : undefined;
}

/** The site's page saying `answer`: its status (and wait) for the script, its words for a browser without it. */
function errorPageOf(request: FastifyRequest, page: string, answer: ErrorAnswer): string {
  const { content } = request.server;
  const site = contentIn(content, answer.lang).site;
  const { title, text } = errorPageTexts(site, errorPageKind(answer.status, answer.path));
  const catalogue = pathInLanguage('/', answer.lang, content.languages);
  const metas = [
    `<meta name="${errorStatusMeta}" content="${answer.status}" />`,
    answer.retryAfterSeconds === undefined
      ? ''
      : `<meta name="${retryAfterMeta}" content="${answer.retryAfterSeconds}" />`,
  ].join('');
  const words =
    `<div class="error-fallback"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>` +
    `<p><a href="${escapeHtml(catalogue)}">${escapeHtml(site.errors.backToCatalogue)}</a></p></div>`;
  return page
    .replace(
      /<title>[^<]*<\/title>/,
      () => `${metas}<title>${escapeHtml(`${title} | ${site.chrome.siteName}`)}</title>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${words}</div>`);
}

export function registerErrorPages(app: FastifyInstance, pageIn: SitePageIn): void {
  // A callback hook: it runs on every answer, and an async one would cost each a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (reply.statusCode < 400 || typeof type !== 'string' || !type.startsWith('application/json')) {
      return done(null, payload);
    }
    varyBy(reply, ...navigationHeaders);
    if (!isPageNavigation(request)) return done(null, payload);
    const lang = requestLanguage(request);
    const page = pageIn(lang);
    if (page === undefined) return done(null, payload);
    const answer = {
      status: reply.statusCode,
      retryAfterSeconds: retryAfterOf(reply.getHeader('retry-after')),
      lang,
      path: languageOfPath(request.url.split(/[?#]/)[0] ?? '/', app.content.languages).rest,
    };
    void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    reply.removeHeader('content-length');
    done(null, errorPageOf(request, page, answer));
  });
}
