/**
 * The date-fns locale of the page's language for the pages that draw dates (a product line's): the
 * signed-in area's code starts loading it as it arrives, and a product line's route waits for it
 * beside its own code (product/product-routes.ts), so its first page draws its dates in the reader's
 * language. The default language loads none, and the login page, which draws no date, carries
 * none of this.
 */
import type { Locale } from 'date-fns';
import type { ReactNode } from 'react';
import { askedLanguage } from '../api/http';
import { DateLocaleContext } from './date-locale';

let locale: Locale | undefined;

/** Settles once the locale is loaded, or known to be none: dates are then drawn as in the default language. */
export const dateLocaleReady: Promise<void> = loadPageDateLocale(askedLanguage());

async function loadPageDateLocale(lang: string | undefined): Promise<void> {
  if (!lang) return;
  try {
    locale = await (await import('./date-locales')).loadDateLocale(lang);
  } catch {
    // A locale that does not arrive costs the dates their language, never the page.
  }
}

/** Gives the pages below it the loaded locale (undefined in the default language). */
export function WithDateLocale({ children }: { children: ReactNode }) {
  return <DateLocaleContext.Provider value={locale}>{children}</DateLocaleContext.Provider>;
}
