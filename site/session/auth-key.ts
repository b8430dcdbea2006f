/**
 * The password and link checks: the password as typed (trimmed) is hashed to SHA-256 lowercase hex
 * and only that key is sent, never the password itself. The login form signs in by POST; a link's
 * `auth` parameter by GET, which keeps a live session of another account (the answer then says so).
 */
import { authKeyOf } from '../../engine/shared/accounts/auth-key';
import type { ConflictAnswer, SessionAnswer } from '../api/client';
import { createSession, signInByLink } from './sign-in-api';

/** Whether there is anything to check: empty or blank input makes no request. */
export function hasPassword(input: string): boolean {
  return input.trim() !== '';
}

export function signInWithPassword(password: string): Promise<SessionAnswer> {
  return createSession(authKeyOf(password));
}

export function signInWithLinkKey(authKey: string): Promise<SessionAnswer | ConflictAnswer> {
  return signInByLink(authKey);
}
