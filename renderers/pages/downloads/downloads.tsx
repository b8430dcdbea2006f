/** Downloads to Print: every PDF download of the product line not flagged ignoreOnDownloads, with its size. */
import { useId, useMemo } from 'react';
import type { PageProps } from '../../../engine/browser/contract';
import { downloadsOf } from '../../../engine/shared/documents/downloads';
import { downloadHref } from '../../../engine/shared/documents/links';
import { NewTabHint, newTabProps } from '../../documents/document-row';
import { VisuallyHidden } from '../../shared/visually-hidden/visually-hidden';
import '../../documents/documents.css';
import '../pages.css';
import './downloads.css';

export function DownloadsPage({ route, compiled, section }: PageProps) {
  const titleId = useId();
  // compiled.sections holds only the sections the routes use, so every listed file is reachable in the portal.
  const rows = useMemo(() => downloadsOf(compiled), [compiled]);
  return (
    <div className="page downloads-page">
      <h1 id={titleId} className="page__title">
        {route.meta.title}
      </h1>
      {section && <p className="page__lead">{section.message}</p>}
      {rows.length === 0 ? (
        <p role="alert" className="page__alert page__alert--info">
          There are no documents to print for this product line yet.
        </p>
      ) : (
        <table className="downloads-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">File type</th>
              <th scope="col" className="downloads-table__size">
                Size
              </th>
              <th scope="col">Download</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.filePath}>
                <th scope="row">{row.name}</th>
                <td>{row.fileType}</td>
                <td className="downloads-table__size">{row.sizeKb} KB</td>
                <td>
                  {/* The link names its document: identical "Download" links mean nothing out of context. */}
                  <a className="downloads-table__link" href={downloadHref(row)} {...newTabProps}>
                    Download <VisuallyHidden>{row.name}</VisuallyHidden>
                    <NewTabHint />
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
