/** Which product models an account may open (specification §5, route guard). */
import type { Account } from '../../engine/types';

/** The permitted models, or null (with the specification's console message) when the account's list is malformed. */
export function permittedModels(account: Account | null): ReadonlySet<string> | null {
  if (!Array.isArray(account?.models)) {
    console.warn('Invalid model definition');
    return null;
  }
  return new Set(account.models);
}

export function isModelPermitted(account: Account | null, model: string): boolean {
  return permittedModels(account)?.has(model) ?? false;
}
