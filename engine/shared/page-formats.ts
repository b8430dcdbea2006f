/**
 * Everything a page writes in its language besides its texts: dates (date-fns locale), numbers and
 * plural forms (Intl of the page's `lang`), file sizes. One object per page, so a renderer and the
 * site's frame write a date or a count the same way.
 */
import type { Locale } from 'date-fns';
import { formatContentDate, formatContentMonth } from './dates';
import { sizeInKb } from './documents/downloads';
import { fillCount, fillText, formatNumber, type PluralText } from './fill-text';
import { type PageLanguage, pageLanguage, type SpokenSettings } from './languages';

export interface PageFormats extends PageLanguage {
  /** A content date (YYYY-MM-DD) as the page's language writes a day. */
  date(isoDate: string): string;
  /** The month of a content date, as a heading says it. */
  month(isoDate: string): string;
  number(value: number): string;
  /** The plural form for `count`, filled in (see fillCount). */
  count(forms: PluralText, count: number, values?: Record<string, string | number>): string;
  /** A file's size in kilobytes through the `{size}` template of the site texts. */
  fileSize(template: string, bytes: number): string;
}

/** `locale`: the date-fns locale of the page's language; none in the default language. */
export function pageFormats(settings: SpokenSettings, locale?: Locale): PageFormats {
  const language = pageLanguage(settings);
  const { lang } = language;
  return {
    ...language,
    date: (isoDate) => formatContentDate(isoDate, locale),
    month: (isoDate) => formatContentMonth(isoDate, locale),
    number: (value) => formatNumber(value, lang),
    count: (forms, count, values) => fillCount(forms, count, lang, values),
    fileSize: (template, bytes) => fillText(template, { size: formatNumber(sizeInKb(bytes), lang) }),
  };
}
