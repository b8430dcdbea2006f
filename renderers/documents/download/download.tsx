/** A static file (usually a PDF) that opens in a new tab, with its version and earlier versions when it has them. */

import { sizeLabel } from '../../../engine/documents/downloads';
import { downloadHref } from '../../../engine/documents/links';
import type { DocumentProps } from '../../../engine/render/contract';
import { useFileSize } from '../../../engine/render/render-context';
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
