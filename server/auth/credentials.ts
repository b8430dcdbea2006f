/**
 * How a password becomes what the server stores. The browser sends the auth key
 * (SHA-256 hex of the trimmed password); the server finds the account by an HMAC of
 * the key under its secret and then verifies the slow scrypt hash.
 */
import { createHmac } from 'node:crypto';
import { authKeyOf } from '../../engine/shared/accounts/auth-key';
import type { AccountWithSecret } from '../storage/records';
import type { Storage } from '../storage/storage';
import { hashAuthKey, type ScryptCost, verifyAuthKey } from './password-hash';

export { authKeyOf };

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
  | {
      ok: false;
      reason: 'unknown key' | 'account disabled' | 'plain-hash link refused';
      account?: AccountWithSecret;
    };

/** Runs the slow hash; the server passes its HashingGate so sign-ins cannot starve file reads. */
export type HashRunner = <T>(hash: () => Promise<T>) => Promise<T>;

const runAtOnce: HashRunner = (hash) => hash();

/**
 * The HMAC lookup alone already proves the key; scrypt is the second factor that protects
 * a leaked database whose server secret leaked with it. An unknown key answers at once, and so
 * does a disabled account (checked before hashing), so timing tells an attacker nothing about
 * whether a key belongs to a disabled account: both look like a wrong password.
 */
export async function findAccountByAuthKey(
  storage: Storage,
  secret: string,
  authKey: string,
  runHash: HashRunner = runAtOnce,
  /** For a key that came in a link: whether the account refuses plain-hash links (refused before hashing, like a disabled one). */
  refusesLink?: (account: AccountWithSecret) => boolean,
): Promise<CheckResult> {
  const account = await storage.accounts.findByLookupKey(lookupKeyOf(secret, authKey));
  if (!account) return { ok: false, reason: 'unknown key' };
  if (account.disabled) return { ok: false, reason: 'account disabled', account };
  if (refusesLink?.(account)) return { ok: false, reason: 'plain-hash link refused', account };
  if (!(await runHash(() => verifyAuthKey(authKey, account.passwordHash)))) return { ok: false, reason: 'unknown key' };
  return { ok: true, account };
}
