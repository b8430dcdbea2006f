/** The server session as the signed-in chunks see it: asked for by the guard and the product area, ended by Sign out. */
import type { SessionAnswer } from './client';
import { requestEmpty, requestJson } from './http';

export function getSession(signal?: AbortSignal): Promise<SessionAnswer> {
  return requestJson<SessionAnswer>('GET', '/api/session', { signal });
}

export function deleteSession(signal?: AbortSignal): Promise<void> {
  return requestEmpty('DELETE', '/api/session', { signal });
}
