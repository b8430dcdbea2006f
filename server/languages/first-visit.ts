/**
 * Where a first visit to the plain `/` or `/login` belongs: the reader's remembered language (the
 * `lang` cookie the switcher writes), or with none remembered the language the browser prefers
 * (`Accept-Language`) when the site has it and it is preferred over the default. A cookie naming the
 * default language, or any cookie the site does not know, keeps the reader where they are; so does
 * a header that names nothing the site has, or cannot be read.
 */
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageCookie,
  pathInLanguage,
} from '../../engine/shared/languages';
import { loginPath } from '../../engine/shared/routes/login-path';

/** The unprefixed addresses a first visit lands on; every other page's address already says its language. */
const entryPages = new Set(['/', loginPath]);

/** What these answers depend on besides the address, for caches. */
export const firstVisitVary = 'Accept-Language, Cookie';

/**
 * Browsers send a handful of distinct headers; each is negotiated once per set of languages. A flood
 * of made-up headers only pushes the least recently seen out of the memo.
 */
const negotiators = new Map<string, Negotiator<string>>();
function negotiatorFor(languages: readonly Language[]): Negotiator<string> {
  const codes = languages.map((language) => language.code);
  const key = codes.join();
  let negotiator = negotiators.get(key);
  if (!negotiator) {
    // The default first: at equal preference (or `*`) it wins, so the reader stays.
    negotiator = new Negotiator<string>({ supportedValues: codes, cache: new LRUCache<string, string>({ max: 100 }) });
    negotiators.set(key, negotiator);
  }
  return negotiator;
}

/**
 * The header with each language range cut to its primary tag, lower case (`es-MX` → `es`): a reader
 * whose browser names only a regional Spanish still reads the site's Spanish. Weights are kept.
 */
function primaryTags(header: string): string {
  return header
    .split(',')
    .map((range) => {
      const [tag = '', ...params] = range.split(';');
      return [tag.trim().split('-')[0]?.toLowerCase() ?? '', ...params].join(';');
    })
    .join(',');
}

/** The language the browser prefers among the site's, or undefined when it names none of them. */
export function preferredLanguage(header: string | undefined, languages: readonly Language[]): string | undefined {
  if (header === undefined || header.trim() === '' || header.length > 1000) return undefined;
  try {
    return negotiatorFor(languages).negotiate(primaryTags(header)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Whether `path` (without query) is a page whose first visit may be sent to another language. */
export function isEntryPage(path: string): boolean {
  return entryPages.has(path);
}

/** The address in the reader's language for a first visit to `/` or `/login` (query kept), or undefined to stay. */
export function firstVisitTarget(request: FastifyRequest, languages: readonly Language[]): string | undefined {
  const [path = '/', query] = splitQuery(request.url);
  if (!isEntryPage(path)) return undefined;
  const fallback = defaultLanguage(languages);
  const remembered = request.cookies?.[languageCookie];
  const lang = remembered !== undefined ? remembered : preferredLanguage(request.headers['accept-language'], languages);
  if (lang === undefined || lang === fallback || !isLanguage(lang, languages)) return undefined;
  const target = pathInLanguage(path, lang, languages);
  return query === undefined ? target : `${target}?${query}`;
}

function splitQuery(url: string): [string, string | undefined] {
  const at = url.indexOf('?');
  return at < 0 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}
