/**
 * Typed calls of the server's HTTP interface (docs/ARCHITECTURE.md) that the first page makes;
 * answer types come from schema/compiled. The calls only other chunks make live beside it, each in
 * the chunk that uses it: the session question (session.ts), sign-out (sign-out.ts), the password
 * and link checks (sign-in.ts), the catalogue and product lines (catalogue.ts), search (search.ts)
 * and paper copies (paper-copy.ts).
 */
import type { ConflictAnswer, SessionAnswer, SiteAnswer } from '../../engine/shared/types';
import { requestJson } from './http';

export type { ConflictAnswer, SessionAnswer, SiteAnswer };

export function getSite(signal?: AbortSignal): Promise<SiteAnswer> {
  return requestJson<SiteAnswer>('GET', '/api/site', { signal });
}
