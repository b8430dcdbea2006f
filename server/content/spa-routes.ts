/**
 * The built site: static assets from SITE_DIR, and index.html for any other page address
 * (history fallback), so deep links such as /login or a product page load the app, in a browser
 * and for curl, monitors and link previewers alike. Unknown addresses under the API and file
 * prefixes, file-looking addresses, and requests that accept only other types stay 404 JSON, which
 * a browser that navigated there reads as a page of the portal (error-pages.ts, registered here
 * with the page it answers).
 * A page address whose `requestedFile` is not a safe file path (an absolute URL, `//host`,
 * `/\host`, `javascript:`, traversal, any of them percent-encoded) is redirected to the same
 * address without it, so the page never even sees an off-site target.
 *
 * A page of another language (`/es/...`) is the same page as its unprefixed address, written with
 * `<html lang>` and the site texts of that language preloaded; a first visit to the plain `/` or
 * `/login` is sent to the reader's language (languages/languages.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consoleBase } from '../../engine/shared/console/console-api';
import { secureDownloadPath } from '../../engine/shared/documents/links';
import { defaultLanguage, type Language, languageOfPath } from '../../engine/shared/languages';
import { requestedFileParam } from '../../engine/shared/routes/login-path';
import { isSafeRequestedPath } from '../../engine/shared/routes/requested-path';
import type { CompiledSiteSettings } from '../../engine/shared/types';
import { audit } from '../audit/audit-request';
import { apiPathIn, firstVisitTarget, firstVisitVary, isEntryPage, serverText } from '../languages/languages';
import { contentIn, type LanguageContent } from './compiled-content';
import { staleCompressedCopies } from './compressed-copies';
import { EncodedAnswer, sendEncoded } from './encoded-answer';
import { registerErrorPages } from './error-pages';
import { oncePerObject } from './once-per-object';
import { pagePreloadsOf } from './page-preloads';
import { registerSiteFiles } from './site-files';

// The operators' console is never served on the public port (its own listener, console/admin-app.ts):
// its addresses here are a plain 404, not the site's page.
const notPagePrefixes = ['/api', '/public', '/images', secureDownloadPath, consoleBase];

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether the request asks for a page; an address of another language (`/es/...`) is judged by its unprefixed path. */
function wantsPage(request: FastifyRequest, languages: readonly Language[]): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = languageOfPath(request.url.split('?')[0] ?? '/', languages).rest;
  if (notPagePrefixes.some((prefix) => isUnder(path, prefix))) return false;
  // Page addresses have no file extension; a missing file such as /favicon.ico or /x.json stays 404.
  if (/\.[^/]*$/.test(path)) return false;
  return acceptsHtml(request.headers.accept);
}

/**
 * As connect-history-api-fallback decides: a client that names text/html or takes any type (the
 * wildcard curl, wget, uptime monitors and link previewers send) gets the page, and so does one
 * that sends no Accept at all; one that asks only for other types (a fetch for JSON) gets a 404
 * it can read.
 */
function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.includes('text/html') || accept.includes('*/*');
}

/** The same page address without an unsafe requestedFile, or undefined when there is nothing to remove. */
function withoutUnsafeRequestedFile(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query < 0 || !url.includes(requestedFileParam, query)) return undefined;
  const params = new URLSearchParams(url.slice(query + 1));
  const values = params.getAll(requestedFileParam);
  if (values.length === 0 || (values.length === 1 && isSafeRequestedPath(values[0] ?? ''))) return undefined;
  params.delete(requestedFileParam);
  const rest = params.toString();
  const path = url.slice(0, query);
  // The path itself came in on this site; make sure it also stays a path on this site.
  const safePath = path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/';
  return rest ? `${safePath}?${rest}` : safePath;
}

/** The page with its theme-color meta naming the colour (validated as #rrggbb by the site schema). */
export function withThemeColor(page: string, color: string | undefined): string {
  return page.replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${color ?? ''}"`);
}

/**
 * The page in `lang`: `<html lang>` says it to browsers and screen readers before the app runs, and
 * the preload of the site texts asks for the answer the page will ask for (`/api/site?lang=es`).
 */
function withPageLanguage(page: string, lang: string, languages: readonly Language[]): string {
  return page
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/(<link rel="preload" href=")\/api\/site(")/, `$1${apiPathIn('/api/site', lang, languages)}$2`);
}

/**
 * The page's own words, in its language, for what is read before (or without) its script: the tab's
 * title, the description previews show, and what a browser without JavaScript shows. A text the
 * settings leave out keeps the page's own.
 */
export function withPageTexts(page: string, chrome: CompiledSiteSettings['chrome'] | undefined): string {
  if (!chrome) return page;
  const { siteName, pageDescription, needsJavaScript } = chrome;
  let written = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(siteName)}</title>`);
  if (pageDescription) {
    written = written.replace(
      /(<meta name="description" content=")[^"]*(")/,
      (_, before: string, after: string) => `${before}${escapeHtml(pageDescription)}${after}`,
    );
  }
  if (needsJavaScript) {
    written = written.replace(
      /<noscript>[^<]*<\/noscript>/,
      () => `<noscript>${escapeHtml(needsJavaScript)}</noscript>`,
    );
  }
  return written;
}

export async function registerSpaRoutes(app: FastifyInstance, siteDir: string): Promise<void> {
  // A callback hook: it runs on every request, and an async one would cost each a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const target =
      request.method === 'GET' || request.method === 'HEAD' ? withoutUnsafeRequestedFile(request.url) : undefined;
    if (target === undefined) return done();
    // Answered here, so done is called only when the audit row cannot be written (an error answer).
    audit(request, 'access-denied', 'requestedFile refused (not a file path on this site)').then(() => {
      void reply.header('cache-control', 'no-store').redirect(target, 302);
    }, done);
  });

  const root = resolve(siteDir);
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    const stale = staleCompressedCopies(root);
    if (stale.length > 0) {
      app.log.warn(
        `Compressed copies that no longer match their file, so nothing is sent compressed from disk: ${stale.join(', ')}. Run \`npm run build:site\`.`,
      );
    }
    await registerSiteFiles(app, root, stale.length === 0);
  } else {
    app.log.warn(`${join(root, 'index.html')} not found: run \`npm run build:site\` to serve the site`);
  }

  const preloadsOf = built ? pagePreloadsOf(root, (message) => app.log.warn(message)) : () => undefined;
  // The page is the same for every address of a language: read once, with the theme colour of the
  // site settings written in (a deployment changes it in content, not in the build) and the
  // language's own `<html lang>` and preload, compressed once per content and language.
  const page = built ? readFileSync(join(root, 'index.html'), 'utf8') : '';
  const pageTextOf = oncePerObject((content: LanguageContent, languages: readonly Language[]) =>
    withPageLanguage(
      withPageTexts(withThemeColor(page, content.site?.icon?.themeColor), content.site?.chrome),
      content.lang,
      languages,
    ),
  );
  const pageOf = oncePerObject(
    (content: LanguageContent, languages: readonly Language[]) =>
      new EncodedAnswer(pageTextOf(content, languages), 'text/html; charset=utf-8'),
  );
  // The same page tells a browser of an error it navigated to (error-pages.ts).
  registerErrorPages(app, (lang) =>
    built ? pageTextOf(contentIn(app.content, lang), app.content.languages) : undefined,
  );
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const { languages } = app.content;
    const { lang, rest } = languageOfPath(request.url.split('?')[0] ?? '/', languages);
    // What the first visit to `/` or `/login` is answered with depends on the reader's language.
    if (isEntryPage(rest)) void reply.header('vary', firstVisitVary);
    const target = firstVisitTarget(request, languages);
    if (target !== undefined) return reply.header('cache-control', 'no-cache').redirect(target, 302);
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The site is not built yet: run `npm run build:site`.');
    }
    const preloads = preloadsOf(
      request.auth,
      rest,
      app.content.catalogue,
      lang === defaultLanguage(languages) ? undefined : lang,
    );
    if (preloads) void reply.header('link', preloads);
    // A signed-in page's preloads name what this account may open, so no shared cache may keep it.
    void reply.header('cache-control', preloads && request.auth ? 'private, no-cache' : 'no-cache');
    return sendEncoded(request, reply, pageOf(contentIn(app.content, lang), languages));
  };

  // The catalogue's address is a page like any other, not the static folder's index.
  app.get('/', (request, reply) =>
    wantsPage(request, app.content.languages) ? sendPage(request, reply) : reply.callNotFound(),
  );
  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request, app.content.languages))
      return reply.code(404).send({ error: serverText(request, 'notFound') });
    return sendPage(request, reply);
  });
}
