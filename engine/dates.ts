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
