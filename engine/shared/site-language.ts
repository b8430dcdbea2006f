/**
 * The language a page of the site is drawn in, read from the compiled site settings it was given:
 * they name their `lang` and the site's `languages`. Settings compiled without languages speak the
 * default language only.
 */
import { defaultLanguage, defaultLanguages, type Language } from './languages';

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
