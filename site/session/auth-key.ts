/** The password check: trimmed input, hashed to SHA-256 lowercase hex, sent to the server once per key at a time. */
import { authKeyOf } from '../../engine/accounts/auth-key';
import { type ConflictAnswer, createSession, type SessionAnswer, signInByLink } from '../api/client';

/** The key to send, or null when there is nothing to check (empty input makes no request). */
export function authKeyOfInput(input: string | null | undefined): string | null {
  return input?.trim() ? authKeyOf(input) : null;
}

const inFlight = new Map<string, Promise<SessionAnswer | ConflictAnswer>>();

/**
 * One check per key at a time: React's development double effects must not send it twice, since
 * failed checks count against the server's rate limit. The login form signs in by POST; a link's
 * `auth` parameter by GET, which keeps a live session of another account (the answer then says so).
 */
function once<T extends SessionAnswer | ConflictAnswer>(key: string, check: () => Promise<T>): Promise<T> {
  const existing = inFlight.get(key);
  if (existing) return existing as Promise<T>;
  const request = check().finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

export function signInWithAuthKey(authKey: string): Promise<SessionAnswer> {
  return once(`form:${authKey}`, () => createSession(authKey));
}

export function signInWithLinkKey(authKey: string): Promise<SessionAnswer | ConflictAnswer> {
  return once(`link:${authKey}`, () => signInByLink(authKey));
}
