/**
 * The site's languages, the one rule for their addresses, and the language a page is drawn in. The
 * site settings list the languages; the first is the default, whose pages keep their plain
 * addresses (`/acme-pump/internal/home`). Every other language lives under its code
 * (`/es/acme-pump/internal/home`), so a link sent to a colleague opens in the language it was
 * copied in.
 */
export interface Language {
  /** Lower-case primary language tag, e.g. `es`. */
  code: string;
  /** The language's name as its own readers know it, e.g. `Español`. */
  name: string;
}

/** What a site without a `languages` setting speaks. */
export const defaultLanguages: readonly [Language, ...Language[]] = [{ code: 'en', name: 'English' }];

/** The cookie that remembers a reader's choice of language (a language code), read by the server on `/` and `/login`. */
export const languageCookie = 'lang';

/** How long the choice is remembered, in seconds (a year). */
export const languageCookieMaxAge = 365 * 24 * 60 * 60;

/** The form of a language code in settings, addresses and the `lang` parameter. */
export const languageCodePattern = /^[a-z]{2,3}$/;

/**
 * The address's first segment when it has a language code's form, without knowing the site's
 * languages: what the browser can tell of a page's language before the site settings arrive.
 */
export function languagePrefixOf(path: string): string | undefined {
  return /^\/([a-z]{2,3})(?=\/|$)/.exec(path)?.[1];
}

/** The default language's code: the first of the list. */
export function defaultLanguage(languages: readonly Language[]): string {
  return languages[0]?.code ?? 'en';
}

/** Whether `code` is one of the site's languages. */
export function isLanguage(code: string, languages: readonly Language[]): boolean {
  return languages.some((language) => language.code === code);
}

/**
 * The language an address is in, and the address without its language prefix. Only a non-default
 * language's code is a prefix: `/en/...` on an English-default site is an ordinary (unknown) path.
 */
export function languageOfPath(path: string, languages: readonly Language[]): { lang: string; rest: string } {
  const code = languagePrefixOf(path);
  const fallback = defaultLanguage(languages);
  if (code && code !== fallback && isLanguage(code, languages)) {
    return { lang: code, rest: path.slice(code.length + 1) || '/' };
  }
  return { lang: fallback, rest: path };
}

/** The address of `rest` (an unprefixed path) in `lang`: unchanged in the default language, else under `/<lang>`. */
export function pathInLanguage(rest: string, lang: string, languages: readonly Language[]): string {
  if (lang === defaultLanguage(languages) || !isLanguage(lang, languages)) return rest;
  return rest === '/' ? `/${lang}/` : `/${lang}${rest}`;
}

/*
 * The language a page of the site is drawn in, read from the compiled site settings it was given:
 * they name their `lang` and the site's `languages`. Settings compiled without languages speak the
 * default language only.
 */

export interface SpokenSettings {
  lang?: string;
  languages?: readonly Language[];
}

export interface PageLanguage {
  /** The page's language code, e.g. `es`. */
  lang: string;
  /** Every language of the site, the default first. */
  languages: readonly Language[];
  /** The site's default language, the one untranslated content is in. */
  defaultLang: string;
}

export function pageLanguage(settings: SpokenSettings): PageLanguage {
  const languages = settings.languages?.length ? settings.languages : defaultLanguages;
  const defaultLang = defaultLanguage(languages);
  return { lang: settings.lang ?? defaultLang, languages, defaultLang };
}

/** A language's name as its readers know it, or its code when the site does not list it. */
export function languageName(code: string, languages: readonly Language[]): string {
  return languages.find((language) => language.code === code)?.name ?? code;
}
