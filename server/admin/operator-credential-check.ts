/**
 * How console sign-in checks an operator, with the store's operators (server/operators): the
 * password against its scrypt hash (a name that is no operator's costs the same work, so timing
 * does not tell which names exist), then a TOTP code or a recovery code, used up only when it
 * matches.
 */
import type { ScryptCost } from '../accounts/password-hash';
import { verifyOperatorPassword } from '../operators/operator-password';
import { verifySecondFactor } from '../operators/second-factor';
import type { Storage } from '../storage/storage';
import type { OperatorCredentialCheck } from './sign-in-routes';

export function operatorCredentialCheck(
  storage: Storage,
  now: () => number,
  cost?: ScryptCost,
): OperatorCredentialCheck {
  return {
    password: (operator, password) => verifyOperatorPassword(operator, password, cost),
    secondFactor: (operator, factor) => verifySecondFactor(storage, operator, factor, now()),
  };
}
