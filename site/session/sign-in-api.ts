/** The password and link checks: only the sign-in chunk (session/auth-key.ts) makes them. */
import type { ConflictAnswer, SessionAnswer } from '../../engine/shared/types';
import { requestJson } from '../api/http';

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
