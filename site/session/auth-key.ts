/** The password check of specification §5: trimmed input, SHA-256 lowercase hex, asked once per key. */
import { sha256 } from 'js-sha256';
import { createSession, type SessionAnswer } from '../api/client';

/** The key to send, or null when there is nothing to check (empty input makes no request). */
export function authKeyOf(input: string | null | undefined): string | null {
  const trimmed = input?.trim();
  return trimmed ? sha256(trimmed) : null;
}

const inFlight = new Map<string, Promise<SessionAnswer>>();

/**
 * POST /api/session once per key at a time: React's development double effects must not send the
 * check twice, since failed checks count against the server's rate limit.
 */
export function checkAuthKey(authKey: string): Promise<SessionAnswer> {
  const existing = inFlight.get(authKey);
  if (existing) return existing;
  const request = createSession(authKey).finally(() => inFlight.delete(authKey));
  inFlight.set(authKey, request);
  return request;
}
