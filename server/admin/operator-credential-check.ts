/**
 * How console sign-in checks an operator, with the store's operators (server/operators): the
 * password against its scrypt hash, then a TOTP code or a recovery code, used up only when it
 * matches. A name that is no operator's is checked against a stand-in hash, so the time an answer
 * takes does not tell which names exist.
 */
import { randomBytes } from 'node:crypto';
import type { ScryptCost } from '../accounts/password-hash';
import { hashOperatorPassword, verifyOperatorPassword } from '../operators/operator-password';
import { verifySecondFactor } from '../operators/second-factor';
import type { Storage } from '../storage/storage';
import type { OperatorCredentialCheck } from './sign-in-routes';

export function operatorCredentialCheck(
  storage: Storage,
  now: () => number,
  cost?: ScryptCost,
): OperatorCredentialCheck {
  let standIn: Promise<string> | undefined;
  return {
    async password(operator, password) {
      if (operator) return verifyOperatorPassword(operator, password);
      standIn ??= hashOperatorPassword(randomBytes(16).toString('hex'), cost);
      await verifyOperatorPassword({ passwordHash: await standIn }, password);
      return false;
    },
    secondFactor: (operator, factor) => verifySecondFactor(storage, operator, factor, now()),
  };
}
