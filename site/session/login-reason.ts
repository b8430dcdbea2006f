/**
 * Why the login page is shown to someone who did not ask for it: they signed out (in this tab or
 * another), or the sign-in link they opened was refused (expired, revoked, or its password changed;
 * or its account is disabled or its access ended, said as the password form says it), or could not be checked because
 * sign-ins from their address are refused for a while (the server's Retry-After, when it gave one).
 * Kept in the tab's sessionStorage (session-storage.ts) until the next sign-in, so a reload of the
 * login page still says it, and a new tab's plain visit does not.
 */
export type LoginReason =
  | { signedOut: true }
  | { linkNoLongerValid: true }
  | { accountDisabled: true }
  /** The day (YYYY-MM-DD) the account's access ended. */
  | { accessEndedOn: string }
  | { lockedOut: true; retryAfterSeconds?: number };

export function isLoginReason(value: unknown): value is LoginReason {
  if (typeof value !== 'object' || value === null) return false;
  if ('accessEndedOn' in value) return typeof value.accessEndedOn === 'string';
  return 'signedOut' in value || 'linkNoLongerValid' in value || 'accountDisabled' in value || 'lockedOut' in value;
}
