/**
 * Slow hash of the auth key (the browser's SHA-256 of the password, itself a password
 * equivalent). scrypt with ASVS / OWASP parameters by default; the cost is a parameter so
 * tests can run fast, and it is stored in each hash so stronger defaults never break old ones.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** N=2^17, r=8, p=1: OWASP's recommendation for scrypt (about 128 MiB and a fraction of a second). */
export const strongScryptCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const keyLength = 32;
const saltLength = 16;

function scryptAsync(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // Node refuses when 128 * N * r exceeds maxmem (32 MiB by default), so allow twice what the cost needs.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Format: scrypt$N$r$p$salt(base64)$hash(base64). */
export async function hashAuthKey(authKey: string, cost: ScryptCost = strongScryptCost): Promise<string> {
  const salt = randomBytes(saltLength);
  const hash = await scryptAsync(authKey, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyAuthKey(authKey: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || salt === undefined || hash === undefined) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(authKey, Buffer.from(salt, 'base64'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
