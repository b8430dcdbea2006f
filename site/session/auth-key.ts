/**
 * The password check: trimmed input, hashed to SHA-256 lowercase hex, sent to the server once per key at a time.
 * A chunk of its own with the hash code (auth-key-chunk.ts loads it), so the login page draws without it.
 */
import { authKeyOf } from '../../engine/shared/accounts/auth-key';
import type { ConflictAnswer, SessionAnswer } from '../api/client';
import { createSession, signInByLink } from './sign-in-api';

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

/** Sends the key of the password as typed (trimmed, hashed): never the password itself. */
export function signInWithPassword(password: string): Promise<SessionAnswer> {
  const authKey = authKeyOf(password);
  return once(`form:${authKey}`, () => createSession(authKey));
}

export function signInWithLinkKey(authKey: string): Promise<SessionAnswer | ConflictAnswer> {
  return once(`link:${authKey}`, () => signInByLink(authKey));
}
