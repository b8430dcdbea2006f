/**
 * Typed calls of the server's HTTP interface (docs/ARCHITECTURE.md) that the first page makes;
 * answer types come from schema/compiled. The calls only other chunks make live with the feature
 * whose chunk uses them: the session question, sign-out and the password and link checks
 * (session/session-api.ts, sign-out-api.ts, sign-in-api.ts), the catalogue (catalogue/catalogue-api.ts),
 * product lines and paper copies (product/product-api.ts, paper-copy-api.ts) and search
 * (search/search-api.ts).
 */
import type { ConflictAnswer, SessionAnswer, SiteAnswer } from '../../engine/shared/types';
import { requestJson } from './http';

export type { ConflictAnswer, SessionAnswer, SiteAnswer };

export function getSite(signal?: AbortSignal): Promise<SiteAnswer> {
  return requestJson<SiteAnswer>('GET', '/api/site', { signal });
}
