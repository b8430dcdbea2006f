/** Search: only the search box's chunk asks. */
import type { SearchAnswer } from '../../engine/shared/types';
import { requestJson } from '../api/http';

/**
 * What the signed-in account may see that matches the words, grouped by product line. `model` is
 * the line whose page the reader searched from, if any: the server counts searches by line.
 */
export function searchContent(query: string, model?: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const line = model === undefined ? '' : `&model=${encodeURIComponent(model)}`;
  return requestJson<SearchAnswer>('GET', `/api/search?q=${encodeURIComponent(query)}${line}`, { signal });
}
