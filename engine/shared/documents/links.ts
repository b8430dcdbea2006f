/** Where each linking document type leads, in one place for renderers, server and tests. */
import type { DocumentOf } from '../types';
import type { DeliveredFile } from './downloads';
import { secureDownloadHref } from './secure-download-link';

export { secureDownloadHref, secureDownloadPath } from './secure-download-link';

export const publicFilePrefix = '/public/';
export const trainingPrefix = '/public/training';

/** The address of a download's file: the document's own, or one of its earlier versions. */
export function downloadHref(document: Pick<DocumentOf<'download'>, 'filePath'>): string {
  return `${publicFilePrefix}${document.filePath.split('/').map(encodeURIComponent).join('/')}`;
}

export function trainingHref(document: DocumentOf<'training'>): string {
  const path = document.path.startsWith('/') ? document.path : `/${document.path}`;
  return `${trainingPrefix}${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The address of a download's or secure download's file, the current one or an earlier version. */
export function deliveredFileHref(file: DeliveredFile): string {
  return file.type === 'download' ? downloadHref(file) : secureDownloadHref(file.path);
}

/**
 * A video page's address that the page plays itself, with its captions: a video file of a training
 * package on this site. Any other address (a host's player, a package's player page) is framed.
 */
export function isVideoFile(url: string): boolean {
  return url.startsWith(`${trainingPrefix}/`) && /\.mp4$/i.test(url);
}
