/**
 * A protected file delivered by the secure download endpoint, in the same tab so a login redirect
 * can follow, with its version and earlier versions when it has them, and its files in the site's
 * other languages.
 */
import type { DocumentProps } from '../../../engine/browser/contract';
import { useFileSize } from '../../../engine/browser/render-context';
import { secureDownloadHref } from '../../../engine/shared/documents/links';
import { LinkRow } from '../document-row';
import { DocumentVersions } from '../document-versions';
import { useFileMeta } from '../file-meta';
import { OtherLanguages } from '../other-languages';

export function SecureDownloadDocument({ document }: DocumentProps<'secure-download'>) {
  // Sizes are measured when content is compiled; a file without one simply shows no size.
  const bytes = useFileSize(document);
  const meta = useFileMeta(bytes, document.fileLang);
  return (
    <LinkRow
      document={document}
      link={
        <a className="doc-link" href={secureDownloadHref(document.path)} hrefLang={document.fileLang}>
          {document.name}
        </a>
      }
      meta={meta}
      versions={
        <>
          <DocumentVersions document={document} newTab={false} />
          <OtherLanguages document={document} newTab={false} />
        </>
      }
    />
  );
}
