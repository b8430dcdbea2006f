/**
 * date-fns's locale of a language, loaded when a page in a language other than the default starts
 * (main.tsx): each of date-fns's locales is a chunk of its own, so a language added to the site
 * settings needs no code here, and neither the login page's script nor the default language's
 * pages carry any.
 */
import type { Locale } from 'date-fns';

const locales = import.meta.glob<Locale>(
  [
    '../../node_modules/date-fns/locale/*.js',
    // Not locales: the types' module and the bundles of every locale for a script tag.
    '!../../node_modules/date-fns/locale/types.js',
    '!../../node_modules/date-fns/locale/cdn*.js',
    // date-fns's own default (en-US), drawn when it is given no locale, and its regional variants,
    // which share its parts: in the glob, those parts would become files of their own that every
    // page's signed-in code then loads one by one.
    '!../../node_modules/date-fns/locale/en-*.js',
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
