/**
 * A static file (usually a PDF) that opens in a new tab, with its version and earlier versions when
 * it has them, and its files in the site's other languages.
 */
import type { DocumentProps } from '../../../engine/rendering/contract';
import { downloadHref } from '../../../engine/shared/documents/links';
import { FileRow } from '../file-row';

export function DownloadDocument({ document }: DocumentProps<'download'>) {
  return <FileRow document={document} href={downloadHref(document)} />;
}
