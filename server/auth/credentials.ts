/**
 * How a password becomes what the server stores. The browser sends the auth key
 * (SHA-256 hex of the trimmed password); the server finds the account by an HMAC of
 * the key under its secret and then verifies the slow scrypt hash.
 */
import { createHmac } from 'node:crypto';
import { authKeyOf } from '../../engine/shared/accounts/auth-key';
import type { AccountRecord, AccountWithSecret } from '../storage/records';
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
      /**
       * `account disabled, password right`: the slow hash proved the key of a disabled account, for
       * a request that may be told so; `account disabled`: refused before hashing, as an unknown key.
       */
      reason: 'unknown key' | 'account disabled' | 'account disabled, password right' | 'plain-hash link refused';
      account?: AccountWithSecret;
    };

/**
 * Whether the account may sign in at all, by any way (its password, a link, its hospital's
 * provider): the one rule every sign-in applies.
 */
export function accountUsable(account: AccountRecord): boolean {
  return !account.disabled;
}

/** Runs the slow hash; the server passes its HashingGate so sign-ins cannot starve file reads. */
export type HashRunner = <T>(hash: () => Promise<T>) => Promise<T>;

const runAtOnce: HashRunner = (hash) => hash();

/**
 * The HMAC lookup alone already proves the key; scrypt is the second factor that protects
 * a leaked database whose server secret leaked with it. An unknown key answers at once, and so
 * does a disabled account (checked before hashing), so timing tells an attacker nothing about
 * whether a key belongs to a disabled account: both look like a wrong password.
 *
 * Saying that an account is disabled says that the password typed is its password. So it is said
 * only to a request `mayTellDisabled` allows (the server: an address that signed in to that
 * account lately, whose people know the password already) and only once the slow hash has proved
 * the key; only such a request waits for that hash, so neither the answer nor its timing tells
 * anyone else more than a wrong password would.
 */
export async function findAccountByAuthKey(
  storage: Storage,
  secret: string,
  authKey: string,
  runHash: HashRunner = runAtOnce,
  /** For a key that came in a link: whether the account refuses plain-hash links (refused before hashing, like a disabled one). */
  refusesLink?: (account: AccountWithSecret) => boolean,
  /** Whether this request may be told that the key's account is disabled. */
  mayTellDisabled?: (account: AccountWithSecret) => Promise<boolean>,
): Promise<CheckResult> {
  const account = await storage.accounts.findByLookupKey(lookupKeyOf(secret, authKey));
  if (!account) return { ok: false, reason: 'unknown key' };
  if (!accountUsable(account)) {
    if (!(await mayTellDisabled?.(account))) return { ok: false, reason: 'account disabled', account };
    const right = await runHash(() => verifyAuthKey(authKey, account.passwordHash));
    return right
      ? { ok: false, reason: 'account disabled, password right', account }
      : { ok: false, reason: 'unknown key' };
  }
  if (refusesLink?.(account)) return { ok: false, reason: 'plain-hash link refused', account };
  if (!(await runHash(() => verifyAuthKey(authKey, account.passwordHash)))) return { ok: false, reason: 'unknown key' };
  return { ok: true, account };
}
