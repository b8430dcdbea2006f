/**
 * What's new: the line's dated documents and its safety notices newest first
 * (engine/shared/documents/whats-new.ts), under one heading per month, each with its date; a
 * document's row drawn by its own renderer (so it opens exactly as on its page, with its versions
 * and the Updated badge) and a link to the page it is on, named fully so that two pages with one
 * title are told apart; a notice drawn as the line's home draws it.
 */
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../engine/rendering/contract';
import { DocumentView, NoticeView } from '../../../engine/rendering/dispatch';
import { useRenderContext, useSiteTexts } from '../../../engine/rendering/render-context';
import { type WhatsNewEntry, whatsNewOf } from '../../../engine/shared/documents/whats-new';
import { fullPageName } from '../../../engine/shared/routes/page-title';
import type { CompiledProduct, CompiledProductLine, Document, Notice } from '../../../engine/shared/types';
import { DatedAbove } from '../../documents/edition';
import { usePageFormats } from '../../shared/use-page-formats';
import '../../documents/documents.css';
import '../pages.css';
import './whats-new.css';

/** Out of its list, a row drops the layout it had there: its small heading, gap and shading. */
function standalone({ title: _title, topGap: _gap, nonAlternating: _shading, ...document }: Document): Document {
  return document as Document;
}

/** A document's entry, or a notice's. */
type Entry = ({ kind: 'document' } & WhatsNewEntry) | { kind: 'notice'; key: string; date: string; notice: Notice };

interface Month {
  /** YYYY-MM, as the entries' ISO dates begin. */
  key: string;
  entries: Entry[];
}

/** Documents and notices newest first; on one day the notice comes first. */
function entriesOf(compiled: CompiledProduct): Entry[] {
  const notices = (compiled.product.notices ?? []).map(
    (notice): Entry => ({ kind: 'notice', key: `notice:${notice.id}`, date: notice.date, notice }),
  );
  const documents = whatsNewOf(compiled).map((entry): Entry => ({ kind: 'document', ...entry }));
  // Both lists come newest first and sort is stable, so notices stay ahead of a day's documents.
  return [...notices, ...documents].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** Entries come newest first, so each month's run is contiguous. */
function byMonth(entries: Entry[]): Month[] {
  const months: Month[] = [];
  for (const entry of entries) {
    const key = entry.date.slice(0, 7);
    const last = months.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else months.push({ key, entries: [entry] });
  }
  return months;
}

export function WhatsNewPage({ route, compiled }: PageProps) {
  const texts = useSiteTexts().whatsNew;
  const months = useMemo(() => byMonth(entriesOf(compiled)), [compiled]);
  return (
    <div className="page whats-new-page">
      <h1 className="page__title">{route.meta.title}</h1>
      <p className="page__lead">{texts.intro}</p>
      {months.length === 0 ? (
        <p className="page__alert page__alert--info">{texts.empty}</p>
      ) : (
        months.map((month) => <MonthOfEntries key={month.key} month={month} product={compiled.product} />)
      )}
    </div>
  );
}

function MonthOfEntries({ month, product }: { month: Month; product: CompiledProductLine }) {
  const formats = usePageFormats();
  const headingId = useId();
  return (
    <section className="whats-new-month" aria-labelledby={headingId}>
      <h2 id={headingId} className="whats-new-month__heading">
        {formats.month(`${month.key}-01`)}
      </h2>
      <ol className="whats-new-list" aria-labelledby={headingId}>
        {month.entries.map((entry) =>
          entry.kind === 'notice' ? (
            <li key={entry.key} className="whats-new-entry">
              <p className="whats-new-entry__when">
                <time dateTime={entry.date}>{formats.date(entry.date)}</time>
              </p>
              <NoticeView notice={entry.notice} heading="h3" />
            </li>
          ) : (
            <DocumentEntry key={entry.key} entry={entry} product={product} />
          ),
        )}
      </ol>
    </section>
  );
}

function DocumentEntry({
  entry: { document, date, page },
  product,
}: {
  entry: WhatsNewEntry;
  product: CompiledProductLine;
}) {
  const { site } = useRenderContext();
  const formats = usePageFormats();
  return (
    <li className="whats-new-entry">
      <p className="whats-new-entry__when">
        <time dateTime={date}>{formats.date(date)}</time>
        {'versions' in document && document.versions && ` · ${site.whatsNew.newVersion}`}
      </p>
      {/* The date above is the row's: it need not say it again. */}
      <DatedAbove.Provider value>
        <DocumentView document={standalone(document)} />
      </DatedAbove.Provider>
      <p className="whats-new-entry__page">
        {site.search.onPage} <Link to={page.path}>{fullPageName(product, page.path)}</Link>
      </p>
    </li>
  );
}
