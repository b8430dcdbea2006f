/**
 * Why the login page is shown to someone who did not ask for it, carried in the history entry's
 * state (so a plain visit to /login has none): they have just signed out, or they are signed in and
 * came from a product line their account does not include (named when the public list of lines has
 * it, else an empty string), or the sign-in link they opened was refused (expired, revoked, or its
 * password changed).
 */
export type LoginReason = { signedOut: true } | { notIncluded: string } | { linkNoLongerValid: true };
