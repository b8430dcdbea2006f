/**
 * The row of a delivered file (a download or a secure download): its link, its size, its earlier
 * versions and its files in the site's other languages. The two differ only in their address; every
 * file opens in a new tab, beside the portal, as every other document does.
 */
import { useFileSize } from '../../engine/rendering/render-context';
import type { VersionedDocument } from '../../engine/shared/documents/versions';
import { LinkRow, NewTabHint, newTabProps } from './document-row';
import { DocumentVersions } from './document-versions';
import { useFileMeta } from './file-meta';
import { OtherLanguages } from './other-languages';

export function FileRow({ document, href }: { document: VersionedDocument; href: string }) {
  // Sizes are measured when content is compiled; a file without one simply shows no size.
  const meta = useFileMeta(useFileSize(document), document.fileLang);
  return (
    <LinkRow
      document={document}
      link={
        <a className="doc-link" href={href} hrefLang={document.fileLang} {...newTabProps}>
          {document.name}
          <NewTabHint />
        </a>
      }
      meta={meta}
      versions={
        <>
          <DocumentVersions document={document} />
          <OtherLanguages document={document} />
        </>
      }
    />
  );
}
