/** The password check: trimmed input, hashed to SHA-256 lowercase hex, sent to the server once per key at a time. */
import { authKeyOf } from '../../engine/accounts/auth-key';
import { createSession, type SessionAnswer } from '../api/client';

/** The key to send, or null when there is nothing to check (empty input makes no request). */
export function authKeyOfInput(input: string | null | undefined): string | null {
  return input?.trim() ? authKeyOf(input) : null;
}

const inFlight = new Map<string, Promise<SessionAnswer>>();

/**
 * POST /api/session once per key at a time: React's development double effects must not send the
 * check twice, since failed checks count against the server's rate limit.
 */
export function signInWithAuthKey(authKey: string): Promise<SessionAnswer> {
  const existing = inFlight.get(authKey);
  if (existing) return existing;
  const request = createSession(authKey).finally(() => inFlight.delete(authKey));
  inFlight.set(authKey, request);
  return request;
}
