/**
 * A static file (usually a PDF) that opens in a new tab, with its version and earlier versions when
 * it has them, and its files in the site's other languages.
 */
import type { DocumentProps } from '../../../engine/browser/contract';
import { useFileSize } from '../../../engine/browser/render-context';
import { downloadHref } from '../../../engine/shared/documents/links';
import { LinkRow, NewTabHint, newTabProps } from '../document-row';
import { DocumentVersions } from '../document-versions';
import { useFileMeta } from '../file-meta';
import { OtherLanguages } from '../other-languages';

export function DownloadDocument({ document }: DocumentProps<'download'>) {
  // Sizes are measured when content is compiled; a file without one simply shows no size.
  const bytes = useFileSize(document);
  const meta = useFileMeta(bytes, document.fileLang);
  return (
    <LinkRow
      document={document}
      link={
        <a className="doc-link" href={downloadHref(document)} hrefLang={document.fileLang} {...newTabProps}>
          {document.name}
          <NewTabHint />
        </a>
      }
      meta={meta}
      versions={
        <>
          <DocumentVersions document={document} newTab />
          <OtherLanguages document={document} newTab />
        </>
      }
    />
  );
}
