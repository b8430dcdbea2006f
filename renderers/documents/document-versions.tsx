/**
 * Earlier versions of a download or secure download, shared by both renderers (the current one is
 * the row's edition, edition.tsx): a "Previous versions" disclosure listing each earlier file,
 * dated, with its size and note, linked like the current file (in a new tab) so the same route
 * gates and audits it.
 */
import { useMemo } from 'react';
import { useRenderContext } from '../../engine/rendering/render-context';
import { earlierVersionsOf, type VersionedDocument } from '../../engine/shared/documents/versions';
import { usePageFormats } from '../shared/use-page-formats';
import { VisuallyHidden } from '../shared/visually-hidden/visually-hidden';
import { NewTabHint, newTabProps } from './document-row';

export function DocumentVersions({ document }: { document: VersionedDocument }) {
  const { compiled, site } = useRenderContext();
  const formats = usePageFormats();
  const earlier = useMemo(() => earlierVersionsOf(compiled, document), [compiled, document]);
  const label = site.versions.current;
  // A disabled document offers none of its files, the earlier ones included.
  if (document.disabled || earlier.length === 0) return null;
  return (
    <div className="doc-versions">
      <details className="doc-versions__previous">
        <summary className="doc-versions__summary">
          {site.versions.previous}
          <OfDocument document={document} />
        </summary>
        <ul className="doc-versions__list">
          {earlier.map((version) => (
            <li key={version.href}>
              <a className="doc-link" href={version.href} {...newTabProps}>
                {label} {version.version}
                <OfDocument document={document} />
                <NewTabHint />
              </a>
              <OnDate date={version.date} />
              {version.bytes !== undefined && (
                <span className="doc-row__meta">{formats.fileSize(site.documents.fileSize, version.bytes)}</span>
              )}
              {version.note && <p className="doc-versions__note">{version.note}</p>}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/**
 * A page lists many documents' versions: out of its row, as in a screen reader's list of links,
 * "Version 2.1" alone does not say which document it opens.
 */
function OfDocument({ document }: { document: VersionedDocument }) {
  return (
    <>
      {' '}
      <VisuallyHidden>– {document.name}</VisuallyHidden>
    </>
  );
}

function OnDate({ date }: { date: string }) {
  const formats = usePageFormats();
  return (
    <>
      {' · '}
      <time dateTime={date}>{formats.date(date)}</time>
    </>
  );
}
