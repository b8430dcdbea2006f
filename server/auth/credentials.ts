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
import { type SignInRefusal, signInRefusal } from './sign-in-refusal';

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
       * `access ended` and `access ended, password right` alike, for an account whose access ended.
       */
      reason:
        | 'unknown key'
        | 'account disabled'
        | 'account disabled, password right'
        | 'access ended'
        | 'access ended, password right'
        | 'plain-hash link refused';
      account?: AccountWithSecret;
      /** Why the account may not sign in (sign-in-refusal.ts), when that is the reason. */
      refusal?: SignInRefusal;
    };

/** Runs the slow hash; the server passes its HashingGate so sign-ins cannot starve file reads. */
export type HashRunner = <T>(hash: () => Promise<T>) => Promise<T>;

const runAtOnce: HashRunner = (hash) => hash();

export interface CheckOptions {
  /** Runs the slow hash; at once when absent. */
  runHash?: HashRunner;
  /** For a key that came in a link: whether the account refuses plain-hash links (refused before hashing, like a disabled one). */
  refusesLink?: (account: AccountWithSecret) => boolean;
  /** Whether this request may be told why the key's account may not sign in (disabled, access ended). */
  mayTellRefusal?: (account: AccountWithSecret) => Promise<boolean>;
  /** The time the account's standing is judged at; now when absent. */
  now?: number;
}

const refusedReasons = {
  disabled: ['account disabled', 'account disabled, password right'],
  'access-ended': ['access ended', 'access ended, password right'],
} as const;

/**
 * The HMAC lookup alone already proves the key; scrypt is the second factor that protects
 * a leaked database whose server secret leaked with it. An unknown key answers at once, and so
 * does an account that may not sign in, disabled or its access ended (checked before hashing,
 * sign-in-refusal.ts), so timing tells an attacker nothing about whether a key belongs to such an
 * account: both look like a wrong password.
 *
 * Saying why an account may not sign in says that the password typed is its password. So it is
 * said only to a request `mayTellRefusal` allows (the server: an address that signed in to that
 * account lately, whose people know the password already) and only once the slow hash has proved
 * the key; only such a request waits for that hash, so neither the answer nor its timing tells
 * anyone else more than a wrong password would.
 */
export async function findAccountByAuthKey(
  storage: Storage,
  secret: string,
  authKey: string,
  { runHash = runAtOnce, refusesLink, mayTellRefusal, now = Date.now() }: CheckOptions = {},
): Promise<CheckResult> {
  const account = await storage.accounts.findByLookupKey(lookupKeyOf(secret, authKey));
  if (!account) return { ok: false, reason: 'unknown key' };
  const refusal = signInRefusal(account, now);
  if (refusal) {
    const [untold, told] = refusedReasons[refusal.kind];
    if (!(await mayTellRefusal?.(account))) return { ok: false, reason: untold, account, refusal };
    const right = await runHash(() => verifyAuthKey(authKey, account.passwordHash));
    return right ? { ok: false, reason: told, account, refusal } : { ok: false, reason: 'unknown key' };
  }
  if (refusesLink?.(account)) return { ok: false, reason: 'plain-hash link refused', account };
  if (!(await runHash(() => verifyAuthKey(authKey, account.passwordHash)))) return { ok: false, reason: 'unknown key' };
  return { ok: true, account };
}
