/**
 * The server session as the signed-in chunks see it, asked for by the guard and the product area; ended
 * by Sign out (sign-out.ts), which only the signed-in chunk carries.
 */
import type { SessionAnswer } from './client';
import { ApiError } from './errors';
import { requestJson } from './http';

/** The tab's session; rejects as unauthenticated when there is none (the server's 204). */
export async function getSession(signal?: AbortSignal): Promise<SessionAnswer> {
  const answer = await requestJson<SessionAnswer | undefined>('GET', '/api/session', { signal, empty: [204] });
  if (answer === undefined) throw new ApiError('unauthenticated');
  return answer;
}

/**
 * The route guard's question as a load of data/use-resource.ts, so the entry can ask it before the
 * guard is drawn: in a tab that stored no session, nothing else can be shown until it is answered.
 */
export const guardCheck = { key: 'guard', load: (_key: string, signal: AbortSignal) => getSession(signal) };
