/**
 * A password the console makes for a hospital when the operator types none: 20 characters of
 * RFC 4648 base32 from the system's random source (100 bits), in groups of four for reading out
 * over the phone. Lower case, because the portal's sign-in trims but never folds case.
 */
import { randomInt } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
const groups = 5;
const groupLength = 4;

export function generatePassword(): string {
  return Array.from({ length: groups }, () =>
    Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join(''),
  ).join('-');
}
