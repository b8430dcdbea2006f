/**
 * The way back to a page after sign-in: the route guard sends a signed-out visitor to the login page
 * naming the page in `next`, and sign-in continues there when it is a page of this portal. Apart from
 * login-path.ts, which the login page's script carries: only the signed-in area's code needs this.
 */
import { entryOfPath } from './entry-of-path';
import { loginPath, nextPageParam } from './login-path';
import { isSafeRequestedPath } from './requested-path';

/** The login page, asked to come back to `page` (path, query and hash of this site) after sign-in. */
export function loginHrefBackTo(page: string): string {
  return page === '/' ? loginPath : `${loginPath}?${nextPageParam}=${encodeURIComponent(page)}`;
}

/**
 * Where sign-in leads for a `next` page: that page when it is a path of this site (the file paths'
 * rule: no other host or scheme, no dot segments, nothing hidden by encoding) under one of the
 * portal's product lines, else the catalogue.
 */
export function pageAfterLogin(next: string | null, productPaths: readonly { pathPrefix: string }[]): string {
  const pathname = next?.split(/[?#]/)[0] ?? '';
  const isPage = pathname.startsWith('/') && isSafeRequestedPath(pathname) && entryOfPath(productPaths, pathname);
  return next && isPage ? next : '/';
}
