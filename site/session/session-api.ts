/**
 * The server session as the signed-in chunks see it, asked for by the guard and the product area; ended
 * by Sign out (sign-out-api.ts), which only the signed-in chunk carries.
 */
import type { SessionAnswer } from '../api/client';
import { requestJson } from '../api/http';

/** The tab's session; rejects as unauthenticated when there is none (the server's 204). */
export function getSession(signal?: AbortSignal): Promise<SessionAnswer> {
  return requestJson<SessionAnswer>('GET', '/api/session', { signal });
}

/**
 * The route guard's question as a load of shared/start-resource.ts, so the entry can ask it before the
 * guard is drawn: in a tab that stored no session, nothing else can be shown until it is answered.
 */
export const guardCheck = { key: 'guard', load: (_key: string, signal: AbortSignal) => getSession(signal) };
