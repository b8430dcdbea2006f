/**
 * A static file (usually a PDF) that opens in a new tab, with its version and earlier versions when
 * it has them, and its files in the site's other languages.
 */
import type { DocumentProps } from '../../../engine/browser/contract';
import { useFileSize } from '../../../engine/browser/render-context';
import { downloadHref } from '../../../engine/shared/documents/links';
import type { VersionedDocument } from '../../../engine/shared/documents/versions';
import { LinkRow, NewTabHint, newTabProps } from '../document-row';
import { DocumentVersions } from '../document-versions';
import { useFileMeta } from '../file-meta';
import { OtherLanguages } from '../other-languages';

export function DownloadDocument({ document }: DocumentProps<'download'>) {
  return <FileRow document={document} href={downloadHref(document)} newTab />;
}

/** The row of a download or a secure download, which differ only in their link and its tab. */
export function FileRow({ document, href, newTab }: { document: VersionedDocument; href: string; newTab: boolean }) {
  // Sizes are measured when content is compiled; a file without one simply shows no size.
  const meta = useFileMeta(useFileSize(document), document.fileLang);
  return (
    <LinkRow
      document={document}
      link={
        <a className="doc-link" href={href} hrefLang={document.fileLang} {...(newTab ? newTabProps : {})}>
          {document.name}
          {newTab && <NewTabHint />}
        </a>
      }
      meta={meta}
      versions={
        <>
          <DocumentVersions document={document} newTab={newTab} />
          <OtherLanguages document={document} newTab={newTab} />
        </>
      }
    />
  );
}
