/**
 * The login page's address, and how a signed-out trip to a secure file comes back to it: the
 * server's redirect names the file in `requestedFile`, and the login page opens it after sign-in.
 */
export const loginPath = '/login';

/** The login page's parameter naming the file to open once signed in (an index key, not an address). */
export const requestedFileParam = 'requestedFile';

/** The login page, asked to open `requestedFile` after sign-in. */
export function loginHref(requestedFile: string): string {
  return `${loginPath}?${requestedFileParam}=${encodeURIComponent(requestedFile)}`;
}
