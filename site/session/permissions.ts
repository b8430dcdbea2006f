/** Which product models an account may open, as the route guard and the catalogue check them. */
import { permits } from '../../engine/shared/accounts/permits';
import type { Account } from '../../engine/shared/types';

/**
 * A test of the account's models. A malformed list permits nothing and logs one
 * 'Invalid model definition' warning per check, not one per model tested.
 */
export function modelPermission(account: Account | null): (model: string) => boolean {
  if (!Array.isArray(account?.models)) {
    console.warn('Invalid model definition');
    return () => false;
  }
  return (model) => permits(account, model);
}

export function isModelPermitted(account: Account | null, model: string): boolean {
  return modelPermission(account)(model);
}
