/**
 * One-time recovery codes: an operator whose authenticator is lost signs in with one of them
 * instead of a TOTP code. Ten are made at a time, shown once, and stored only as SHA-256 hashes;
 * 60 random bits each are far beyond guessing under the sign-in limits.
 */
import { createHash, randomInt } from 'node:crypto';

export const recoveryCodeCount = 10;

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
 * The hash a code is stored and looked up by. Case, spaces and dashes do not matter, so a code
 * typed as `ABCD EFGH JKMN` finds the one printed as `abcd-efgh-jkmn`.
 */
export function recoveryCodeHash(code: string): string {
  const canonical = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(canonical).digest('hex');
}

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  return { codes, hashes: codes.map(recoveryCodeHash) };
}
