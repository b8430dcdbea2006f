/**
 * What a new operator, or one given a new second factor, receives once: the TOTP key as an
 * `otpauth://` address (for a QR code) and ten recovery codes. The store keeps the key and the
 * codes' hashes only.
 */
import { newRecoveryCodes } from './recovery-codes';
import { newTotpSecret, otpauthUri } from './totp';

export interface OperatorSecrets {
  totpSecret: string;
  otpauthUri: string;
  /** Shown once, never stored. */
  recoveryCodes: string[];
  recoveryCodeHashes: string[];
}

export function newOperatorSecrets(operatorName: string): OperatorSecrets {
  const totpSecret = newTotpSecret();
  const { codes, hashes } = newRecoveryCodes();
  return {
    totpSecret,
    otpauthUri: otpauthUri(operatorName, totpSecret),
    recoveryCodes: codes,
    recoveryCodeHashes: hashes,
  };
}
