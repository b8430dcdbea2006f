/**
 * The operator name audit rows carry for what the command-line tools change: `cli:` and the
 * system user who ran them, as console actions carry the signed-in operator's name.
 */
import { userInfo } from 'node:os';

export function cliOperator(): string {
  let user: string;
  try {
    user = userInfo().username;
  } catch {
    // A container may run under a numeric user id that has no name.
    user = process.env.USER ?? 'unknown';
  }
  return `cli:${user}`;
}
