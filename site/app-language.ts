/**
 * The page's language, decided once at start from its address (main.tsx). The default language's
 * pages keep their plain addresses; another language's pages run the data router under the
 * basename `/<code>`, so every link and navigation stays in the language with the manifests'
 * unprefixed paths, and switching language is a full load of the other address. In the login
 * page's script, so it reads the site answer's fields itself rather than with languages.ts's rules.
 */
import { languagePrefixOf } from '../engine/shared/language-prefix';
import type { SiteAnswer } from './api/client';

/**
 * The language of the page at `path`, undefined for the default. The server writes the language of
 * each page it serves in `<html lang>` (`htmlLang`): a prefix it confirms is taken at once, so the
 * router is created without waiting. Any other prefix waits for the site texts, asked for in that
 * language (api/client.ts): the dev server's page, which always says the default, or a product
 * line whose address looks like a code, for which the server answers in the default language.
 */
export function pageLanguageOf(
  path: string,
  htmlLang: string,
  site: () => Promise<SiteAnswer>,
): Promise<string | undefined> {
  const prefix = languagePrefixOf(path);
  if (!prefix || prefix === htmlLang) return Promise.resolve(prefix);
  return site().then(
    // The texts are in the prefix's language when it is one of the site's; the first is the default, which has no prefix.
    ({ site }) => (site.lang === prefix && site.languages?.[0].code !== prefix ? prefix : undefined),
    // Without the site texts the page shows their error and its retry; the address is all there is to go by.
    () => prefix,
  );
}

/** The data router's basename for a page in `lang` (undefined: the default language, no prefix). */
export const basenameOf = (lang: string | undefined): string | undefined => lang && `/${lang}`;
