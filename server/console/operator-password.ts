/**
 * Operators' passwords: held to the same strength rules as customer passwords
 * (auth/password-policy.ts) and stored as the same slow scrypt hash (auth/password-hash.ts).
 * The console receives the password itself, not the browser-side SHA-256 customer sign-ins send,
 * so the hash is of the password, trimmed as the policy measures it.
 */
import { hashAuthKey, type ScryptCost, strongScryptCost, verifyAuthKey } from '../auth/password-hash';
import { passwordProblem } from '../auth/password-policy';

/** Why the password is refused for an operator, or undefined when it is acceptable. */
export const operatorPasswordProblem = passwordProblem;

export function hashOperatorPassword(password: string, cost?: ScryptCost): Promise<string> {
  return hashAuthKey(password.trim(), cost);
}

/** One stand-in hash per cost, made when first needed. */
const standIns = new Map<string, Promise<string>>();

function standInHash(cost: ScryptCost): Promise<string> {
  const key = `${cost.N}:${cost.r}:${cost.p}`;
  let hash = standIns.get(key);
  if (!hash) {
    hash = hashAuthKey('no operator has this password', cost);
    standIns.set(key, hash);
  }
  return hash;
}

/**
 * Whether the password is the operator's. For a name that is no operator (`undefined`) the
 * answer is false after the same scrypt work as for a real one, so how long a sign-in takes does
 * not tell which operator names exist; `unknownCost` is the cost operators' hashes are made with.
 */
export async function verifyOperatorPassword(
  operator: { passwordHash: string } | undefined,
  password: string,
  unknownCost: ScryptCost = strongScryptCost,
): Promise<boolean> {
  if (!operator) {
    await verifyAuthKey(password.trim(), await standInHash(unknownCost));
    return false;
  }
  return verifyAuthKey(password.trim(), operator.passwordHash);
}
