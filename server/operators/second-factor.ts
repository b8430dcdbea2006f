/**
 * Checks the second step of an operator's sign-in: a current TOTP code, or an unused recovery
 * code. Either is used up in the store atomically, so a code accepted once is refused after, by
 * every instance, also when two sign-ins send it at the same moment.
 */
import type { OperatorWithSecrets, Storage } from '../storage/storage';
import { recoveryCodeHash } from './recovery-codes';
import { matchingTotpStep } from './totp';

export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

export async function verifySecondFactor(
  storage: Pick<Storage, 'operators'>,
  operator: Pick<OperatorWithSecrets, 'id' | 'totpSecret'>,
  { code, recoveryCode }: SecondFactor,
  now: number,
): Promise<boolean> {
  if (code) {
    const step = matchingTotpStep(operator.totpSecret, code, now);
    return step !== undefined && (await storage.operators.useTotpStep(operator.id, step));
  }
  if (recoveryCode) return storage.operators.useRecoveryCode(operator.id, recoveryCodeHash(recoveryCode), now);
  return false;
}
