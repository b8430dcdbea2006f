/**
 * The address each kind of file is served at, in one place for the renderers' links, the server's
 * routes and the login page, which opens a requested file once signed in. Apart from links.ts so
 * the code sign-in leads through does not bring the renderers' link code.
 */
import type { FileKind } from '../types';
import { secureDownloadHref } from './secure-download-link';

export const publicFilePrefix = '/public/';
export const trainingPrefix = '/public/training';

/** A path of plain segments, each percent-encoded, after `prefix`. */
function underPrefix(prefix: string, path: string): string {
  const relative = path.startsWith('/') ? path.slice(1) : path;
  return `${prefix}${relative.split('/').map(encodeURIComponent).join('/')}`;
}

/** The address of the file of `kind` whose index key (or document path) is `path`. */
export function fileAddress(kind: FileKind, path: string): string {
  if (kind === 'secure') return secureDownloadHref(path);
  return underPrefix(kind === 'training' ? `${trainingPrefix}/` : publicFilePrefix, path);
}
