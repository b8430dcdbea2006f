/**
 * The login page's address, and how a signed-out trip comes back to it: the server's redirect to a
 * secure file names the file in `requestedFile`, the route guard names the page in `next`, and the
 * login page opens that file or page after sign-in (page-after-login.ts).
 */
export const loginPath = '/login';

/** The login page's parameter naming the file to open once signed in (an index key, not an address). */
export const requestedFileParam = 'requestedFile';

/** The login page's parameter naming the page (path, query and hash) to open once signed in. */
export const nextPageParam = 'next';

/** The login page, asked to open `requestedFile` after sign-in. */
export function loginHref(requestedFile: string): string {
  return `${loginPath}?${requestedFileParam}=${encodeURIComponent(requestedFile)}`;
}
