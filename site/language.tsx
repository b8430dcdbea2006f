/**
 * The page's language, decided once at start from its address (main.tsx). The default language's
 * pages keep their plain addresses; another language's pages run the data router under the
 * basename `/<code>`, so every link and navigation stays in the language with the manifests'
 * unprefixed paths, and switching language is a full load of the other address. Dates are drawn
 * with the date-fns locale of the page's language.
 *
 * The server writes the language of each page it serves in `<html lang>`, so the address's prefix
 * is the page's language when the two agree, with no wait for the site texts; any other prefix is
 * a path of the default language (a product line named like a code). Only the dev server's page,
 * which always says the default, waits for the site texts to tell.
 */
import type { Locale } from 'date-fns';
import type { ReactNode } from 'react';
import { DateLocaleContext } from '../engine/rendering/date-locale';
import { languagePrefixOf } from '../engine/shared/languages';
import type { SiteAnswer } from './api/client';
import { askedLanguage } from './api/http';

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

/*
 * date-fns's locale of a language: each of date-fns's locales is a file of its own, fetched by a
 * page in its language only, so a language added to the site settings needs no code here, and
 * neither the login page nor the default language's pages fetch any.
 */

const locales = import.meta.glob<Locale>(
  [
    '../node_modules/date-fns/locale/*.js',
    // Not locales: the types' module and the bundles of every locale for a script tag.
    '!../node_modules/date-fns/locale/types.js',
    '!../node_modules/date-fns/locale/cdn*.js',
    // date-fns's own default (en-US), drawn when it is given no locale, and its regional variants,
    // which share its parts: in the glob, those parts would become files of their own that every
    // page's signed-in code then loads one by one.
    '!../node_modules/date-fns/locale/en-*.js',
  ],
  { import: 'default' },
);

/** The file of date-fns's locale for `lang`: the language's own (`es`), else its first regional one (`zh` → `zh-CN`). */
export function dateLocaleFile(lang: string, files: readonly string[]): string | undefined {
  return files.find((file) => file.endsWith(`/${lang}.js`)) ?? files.find((file) => file.includes(`/${lang}-`));
}

/** The locale dates are drawn in for `lang`; undefined when date-fns has none (dates are then drawn as in the default). */
export async function loadDateLocale(lang: string): Promise<Locale | undefined> {
  const file = dateLocaleFile(lang, Object.keys(locales).sort());
  return file ? locales[file]?.() : undefined;
}

/*
 * The locale of the page's language for the pages that draw dates (a product line's): the
 * signed-in area's code starts loading it as it arrives, and a product line's route waits for it
 * beside its own code (product/product-routes.ts), so its first page draws its dates in the
 * reader's language. The default language loads none.
 */

let pageLocale: Locale | undefined;
let pageLocaleReady: Promise<void> | undefined;

/**
 * Starts loading the locale of the language the page asks in, once; settles once it is loaded, or
 * known to be none: dates are then drawn as in the default language.
 */
export function dateLocaleReady(): Promise<void> {
  pageLocaleReady ??= loadPageDateLocale(askedLanguage());
  return pageLocaleReady;
}

async function loadPageDateLocale(lang: string | undefined): Promise<void> {
  if (!lang) return;
  try {
    pageLocale = await loadDateLocale(lang);
  } catch {
    // A locale that does not arrive costs the dates their language, never the page.
  }
}

/** Gives the pages below it the loaded locale (undefined in the default language). */
export function WithDateLocale({ children }: { children: ReactNode }) {
  return <DateLocaleContext.Provider value={pageLocale}>{children}</DateLocaleContext.Provider>;
}
