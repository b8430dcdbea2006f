/** A static file (usually a PDF) that opens in a new tab, with its version and earlier versions when it has them. */

import type { DocumentProps } from '../../../engine/browser/contract';
import { useFileSize } from '../../../engine/browser/render-context';
import { sizeLabel } from '../../../engine/shared/documents/downloads';
import { downloadHref } from '../../../engine/shared/documents/links';
import { LinkRow, NewTabHint, newTabProps } from '../document-row';
import { DocumentVersions } from '../document-versions';

export function DownloadDocument({ document }: DocumentProps<'download'>) {
  // Sizes are measured when content is compiled; a file without one simply shows no size.
  const bytes = useFileSize(document);
  return (
    <LinkRow
      document={document}
      link={
        <a className="doc-link" href={downloadHref(document)} {...newTabProps}>
          {document.name}
          <NewTabHint />
        </a>
      }
      meta={bytes === undefined ? undefined : sizeLabel(bytes)}
      versions={<DocumentVersions document={document} newTab />}
    />
  );
}
