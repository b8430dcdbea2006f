/**
 * The language the server answers in. One rule for every route: the `lang` parameter (what the
 * site's API calls name), else the page address's prefix (`/es/...`), else the reader's remembered
 * choice (the `lang` cookie the switcher writes), else the site's default language. An API route
 * that takes `lang` refuses a code the site does not have; every other route simply answers in the
 * default language then. A first visit to the plain `/` or `/login` is sent to the reader's
 * language, and every sentence the server writes is in the request's language.
 */
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { fillText } from '../../engine/shared/fill-text';
import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageCodePattern,
  languageCookie,
  languageOfPath,
  pathInLanguage,
} from '../../engine/shared/languages';
import { loginPath } from '../../engine/shared/routes/login-path';
import { contentIn } from '../content/compiled-content';
import { type ServerTextKey, serverTextDefaults } from './server-texts';

/** The query parameter naming the language of an API answer. */
const languageParam = 'lang';

/** The value of `name` in the address's query, read as the router reads it (the first `?` starts the query). */
function queryValueOf(url: string, name: string): string | undefined {
  const start = url.indexOf('?');
  if (start < 0) return undefined;
  return new URLSearchParams(url.slice(start + 1)).get(name) ?? undefined;
}

/** The reader's remembered language when it is one of the site's; otherwise undefined. */
function cookieLanguageOf(request: FastifyRequest, languages: readonly Language[]): string | undefined {
  const value = request.cookies?.[languageCookie];
  return value !== undefined && isLanguage(value, languages) ? value : undefined;
}

/** The language the address itself names (`lang` parameter, else the path's prefix), or undefined. */
function addressLanguageOf(request: FastifyRequest, languages: readonly Language[]): string | undefined {
  const asked = queryValueOf(request.url, languageParam);
  if (asked !== undefined && isLanguage(asked, languages)) return asked;
  const path = request.url.split('?')[0] ?? '/';
  const fromPath = languageOfPath(path, languages);
  return fromPath.rest !== path ? fromPath.lang : undefined;
}

/** The language to answer `request` in; never fails (an unknown code in any source is passed over). */
export function requestLanguage(request: FastifyRequest): string {
  const { languages } = request.server.content;
  return addressLanguageOf(request, languages) ?? cookieLanguageOf(request, languages) ?? defaultLanguage(languages);
}

/**
 * Whether the reader's `lang` cookie picks the language of an answer to `request`: the site has
 * more than one and the address names none. The default language's answer depends on it too (it
 * is what a reader without the cookie gets).
 */
export function languageFollowsCookie(request: FastifyRequest): boolean {
  const { languages } = request.server.content;
  return languages.length > 1 && addressLanguageOf(request, languages) === undefined;
}

/**
 * The address of an API answer in `lang`, as the site asks for it: unchanged in the default language
 * (so the default language's answers keep their addresses and cache keys), else with `?lang=`.
 */
export function apiPathIn(path: string, lang: string, languages: readonly Language[]): string {
  return withLanguageParam(path, lang === defaultLanguage(languages) ? undefined : lang);
}

/** `path` asking for its answer in `lang`; unchanged for none. */
export function withLanguageParam(path: string, lang: string | undefined): string {
  if (lang === undefined) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${languageParam}=${encodeURIComponent(lang)}`;
}

/*
 * The `lang` parameter of the API's content answers (site texts, catalogue, manifests, search): the
 * default language when absent, and a 400 with the usual error body for a code the site does not have.
 */

/** The `lang` query parameter as routes declare it: a code's form; whether the site has it is checked by `languageParamOf`. */
export const languageParamSchema = { type: 'string', pattern: languageCodePattern.source } as const;

/** A `lang` the site does not have: 400, the error handler sends `message` as the answer's `error`. */
class UnknownLanguageError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'UnknownLanguageError';
  }
}

/** The language an API answer is asked in; a code the site does not have throws UnknownLanguageError. */
export function languageParamOf(request: FastifyRequest, lang: string | undefined): string {
  const { languages } = request.server.content;
  if (lang === undefined) return defaultLanguage(languages);
  if (!isLanguage(lang, languages)) {
    const codes = languages.map((language) => language.code).join(', ');
    throw new UnknownLanguageError(serverText(request, 'unknownLanguage', { lang, languages: codes }));
  }
  return lang;
}

/*
 * Where a first visit to the plain `/` or `/login` belongs: the reader's remembered language (the
 * `lang` cookie the switcher writes), or with none remembered the language the browser prefers
 * (`Accept-Language`) when the site has it and it is preferred over the default. A cookie naming the
 * default language, or any cookie the site does not know, keeps the reader where they are; so does
 * a header that names nothing the site has, or cannot be read.
 */

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

/*
 * The server's texts in the request's language: `serverMessages.<key>` in the site settings of that
 * language, so a translator finds them beside the rest, else the English of server-texts.ts.
 * Placeholders such as `{seconds}` are filled with fillText.
 */

/** A server text filled in, in one language. */
export type ServerTexts = ((key: ServerTextKey, values?: Record<string, string | number>) => string) & {
  /** The language the texts are in, for numbers and units written into them. */
  lang: string;
};

/** The English texts, for code that runs without a request (and its tests). */
export const englishServerTexts: ServerTexts = Object.assign(
  (key: ServerTextKey, values: Record<string, string | number> = {}) => fillText(serverTextDefaults[key], values),
  { lang: 'en' },
);

/** The site settings' server texts, as far as they carry them; anything else falls back to English. */
function messagesOf(site: unknown): Partial<Record<ServerTextKey, unknown>> {
  const messages = (site as { serverMessages?: unknown }).serverMessages;
  return messages !== null && typeof messages === 'object' ? (messages as Partial<Record<ServerTextKey, unknown>>) : {};
}

/** The server's texts in the language of `request`. */
export function serverTextsOf(request: FastifyRequest): ServerTexts {
  const lang = requestLanguage(request);
  const messages = messagesOf(contentIn(request.server.content, lang).site);
  const text = (key: ServerTextKey, values: Record<string, string | number> = {}) => {
    const translated = Object.hasOwn(messages, key) ? messages[key] : undefined;
    return fillText(typeof translated === 'string' && translated !== '' ? translated : serverTextDefaults[key], values);
  };
  return Object.assign(text, { lang });
}

/** One text in the language of `request`. */
export function serverText(
  request: FastifyRequest,
  key: ServerTextKey,
  values?: Record<string, string | number>,
): string {
  return serverTextsOf(request)(key, values);
}
