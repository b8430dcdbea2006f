/**
 * Why the login page is shown to someone who did not ask for it, carried in the history entry's
 * state (so a plain visit to /login has none): they have just signed out, or they are signed in and
 * came from a product line their account does not include (named when the public list of lines has
 * it, else an empty string), or the sign-in link they opened was refused (expired, revoked, or its
 * password changed; or its account is disabled, said as the password form says it) or could not be checked because sign-ins from their address are refused for a
 * while (the server's Retry-After, when it gave one).
 */
export type LoginReason =
  | { signedOut: true }
  | { notIncluded: string }
  | { linkNoLongerValid: true }
  | { accountDisabled: true }
  | { lockedOut: true; retryAfterSeconds?: number };

/** The reason a refused sign-in link passes on to the login page, if the state holds one. */
export function linkRefusalIn(state: unknown): LoginReason | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  return 'linkNoLongerValid' in state || 'accountDisabled' in state || 'lockedOut' in state
    ? (state as LoginReason)
    : undefined;
}
