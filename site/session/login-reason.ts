/**
 * Why the login page is shown to someone who did not ask for it: they signed out (in this tab or
 * another; a person signed in with their hospital's account is also offered the provider's own
 * sign-out), or the sign-in link they opened was refused (expired, revoked, or its password changed;
 * or its account is disabled or its access ended, said as the password form says it), or could not be checked because
 * sign-ins from their address are refused for a while (the server's Retry-After, when it gave one),
 * or their hospital sign-in came back refused (the server's reason, `/login?sso=<reason>`).
 * Kept in the tab's sessionStorage (session-storage.ts) until the next sign-in, so a reload of the
 * login page still says it, and a new tab's plain visit does not.
 */
import type { HospitalSignInFailure } from '../../engine/shared/routes/hospital-sign-in';

export type LoginReason =
  | { signedOut: true; hospitalSignOut?: string }
  | { linkNoLongerValid: true }
  | { accountDisabled: true }
  /** The day (YYYY-MM-DD) the account's access ended. */
  | { accessEndedOn: string }
  | { lockedOut: true; retryAfterSeconds?: number }
  | { hospitalSignIn: HospitalSignInFailure };

export function isLoginReason(value: unknown): value is LoginReason {
  if (typeof value !== 'object' || value === null) return false;
  // A day the page will write out: anything else (a tampered address or stored value) is no reason.
  if ('accessEndedOn' in value)
    return typeof value.accessEndedOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.accessEndedOn);
  return ['signedOut', 'linkNoLongerValid', 'accountDisabled', 'lockedOut', 'hospitalSignIn'].some(
    (key) => key in value,
  );
}
