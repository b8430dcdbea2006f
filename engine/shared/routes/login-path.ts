/**
 * The login page's address, and how a signed-out trip comes back to it: the server's redirect to a
 * file that needs a session names the file in `requestedFile` (and its kind in `fileKind` unless it is
 * a secure file), the route guard names the page in `next`, and the login page opens that file or
 * page after sign-in (continue-after-login.ts, page-after-login.ts).
 */
import type { FileKind } from '../types';

export const loginPath = '/login';

/** The login page's parameter naming the file to open once signed in (an index key, not an address). */
export const requestedFileParam = 'requestedFile';

/**
 * The login page's parameter naming the kind of that file when it is not a secure file (`public`, a
 * download; `training`): links made before other kinds came back through the login page name none.
 */
const requestedFileKindParam = 'fileKind';

/** The login page's parameter naming the page (path, query and hash) to open once signed in. */
export const nextPageParam = 'next';

/** The login page, asked to open `requestedFile`, a file of `kind`, after sign-in. */
export function loginHref(requestedFile: string, kind: FileKind = 'secure'): string {
  const file = `${loginPath}?${requestedFileParam}=${encodeURIComponent(requestedFile)}`;
  return kind === 'secure' ? file : `${file}&${requestedFileKindParam}=${kind}`;
}

/** The kind of the file `params` ask the login page to open: secure unless they name another. */
export function requestedFileKindOf(params: URLSearchParams): FileKind {
  const kind = params.get(requestedFileKindParam);
  return kind === 'public' || kind === 'training' ? kind : 'secure';
}
