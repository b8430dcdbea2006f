/**
 * A protected file delivered by the secure download endpoint, in a new tab like every other file
 * (where the session has ended, that tab signs in and then delivers it), with its version and
 * earlier versions when it has them, and its files in the site's other languages.
 */
import type { DocumentProps } from '../../../engine/rendering/contract';
import { secureDownloadHref } from '../../../engine/shared/documents/links';
import { FileRow } from '../file-row';

export function SecureDownloadDocument({ document }: DocumentProps<'secure-download'>) {
  return <FileRow document={document} href={secureDownloadHref(document.path)} />;
}
