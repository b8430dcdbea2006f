/**
 * What the login form says after a failed check, by the reason the server gave (`reason` of its
 * error answer), else by how the request failed: the specification's sentence for a wrong password
 * only, and a sentence of its own for every other cause, so nobody retypes a right password.
 */
import type { SiteSettings } from '../../engine/shared/types';
import { isApiError } from '../api/errors';

/**
 * The site's wrong-password text (`incorrect`, which marks the field), another sentence, that
 * sign-ins from here are refused for now (with the server's Retry-After, when it gave one), or that
 * the account's access ended on a day (YYYY-MM-DD), said with whom to call.
 */
export type SignInFailure =
  | { incorrect: boolean; message: string }
  | { lockedOut: true; retryAfterSeconds?: number }
  | { accessEndedOn: string };

export function signInFailureOf(error: unknown, site: Pick<SiteSettings, 'login' | 'errors'>): SignInFailure {
  const texts = site.login;
  const saying = (message: string): SignInFailure => ({ incorrect: false, message });
  if (!isApiError(error)) return saying(texts.unavailableMessage);
  // Offline or throttled is not a wrong password: telling the user to retype it would mislead.
  if (error.kind === 'rate-limited') return { lockedOut: true, retryAfterSeconds: error.retryAfterSeconds };
  if (error.kind === 'network') return saying(site.errors.requests.network);
  switch (error.reason) {
    case 'password-incorrect':
      return { incorrect: true, message: texts.errorMessage };
    case 'account-disabled':
      // The server names a disabled account only to an address that signed in to it lately, once the
      // password is proved (server/routes/session-routes.ts): anyone else reads the wrong password's.
      return saying(texts.accountDisabledMessage);
    case 'access-ended':
      // Named as a disabled account is, and only then; an answer without its day says what it can.
      return error.accessEndedOn ? { accessEndedOn: error.accessEndedOn } : saying(texts.refusedMessage);
    case 'password-not-allowed':
      return saying(texts.hospital.passwordNotAllowedMessage);
    case 'other-site':
    case 'malformed-request':
      return saying(texts.refusedMessage);
    case 'busy':
    case 'database-unavailable':
    case 'shutting-down':
    case 'internal-error':
      return saying(texts.unavailableMessage);
    default:
      // An answer without a reason (a proxy's, an older server's): its status says what it can.
      if (error.kind === 'unauthenticated') return { incorrect: true, message: texts.errorMessage };
      if (error.kind === 'server' && (error.status ?? 500) < 500) return saying(texts.refusedMessage);
      return saying(error.kind === 'forbidden' ? texts.refusedMessage : texts.unavailableMessage);
  }
}
