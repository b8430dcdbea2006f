/** Search: only the search box's chunk asks. */
import type { SearchAnswer } from '../../engine/shared/types';
import { requestJson } from '../api/http';

/** What the signed-in account may see that matches the words, grouped by product line. */
export function searchContent(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  return requestJson<SearchAnswer>('GET', `/api/search?q=${encodeURIComponent(query)}`, { signal });
}
