/**
 * What's new: the line's dated documents newest first (engine/shared/documents/whats-new.ts), each with
 * its date, its row drawn by its own renderer (so it opens exactly as on its page, with its
 * versions and the Updated badge) and a link to the page it is on.
 */
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../engine/browser/contract';
import { DocumentView } from '../../../engine/browser/dispatch';
import { useRenderContext } from '../../../engine/browser/render-context';
import { formatContentDate } from '../../../engine/shared/dates';
import { whatsNewOf } from '../../../engine/shared/documents/whats-new';
import type { Document } from '../../../engine/shared/types';
import '../../documents/documents.css';
import '../pages.css';
import './whats-new.css';

/** Out of its list, a row drops the layout it had there: its small heading, gap and shading. */
function standalone({ title: _title, topGap: _gap, nonAlternating: _shading, ...document }: Document): Document {
  return document as Document;
}

export function WhatsNewPage({ route, compiled }: PageProps) {
  const { site } = useRenderContext();
  const texts = site.whatsNew;
  const entries = useMemo(() => whatsNewOf(compiled), [compiled]);
  const titleId = useId();
  return (
    <div className="page whats-new-page">
      <h1 id={titleId} className="page__title">
        {route.meta.title}
      </h1>
      <p className="page__lead">{texts.intro}</p>
      {entries.length === 0 ? (
        <p className="page__alert page__alert--info">{texts.empty}</p>
      ) : (
        <ol className="whats-new-list" aria-labelledby={titleId}>
          {entries.map(({ key, document, date, page }) => (
            <li key={key} className="whats-new-entry">
              <p className="whats-new-entry__when">
                <time dateTime={date}>{formatContentDate(date)}</time>
                {'versions' in document && document.versions && ` · ${texts.newVersion}`}
              </p>
              <DocumentView document={standalone(document)} />
              <p className="whats-new-entry__page">
                {site.search.onPage} <Link to={page.path}>{page.title}</Link>
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
