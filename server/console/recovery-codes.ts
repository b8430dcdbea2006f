/**
 * One-time recovery codes: an operator whose authenticator is lost signs in with one of them
 * instead of a TOTP code. Ten are made at a time and shown once. The store keeps a salted scrypt
 * hash of each code's SHA-256, so a copy of the database gives no quick way to the codes: each of
 * the 60 random bits costs a slow hash per guess, for each code apart. Checking a code tries the
 * operator's unused ones (ten at most), and only after the right password.
 *
 * Codes stored before the hashes were salted are the bare SHA-256 hex: they are still accepted,
 * and sign-in wraps them in the slow hash (saltedRecoveryCodeHash takes that hex), which needs no code.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { hashAuthKey, type ScryptCost, verifyAuthKey } from '../auth/password-hash';

const recoveryCodeCount = 10;

/** About 30 ms and 16 MiB each: ten per operator are made at once, and tried at a sign-in with a code. */
const recoveryCodeScryptCost: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

/** Lower-case letters and digits without the ones easily misread (0/o, 1/l/i). */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const groups = 3;
const groupLength = 4;

function newRecoveryCode(): string {
  return Array.from({ length: groups }, () =>
    Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join(''),
  ).join('-');
}

/**
 * The SHA-256 hex the slow hash is made of. Case, spaces and dashes do not matter, so a code
 * typed as `ABCD EFGH JKMN` finds the one printed as `abcd-efgh-jkmn`.
 */
export function recoveryCodeHash(code: string): string {
  const canonical = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(canonical).digest('hex');
}

/** Whether a stored hash is salted; one that is not is a code's bare SHA-256 hex, stored before. */
export const isSaltedRecoveryCodeHash = (stored: string): boolean => stored.startsWith('scrypt$');

/** The stored form of a code's SHA-256 hex (recoveryCodeHash), also of one stored bare before. */
export function saltedRecoveryCodeHash(sha256Hex: string, cost: ScryptCost = recoveryCodeScryptCost): Promise<string> {
  return hashAuthKey(sha256Hex, cost);
}

/** Of the stored hashes, the one the typed code matches, if any. */
export async function matchingRecoveryCode(code: string, stored: readonly string[]): Promise<string | undefined> {
  const digest = recoveryCodeHash(code);
  for (const hash of stored) {
    const matches = isSaltedRecoveryCodeHash(hash)
      ? await verifyAuthKey(digest, hash)
      : hash.length === digest.length && timingSafeEqual(Buffer.from(hash), Buffer.from(digest));
    if (matches) return hash;
  }
  return undefined;
}

export async function newRecoveryCodes(cost?: ScryptCost): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => saltedRecoveryCodeHash(recoveryCodeHash(code), cost)));
  return { codes, hashes };
}
