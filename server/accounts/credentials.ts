/**
 * How a password becomes what the server stores. The browser sends the auth key
 * (SHA-256 hex of the trimmed password); the server finds the account by an HMAC of
 * the key under its secret and then verifies the slow scrypt hash.
 */
import { createHmac } from 'node:crypto';
import { sha256 } from 'js-sha256';
import type { AccountWithSecret, Storage } from '../storage/storage';
import { hashAuthKey, type ScryptCost, verifyAuthKey } from './password-hash';

export const authKeyPattern = '^[0-9a-f]{64}$';

/** Exactly what the login page sends for a typed password. */
export function authKeyOf(password: string): string {
  return sha256(password.trim());
}

export function lookupKeyOf(secret: string, authKey: string): string {
  return createHmac('sha256', secret).update(authKey).digest('hex');
}

export interface Credential {
  lookupKey: string;
  passwordHash: string;
}

export async function credentialFor(secret: string, authKey: string, cost?: ScryptCost): Promise<Credential> {
  return { lookupKey: lookupKeyOf(secret, authKey), passwordHash: await hashAuthKey(authKey, cost) };
}

export type CheckResult =
  | { ok: true; account: AccountWithSecret }
  | { ok: false; reason: 'unknown key' | 'account disabled'; account?: AccountWithSecret };

/**
 * The HMAC lookup alone already proves the key; scrypt is the second factor that protects
 * a leaked database whose server secret leaked with it. An unknown key answers at once:
 * the timing difference tells an attacker no more than the answer itself does.
 */
export async function checkAuthKey(storage: Storage, secret: string, authKey: string): Promise<CheckResult> {
  const account = storage.accounts.findByLookupKey(lookupKeyOf(secret, authKey));
  if (!account || !(await verifyAuthKey(authKey, account.passwordHash))) return { ok: false, reason: 'unknown key' };
  if (account.disabled) return { ok: false, reason: 'account disabled', account };
  return { ok: true, account };
}
