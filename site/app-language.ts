/**
 * The page's language, decided once at start from its address (main.tsx). The default language's
 * pages keep their plain addresses; another language's pages run the data router under the
 * basename `/<code>`, so every link and navigation stays in the language with the manifests'
 * unprefixed paths, and switching language is a full load of the other address.
 *
 * The server writes the language of each page it serves in `<html lang>`, so the address's prefix
 * is the page's language when the two agree, with no wait for the site texts; any other prefix is
 * a path of the default language (a product line named like a code). Only the dev server's page,
 * which always says the default, waits for the site texts to tell.
 */
import { languagePrefixOf } from '../engine/shared/languages';
import type { SiteAnswer } from './api/client';

/** The language of the page at `path` as its address and `<html lang>` (`htmlLang`) agree; undefined for the default. */
export function pageLanguageOf(path: string, htmlLang: string): string | undefined {
  const prefix = languagePrefixOf(path);
  return prefix === htmlLang ? prefix : undefined;
}

/**
 * `npm run dev` only: the language of the page at `path`, from the site texts asked for in its
 * prefix's language (api/client.ts asks again in the default when the server has no such language).
 */
export function devPageLanguageOf(path: string, site: () => Promise<SiteAnswer>): Promise<string | undefined> {
  const prefix = languagePrefixOf(path);
  if (!prefix) return Promise.resolve(undefined);
  return site().then(
    // The texts are in the prefix's language when it is one of the site's; the first is the default, which has no prefix.
    ({ site }) => (site.lang === prefix && site.languages?.[0].code !== prefix ? prefix : undefined),
    // Without the site texts the page shows their error and its retry; the address is all there is to go by.
    () => prefix,
  );
}

/** The data router's basename for a page in `lang` (undefined: the default language, no prefix). */
export const basenameOf = (lang: string | undefined): string | undefined => lang && `/${lang}`;
