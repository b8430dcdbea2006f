/** Who the audit log names for the operator commands: the system user who ran them. */
import { userInfo } from 'node:os';
import type { Actor } from '../accounts/account-actions';

function systemUser(): string {
  try {
    return userInfo().username;
  } catch {
    // A container may run under a user id with no name.
    return process.env.USER ?? `uid ${process.getuid?.() ?? 'unknown'}`;
  }
}

export function cliActor(): Actor {
  return { operator: `cli:${systemUser()}`, clientAddress: 'operator', requestId: 'accounts-cli', userAgent: null };
}
