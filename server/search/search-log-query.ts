/**
 * A search as the log counts it: the words the search looked for (engine/shared/search), however
 * they were typed (case, accents, spacing, full-width or compatibility characters), so "Air  in
 * Line" and "air line" are one row, and words the search leaves out (common words, repeats, those
 * past the eighth) never reach the log. '' when the search looked for no word.
 */
import { maxQueryLength, queryWordsOf } from '../../engine/shared/search/search-query';

export function searchLogQuery(query: string, lang: string): string {
  return queryWordsOf(query.normalize('NFKC').replace(/\s+/g, ' '), lang).join(' ').slice(0, maxQueryLength);
}
