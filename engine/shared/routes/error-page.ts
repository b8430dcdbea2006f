/**
 * The page a browser is shown when the server answers its navigation with an error (a document the
 * account may not open, an address that names nothing, too many requests, a server that cannot
 * answer): which one, from the answer's status and the address, and its words. The server writes
 * the status into the page it answers with (and the words, for a browser whose script does not run);
 * the site draws the page from them. Both choose here, so both say the same.
 */
import { publicFilePrefix } from '../documents/file-address';
import { secureDownloadPath } from '../documents/secure-download-link';
import type { CompiledSiteSettings } from '../types';

/** The `<meta>` of the page that carries the answer's status, and the one with its Retry-After in seconds. */
export const errorStatusMeta = 'error-status';
export const retryAfterMeta = 'retry-after';

export type ErrorPageKind =
  | 'document-not-available'
  | 'not-found'
  | 'forbidden'
  | 'signed-out'
  | 'rate-limited'
  | 'server-unavailable'
  | 'bad-address'
  | 'failed';

/** Whether `pathname` is the address of a file (a download, a training package's file, a secure file). */
function isFileAddress(pathname: string): boolean {
  return pathname.startsWith(publicFilePrefix) || pathname === secureDownloadPath;
}

/**
 * The page for an answer of `status` to the address `pathname` (without its language prefix). A
 * file's 404 is one page for a file that does not exist and one of a product line the account lacks,
 * as the server's answer is one: an account cannot tell which files other lines have.
 */
export function errorPageKind(status: number, pathname: string): ErrorPageKind {
  if (status === 404 || status === 410) return isFileAddress(pathname) ? 'document-not-available' : 'not-found';
  if (status === 401) return 'signed-out';
  if (status === 403) return 'forbidden';
  if (status === 429) return 'rate-limited';
  if (status === 502 || status === 503 || status === 504) return 'server-unavailable';
  if (status === 400 || status === 414 || status === 431) return 'bad-address';
  return 'failed';
}

/** The heading and sentence of an error page, in the language of `site`. */
export function errorPageTexts(
  site: Pick<CompiledSiteSettings, 'errors' | 'notFound'>,
  kind: ErrorPageKind,
): { title: string; text: string } {
  if (kind === 'not-found') return { title: site.notFound.title, text: site.notFound.text };
  return site.errors.pages[kind];
}
