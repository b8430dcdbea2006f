/** Typed calls of the server's HTTP interface (docs/ARCHITECTURE.md); answer types come from schema/compiled. */
import type {
  CatalogueEntry,
  CompiledProduct,
  ConflictAnswer,
  ErrorAnswer,
  PaperCopyAnswer,
  PaperCopyRequest,
  SearchAnswer,
  SessionAnswer,
  SiteAnswer,
} from '../../engine/types';
import { requestEmpty, requestJson } from './http';

export type { ConflictAnswer, SessionAnswer, SiteAnswer };

/** Checks a SHA-256 hex of the trimmed password; the server answers the account and sets the session cookie. */
export function createSession(authKey: string, signal?: AbortSignal): Promise<SessionAnswer> {
  return requestJson<SessionAnswer>('POST', '/api/session', { body: { authKey }, signal });
}

/**
 * The check a link makes (?auth=): GET /authenticate.php, which never replaces a live session of
 * another account. Then the answer is 409 with the session that stays (ConflictAnswer).
 */
export function signInByLink(authKey: string, signal?: AbortSignal): Promise<SessionAnswer | ConflictAnswer> {
  const path = `/authenticate.php?auth_key=${encodeURIComponent(authKey)}`;
  return requestJson<SessionAnswer | ConflictAnswer>('GET', path, { signal, answers: [409] });
}

export function getSession(signal?: AbortSignal): Promise<SessionAnswer> {
  return requestJson<SessionAnswer>('GET', '/api/session', { signal });
}

export function deleteSession(signal?: AbortSignal): Promise<void> {
  return requestEmpty('DELETE', '/api/session', { signal });
}

export function getSite(signal?: AbortSignal): Promise<SiteAnswer> {
  return requestJson<SiteAnswer>('GET', '/api/site', { signal });
}

export function getCatalogue(signal?: AbortSignal): Promise<CatalogueEntry[]> {
  return requestJson<CatalogueEntry[]>('GET', '/api/catalogue', { signal });
}

export function getProduct(model: string, signal?: AbortSignal): Promise<CompiledProduct> {
  return requestJson<CompiledProduct>('GET', `/api/products/${encodeURIComponent(model)}`, { signal });
}

/** What the signed-in account may see that matches the words, grouped by product line. */
export function searchContent(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  return requestJson<SearchAnswer>('GET', `/api/search?q=${encodeURIComponent(query)}`, { signal });
}

/** Asks for printed instructions for use; a refused form (400) is an answer that says why, by field. */
export function createPaperCopyRequest(
  request: PaperCopyRequest,
  signal?: AbortSignal,
): Promise<PaperCopyAnswer | ErrorAnswer> {
  return requestJson<PaperCopyAnswer | ErrorAnswer>('POST', '/api/paper-copy-requests', {
    body: request,
    signal,
    answers: [400],
  });
}
