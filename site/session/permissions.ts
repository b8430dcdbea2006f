/** Which product models an account may open, as the route guard checks them. */
import { permits } from '../../engine/accounts/permits';
import type { Account } from '../../engine/types';

/** False, with an 'Invalid model definition' console warning, when the account's list is malformed. */
export function isModelPermitted(account: Account | null, model: string): boolean {
  if (!Array.isArray(account?.models)) {
    console.warn('Invalid model definition');
    return false;
  }
  return permits(account, model);
}
