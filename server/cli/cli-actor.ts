/** Who the audit log names for the account commands: the system user who ran them. */
import type { Actor } from '../auth/account-actions';
import { cliOperator } from '../console/cli-operator';

export function cliActor(): Actor {
  return { operator: cliOperator(), clientAddress: 'operator', requestId: 'accounts-cli', userAgent: null };
}
