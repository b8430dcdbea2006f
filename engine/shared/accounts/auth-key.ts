/**
 * The auth key: the SHA-256 (lowercase hex) of the trimmed password. The browser sends it
 * instead of the password; the server derives it the same way for the accounts command and
 * demo accounts, so both sides agree by construction.
 */
import { sha256 } from 'js-sha256';

export const authKeyPattern = '^[0-9a-f]{64}$';

export function authKeyOf(password: string): string {
  return sha256(password.trim());
}
