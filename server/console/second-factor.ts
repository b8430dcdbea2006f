/**
 * Checks the second step of an operator's sign-in: a current TOTP code, or an unused recovery
 * code. Either is used up in the store atomically, so a code accepted once is refused after, by
 * every instance, also when two sign-ins send it at the same moment.
 */
import type { ScryptCost } from '../auth/password-hash';
import type { OperatorWithSecrets, SecretUpgrade } from '../storage/records';
import type { Storage } from '../storage/storage';
import { isSaltedRecoveryCodeHash, matchingRecoveryCode, saltedRecoveryCodeHash } from './recovery-codes';
import { matchingTotpStep } from './totp';
import { isSealedTotpKey, type TotpKeyCipher } from './totp-key-cipher';

export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

/** A TOTP code whose key cannot be opened (another SESSION_SECRET) throws UnreadableTotpKeyError. */
export async function verifySecondFactor(
  storage: Pick<Storage, 'operators'>,
  operator: Pick<OperatorWithSecrets, 'id' | 'name' | 'totpSecret'>,
  { code, recoveryCode }: SecondFactor,
  now: number,
  cipher: TotpKeyCipher,
): Promise<boolean> {
  if (code) {
    const step = matchingTotpStep(cipher.open(operator.name, operator.totpSecret), code, now);
    return step !== undefined && (await storage.operators.useTotpStep(operator.id, step));
  }
  if (recoveryCode) {
    const stored = await matchingRecoveryCode(
      recoveryCode,
      await storage.operators.unusedRecoveryCodeHashes(operator.id),
    );
    return stored !== undefined && (await storage.operators.useRecoveryCode(operator.id, stored, now));
  }
  return false;
}

/**
 * After a sign-in, stores what was stored the old way in its stronger form: a TOTP key in clear
 * sealed, bare recovery-code hashes wrapped in the salted slow hash. Nothing to do the next time.
 */
export async function upgradeStoredSecrets(
  storage: Pick<Storage, 'operators'>,
  operator: Pick<OperatorWithSecrets, 'id' | 'name' | 'totpSecret'>,
  cipher: TotpKeyCipher,
  recoveryCost?: ScryptCost,
): Promise<void> {
  const totpSecret: SecretUpgrade | undefined = isSealedTotpKey(operator.totpSecret)
    ? undefined
    : { from: operator.totpSecret, to: cipher.seal(operator.name, operator.totpSecret) };
  const bare = (await storage.operators.unusedRecoveryCodeHashes(operator.id)).filter(
    (hash) => !isSaltedRecoveryCodeHash(hash),
  );
  if (!totpSecret && bare.length === 0) return;
  const recoveryCodeHashes = await Promise.all(
    bare.map(async (from) => ({ from, to: await saltedRecoveryCodeHash(from, recoveryCost) })),
  );
  await storage.operators.upgradeSecrets(operator.id, { ...(totpSecret ? { totpSecret } : {}), recoveryCodeHashes });
}
