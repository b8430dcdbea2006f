/** A static file (usually a PDF) that opens in a new tab. */

import { sizeInKb } from '../../../engine/documents/downloads';
import { downloadHref } from '../../../engine/documents/links';
import type { DocumentProps } from '../../../engine/render/contract';
import { LinkRow, NewTabHint, newTabProps } from '../document-row';

export function DownloadDocument({ document }: DocumentProps<'download'>) {
  return (
    <LinkRow
      document={document}
      link={
        <a className="doc-link" href={downloadHref(document)} {...newTabProps}>
          {document.name}
          <NewTabHint />
        </a>
      }
      // The compiler fills bytes; a document without it simply shows no size.
      meta={document.bytes === undefined ? undefined : `${sizeInKb(document.bytes)} KB`}
    />
  );
}
