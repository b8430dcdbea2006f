/**
 * The date-fns locale of the page's language, for every date the site and the renderers draw. The
 * default language formats without one; another language's locale is loaded before its first page
 * is drawn, so the login page's script carries none. Here, not in site/, because renderers read it.
 */
import type { Locale } from 'date-fns';
import { createContext, useContext } from 'react';

export const DateLocaleContext = createContext<Locale | undefined>(undefined);

/** The locale dates are drawn in; undefined in the default language. */
export function useDateLocale(): Locale | undefined {
  return useContext(DateLocaleContext);
}
