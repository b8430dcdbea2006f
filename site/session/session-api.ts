/** The server session, asked for by the signed-in layout's loader; ended by Sign out (sign-out-api.ts). */
import type { SessionAnswer } from '../api/client';
import { requestJson } from '../api/http';

/** The tab's session; rejects as unauthenticated when there is none (the server's 204). */
export function getSession(signal?: AbortSignal): Promise<SessionAnswer> {
  return requestJson<SessionAnswer>('GET', '/api/session', { signal });
}
