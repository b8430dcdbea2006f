import type { AccountSummary } from '../../../engine/shared/console/console-api';

/** Whether an account signs in, as the list and its page say it. */
export const stateOf = (account: Pick<AccountSummary, 'enabled' | 'accessEnded'>) =>
  !account.enabled ? 'Disabled' : account.accessEnded ? 'Access ended' : 'Enabled';
