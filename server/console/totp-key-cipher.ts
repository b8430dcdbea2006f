/**
 * Operators' TOTP keys are stored sealed (auth/sealed-secrets.ts), so a copy of the database does
 * not hand over their second factor. The operator's name is the associated data, so a key moved
 * onto another operator's row does not open; the name rather than the id, because names are unique
 * and never change while `db:copy --append` gives operators new ids.
 *
 * A key stored before encryption (base32 in clear) still opens, so operators made before keep
 * signing in; sign-in stores it sealed (second-factor.ts). A key sealed under another
 * SESSION_SECRET cannot be opened: UnreadableTotpKeyError says what to do.
 */
import { isSealedSecret, secretSealer } from '../auth/sealed-secrets';

export class UnreadableTotpKeyError extends Error {
  constructor(readonly operatorName: string) {
    super(
      'The authenticator key cannot be read with the current SESSION_SECRET (was it changed?): sign in with a recovery code, or have the key replaced with `npm run accounts -- operator-reset-2fa`',
    );
    this.name = 'UnreadableTotpKeyError';
  }
}

export interface TotpKeyCipher {
  /** The stored form of a base32 key for this operator. */
  seal(operatorName: string, base32: string): string;
  /** The base32 key of a stored one, sealed or (stored before encryption) in clear. */
  open(operatorName: string, stored: string): string;
}

/** Whether a stored key is sealed; one that is not was stored before encryption and is base32 in clear. */
export const isSealedTotpKey = isSealedSecret;

const ownerOf = (operatorName: string) => `operator:${operatorName}`;

export function totpKeyCipher(sessionSecret: string): TotpKeyCipher {
  const sealer = secretSealer(sessionSecret, 'operator totp keys');
  return {
    seal: (operatorName, base32) => sealer.seal(ownerOf(operatorName), base32),
    open(operatorName, stored) {
      if (!isSealedTotpKey(stored)) return stored;
      try {
        return sealer.open(ownerOf(operatorName), stored);
      } catch {
        throw new UnreadableTotpKeyError(operatorName);
      }
    },
  };
}
