/**
 * The password and link checks (auth-key.ts, with the SHA-256 code) are a chunk of their own: the login
 * page's answer preloads it (server/routes/page-preloads.ts), so a check waits for it only when it has
 * not arrived yet.
 */
import { ApiError } from '../api/errors';

export function loadAuthKeyChecks(): Promise<typeof import('./auth-key')> {
  // A chunk that does not arrive is the network's failure, not a wrong password.
  return import('./auth-key').catch(() => {
    throw new ApiError('network');
  });
}

/** Whether there is anything to check: empty or blank input makes no request. */
export function hasPassword(input: string): boolean {
  return input.trim() !== '';
}
