/**
 * Signing in with a hospital's own account (OpenID Connect), as the server and the login page both
 * name it: the addresses the login page's form and the provider send the browser to, the login
 * page's parameter naming one hospital's account, and the reason a refused sign-in comes back to
 * the login page with (`/login?sso=<reason>`), which the page says in its own sentence.
 */

/** Where the login page's form starts a sign-in (`email` or `org`, and `next`), and where the provider answers. */
export const hospitalSignInPaths = { start: '/sso/start', callback: '/sso/callback' } as const;

/** The login page's parameter naming an account, whose hospital's button it shows (`/login?org=<account>`). */
export const hospitalParam = 'org';

/** The login page's parameter saying why a hospital sign-in came back refused. */
export const hospitalSignInFailureParam = 'sso';

/**
 * - refused: the provider refused, or the person cancelled there;
 * - unknown-domain: the e-mail's domain (or the account named) has no hospital sign-in;
 * - unreachable, unreachable-password-works: the provider cannot be reached (the account's shared
 *   password still works, or not);
 * - not-admitted: signed in at the hospital, but the account's rule does not admit the person;
 * - expired: the sign-in took too long, or was started in another browser;
 * - invalid-answer: the provider's answer could not be verified;
 * - account-disabled: the account has been disabled;
 * - access-ended: the account's access has ended (its day in `accessEndedParam`, as the login page
 *   says it for the password).
 */
const hospitalSignInFailures = [
  'refused',
  'unknown-domain',
  'unreachable',
  'unreachable-password-works',
  'not-admitted',
  'expired',
  'invalid-answer',
  'account-disabled',
  'access-ended',
] as const;

/** Beside `access-ended`: the day (YYYY-MM-DD, UTC) the account's access ended. */
export const accessEndedParam = 'ended';

export type HospitalSignInFailure = (typeof hospitalSignInFailures)[number];

export const isHospitalSignInFailure = (value: unknown): value is HospitalSignInFailure =>
  hospitalSignInFailures.includes(value as HospitalSignInFailure);
