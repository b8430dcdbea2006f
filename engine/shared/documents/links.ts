/** Where each linking document type leads, in one place for renderers, server and tests. */
import type { DocumentOf } from '../types';
import type { DeliveredFile } from './downloads';
import { fileAddress, trainingPrefix } from './file-address';
import { secureDownloadHref } from './secure-download-link';

export { publicFilePrefix, trainingPrefix } from './file-address';
export { secureDownloadHref, secureDownloadPath } from './secure-download-link';

/** The address of a download's file: the document's own, or one of its earlier versions. */
export function downloadHref(document: Pick<DocumentOf<'download'>, 'filePath'>): string {
  return fileAddress('public', document.filePath);
}

export function trainingHref(document: DocumentOf<'training'>): string {
  return fileAddress('training', document.path);
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
