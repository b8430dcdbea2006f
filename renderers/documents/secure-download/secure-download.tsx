/**
 * A protected file delivered by the secure download endpoint, in the same tab so a login redirect
 * can follow, with its version and earlier versions when it has them.
 */

import type { DocumentProps } from '../../../engine/browser/contract';
import { useFileSize } from '../../../engine/browser/render-context';
import { sizeLabel } from '../../../engine/shared/documents/downloads';
import { secureDownloadHref } from '../../../engine/shared/documents/links';
import { LinkRow } from '../document-row';
import { DocumentVersions } from '../document-versions';

export function SecureDownloadDocument({ document }: DocumentProps<'secure-download'>) {
  // Sizes are measured when content is compiled; a file without one simply shows no size.
  const bytes = useFileSize(document);
  return (
    <LinkRow
      document={document}
      link={
        <a className="doc-link" href={secureDownloadHref(document.path)}>
          {document.name}
        </a>
      }
      meta={bytes === undefined ? undefined : sizeLabel(bytes)}
      versions={<DocumentVersions document={document} newTab={false} />}
    />
  );
}
