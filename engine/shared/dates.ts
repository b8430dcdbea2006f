/**
 * Dates of content: stored as YYYY-MM-DD, shown in the page's language. The default language
 * writes "MMMM dd, yyyy" and needs no locale; another language passes its date-fns locale and gets
 * that language's long date ("21 de agosto de 2025").
 */
import { format, isValid, type Locale, parseISO } from 'date-fns';
import type { Document } from './types';

const contentDateFormat = 'MMMM dd, yyyy';

/** The day of a content date; throws RangeError('Invalid time value') on a date that is not a real calendar date. */
function contentDate(isoDate: string): Date {
  const date = parseISO(isoDate);
  if (!isValid(date)) throw new RangeError(`Invalid time value: "${isoDate}"`);
  return date;
}

/** Formats a content date for display, in the language of `locale` when one is given. */
export function formatContentDate(isoDate: string, locale?: Locale): string {
  const date = contentDate(isoDate);
  // PPP is each locale's own long date: its word order, its "de", its month names.
  return locale ? format(date, 'PPP', { locale }) : format(date, contentDateFormat);
}

/**
 * The month of a content date as a heading says it ("August 2025", "Agosto de 2025"). date-fns
 * locales carry no month-and-year pattern, so another language's is the browser's own (Intl).
 */
export function formatContentMonth(isoDate: string, locale?: Locale): string {
  const date = contentDate(isoDate);
  if (!locale?.code) return format(date, 'MMMM yyyy');
  const month = new Intl.DateTimeFormat(locale.code, { month: 'long', year: 'numeric' }).format(date);
  // Languages that write month names in lower case still start a heading with a capital.
  return month.charAt(0).toLocaleUpperCase(locale.code) + month.slice(1);
}

/** Latest dateUpdated among visible documents, or undefined when none is dated. */
export function latestDocumentDate(documents: Document[]): string | undefined {
  let latest: string | undefined;
  for (const document of documents) {
    if (document.hidden || !document.dateUpdated) continue;
    // ISO dates sort as strings.
    if (!latest || document.dateUpdated > latest) latest = document.dateUpdated;
  }
  return latest;
}

/** What tells when a document last changed: its own date and, for downloads, those of its earlier versions. */
export interface Dated {
  dateUpdated?: string;
  versions?: readonly { date: string }[];
}

/**
 * The newest date a document carries. The compiler keeps earlier versions older than dateUpdated,
 * so this is dateUpdated when there is one; without it, the document changed no earlier than its
 * newest earlier version.
 */
export function documentChangedOn(document: Dated): string | undefined {
  let latest = document.dateUpdated;
  for (const { date } of document.versions ?? []) if (!latest || date > latest) latest = date;
  return latest;
}

/**
 * Whether a document changed since a previous visit made on `visitDay` (YYYY-MM-DD). Content dates
 * are days, so a document dated the day of the visit counts as changed: it may have been published
 * after the visit, and for instructions for use a badge too many is better than one missed.
 */
export function changedSince(document: Dated, visitDay: string | undefined): boolean {
  const changed = documentChangedOn(document);
  return Boolean(visitDay && changed && changed >= visitDay);
}

/** The calendar day of an instant where the reader is, as YYYY-MM-DD, comparable with content dates. */
export function contentDayOf(instant: Date): string {
  return format(instant, 'yyyy-MM-dd');
}
