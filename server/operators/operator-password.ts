/**
 * Operators' passwords: held to the same strength rules as customer passwords
 * (accounts/password-policy.ts) and stored as the same slow scrypt hash (accounts/password-hash.ts).
 * The console receives the password itself, not the browser-side SHA-256 customer sign-ins send,
 * so the hash is of the password, trimmed as the policy measures it.
 */
import { hashAuthKey, type ScryptCost, verifyAuthKey } from '../accounts/password-hash';
import { passwordProblem } from '../accounts/password-policy';

/** Why the password is refused for an operator, or undefined when it is acceptable. */
export const operatorPasswordProblem = passwordProblem;

export function hashOperatorPassword(password: string, cost?: ScryptCost): Promise<string> {
  return hashAuthKey(password.trim(), cost);
}

export function verifyOperatorPassword(operator: { passwordHash: string }, password: string): Promise<boolean> {
  return verifyAuthKey(password.trim(), operator.passwordHash);
}
