/** A section's intro, its visible documents drawn by their renderers, and when the content was last updated. */
import { formatContentDate, latestDocumentDate } from '../../../engine/dates';
import type { PageProps } from '../../../engine/render/contract';
import { DocumentView } from '../../../engine/render/dispatch';
import '../../documents/documents.css';
import '../pages.css';

export function ContentListPage({ route, section }: PageProps) {
  const title = <h1 className="page__title">{route.meta.title}</h1>;
  if (!section) {
    // A route without its section resource would otherwise be a blank page; say so plainly.
    return (
      <div className="page content-list-page">
        {title}
        <p role="alert" className="page__alert page__alert--info">
          This section has no content yet.
        </p>
      </div>
    );
  }
  const documents = section.documents.filter((document) => !document.hidden);
  const latest = latestDocumentDate(documents);
  return (
    <div className="page content-list-page">
      {title}
      <p className="page__lead">{section.message}</p>
      {section.subMessage && <p>{section.subMessage}</p>}
      <div className="document-list">
        {documents.map((document, position) => (
          // The list is static content in authored order; position is a stable identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: documents have no id and never reorder at runtime
          <DocumentView key={position} document={document} />
        ))}
      </div>
      {!section.hideContentMessage &&
        (latest ? (
          <p className="page__updated">Content updated {formatContentDate(latest)}</p>
        ) : (
          <p role="alert" className="page__alert">
            No documents found for this section
          </p>
        ))}
    </div>
  );
}
