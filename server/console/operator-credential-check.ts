/**
 * How console sign-in checks an operator, with the store's operators (second-factor.ts): the
 * password against its scrypt hash (a name that is no operator's costs the same work, so timing
 * does not tell which names exist), then a TOTP code or a recovery code, used up only when it
 * matches. A second factor that matches also moves what is stored the old way (a key in clear,
 * bare recovery-code hashes) to its stronger form.
 */
import type { ScryptCost } from '../auth/password-hash';
import type { Storage } from '../storage/storage';
import { verifyOperatorPassword } from './operator-password';
import { upgradeStoredSecrets, verifySecondFactor } from './second-factor';
import type { OperatorCredentialCheck } from './sign-in-routes';
import type { TotpKeyCipher } from './totp-key-cipher';

/** `cost`: of the passwords and of recovery codes' hashes; the defaults unless a test makes them cheap. */
export function operatorCredentialCheck(
  storage: Storage,
  now: () => number,
  cipher: TotpKeyCipher,
  cost?: ScryptCost,
): OperatorCredentialCheck {
  return {
    password: (operator, password) => verifyOperatorPassword(operator, password, cost),
    async secondFactor(operator, factor) {
      if (!(await verifySecondFactor(storage, operator, factor, now(), cipher))) return false;
      await upgradeStoredSecrets(storage, operator, cipher, cost);
      return true;
    },
  };
}
