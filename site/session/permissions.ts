/** Which product models an account may open, as the route guard checks them. */
import { permits } from '../../engine/accounts/permits';
import type { Account } from '../../engine/types';

/** The permitted models, or null (with an 'Invalid model definition' console warning) when the account's list is malformed. */
export function permittedModels(account: Account | null): ReadonlySet<string> | null {
  if (!Array.isArray(account?.models)) {
    console.warn('Invalid model definition');
    return null;
  }
  return new Set(account.models);
}

export function isModelPermitted(account: Account | null, model: string): boolean {
  return permittedModels(account) !== null && account !== null && permits(account, model);
}
