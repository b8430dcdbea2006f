/**
 * A search as the log counts it: the same words however they were typed (case, spacing, full-width
 * or compatibility characters), so "Air  in Line" and "air in line" are one row.
 */
import { maxQueryLength } from '../../engine/shared/search/search-query';

export function searchLogQuery(query: string): string {
  return query.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, maxQueryLength);
}
