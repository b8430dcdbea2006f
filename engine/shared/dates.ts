/** Dates of content: stored as YYYY-MM-DD, shown as "MMMM dd, yyyy". */
import { format, isValid, parseISO } from 'date-fns';
import type { Document } from './types';

export const contentDateFormat = 'MMMM dd, yyyy';

/** Formats a content date for display; throws RangeError('Invalid time value') on a date that is not a real calendar date. */
export function formatContentDate(isoDate: string): string {
  const date = parseISO(isoDate);
  if (!isValid(date)) throw new RangeError(`Invalid time value: "${isoDate}"`);
  return format(date, contentDateFormat);
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
