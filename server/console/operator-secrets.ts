/**
 * What a new operator, or one given a new second factor, receives once: the TOTP key as an
 * `otpauth://` address (for a QR code) and ten recovery codes. The store keeps the key encrypted
 * (totp-key-cipher.ts) and the codes' salted hashes only (recovery-codes.ts).
 */
import type { ScryptCost } from '../auth/password-hash';
import { newRecoveryCodes } from './recovery-codes';
import { newTotpSecret, otpauthUri } from './totp';

export interface OperatorSecrets {
  /** Base32, for the authenticator only: the store gets it sealed (TotpKeyCipher.seal). */
  totpSecret: string;
  otpauthUri: string;
  /** Shown once, never stored. */
  recoveryCodes: string[];
  recoveryCodeHashes: string[];
}

/** `cost`: of the recovery codes' hashes (tests make them cheap). */
export async function newOperatorSecrets(operatorName: string, cost?: ScryptCost): Promise<OperatorSecrets> {
  const totpSecret = newTotpSecret();
  const { codes, hashes } = await newRecoveryCodes(cost);
  return {
    totpSecret,
    otpauthUri: otpauthUri(operatorName, totpSecret),
    recoveryCodes: codes,
    recoveryCodeHashes: hashes,
  };
}
