/**
 * The language the server answers a request in. One rule for every route: the `lang` parameter
 * (what the site's API calls name), else the page address's prefix (`/es/...`), else the reader's
 * remembered choice (the `lang` cookie the switcher writes), else the site's default language.
 * An API route that takes `lang` refuses a code the site does not have (language-param.ts); every
 * other route simply answers in the default language then.
 */
import type { FastifyRequest } from 'fastify';
import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageCookie,
  languageOfPath,
} from '../../engine/shared/languages';

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
