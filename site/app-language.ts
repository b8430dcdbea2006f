/**
 * The page's language, decided once at start from its address (main.tsx). The default language's
 * pages keep their plain addresses; another language's pages run the data router under the
 * basename `/<code>`, so every link and navigation stays in the language with the manifests'
 * unprefixed paths, and switching language is a full load of the other address.
 */
import {
  defaultLanguage,
  defaultLanguages,
  type Language,
  languageOfPath,
  languagePrefixOf,
} from '../engine/shared/languages';
import type { SiteAnswer } from './api/client';

/** The site's languages, the default first (a site that lists none speaks only its default). */
export const languagesOf = (answer: SiteAnswer): readonly Language[] => answer.site.languages ?? defaultLanguages;

/** The language of the page at `path` as the site's languages read it; undefined for the default language. */
export function otherLanguageOf(path: string, answer: SiteAnswer): string | undefined {
  const languages = languagesOf(answer);
  const { lang } = languageOfPath(path, languages);
  return lang === defaultLanguage(languages) ? undefined : lang;
}

/**
 * The language of the page at `path`, undefined for the default. The server writes the language of
 * each page it serves in `<html lang>` (`htmlLang`): a prefix it confirms is taken at once, so the
 * router is created without waiting. Any other prefix waits for the site texts' languages: the dev
 * server's page, which always says the default, or a product line whose address looks like a code.
 */
export function pageLanguageOf(
  path: string,
  htmlLang: string,
  site: () => Promise<SiteAnswer>,
): Promise<string | undefined> {
  const prefix = languagePrefixOf(path);
  if (!prefix || prefix === htmlLang) return Promise.resolve(prefix);
  return site().then(
    (answer) => otherLanguageOf(path, answer),
    // Without the site texts the page shows their error and its retry; the address is all there is to go by.
    () => prefix,
  );
}

/** The data router's basename for a page in `lang` (undefined: the default language, no prefix). */
export const basenameOf = (lang: string | undefined): string | undefined => lang && `/${lang}`;
