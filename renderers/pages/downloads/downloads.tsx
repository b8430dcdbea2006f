/**
 * Downloads to Print: every PDF download of the product line not flagged ignoreOnDownloads, with
 * its size, grouped by the section of the portal it is in, and narrowed by a filter box as the reader types.
 */
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { PageProps } from '../../../engine/rendering/contract';
import { useRenderContext } from '../../../engine/rendering/render-context';
import { type DownloadRow, downloadsOf } from '../../../engine/shared/documents/downloads';
import { downloadHref } from '../../../engine/shared/documents/links';
import { fillText } from '../../../engine/shared/fill-text';
import { languageName } from '../../../engine/shared/languages';
import { NewTabHint, newTabProps } from '../../documents/document-row';
import { fallbackLangOf, InLanguage } from '../../shared/in-language';
import { usePageFormats } from '../../shared/use-page-formats';
import { VisuallyHidden } from '../../shared/visually-hidden/visually-hidden';
import { type DownloadGroup, downloadGroups, rowMatches } from './download-groups';
import '../../documents/documents.css';
import '../pages.css';
import './downloads.css';

export function DownloadsPage({ route, compiled, section }: PageProps) {
  const texts = useRenderContext().site.downloads;
  const formats = usePageFormats();
  // compiled.sections holds only the sections the routes use, so every listed file is reachable in the portal.
  const rows = useMemo(() => downloadsOf(compiled), [compiled]);
  const groups = useMemo(() => downloadGroups(compiled, rows), [compiled, rows]);
  const [query, setQuery] = useState('');
  // Typing stays immediate on a long list: the rows follow when the browser has time.
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () =>
      groups
        .map((group) => ({ ...group, rows: group.rows.filter((row) => rowMatches(row, deferredQuery)) }))
        .filter((group) => group.rows.length > 0),
    [groups, deferredQuery],
  );
  const shownCount = shown.reduce((count, group) => count + group.rows.length, 0);
  const filterId = useId();
  return (
    <div className="page downloads-page">
      <h1 className="page__title">{route.meta.title}</h1>
      <InLanguage lang={fallbackLangOf(section)}>
        {section && <p className="page__lead">{section.message}</p>}
      </InLanguage>
      {rows.length === 0 ? (
        <p role="alert" className="page__alert page__alert--info">
          {texts.empty}
        </p>
      ) : (
        <>
          <div className="downloads-filter">
            <label htmlFor={filterId} className="downloads-filter__label">
              {texts.filterLabel}
            </label>
            <input
              id={filterId}
              className="input downloads-filter__input"
              type="search"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            {/* A status region is polite: the count is read when the reader pauses, not at every key. */}
            <p role="status" className="downloads-filter__count">
              {formats.count(texts.count, rows.length, { shown: shownCount, total: rows.length })}
            </p>
          </div>
          {shown.length === 0 ? (
            <p className="page__alert page__alert--info">
              {fillText(texts.noMatch, { query: `“${deferredQuery.trim()}”` })}
            </p>
          ) : (
            shown.map((group) => <DownloadTable key={group.heading} group={group} />)
          )}
        </>
      )}
    </div>
  );
}

function DownloadTable({ group }: { group: DownloadGroup }) {
  const texts = useRenderContext().site.downloads;
  const headingId = useId();
  return (
    <section className="downloads-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="downloads-group__heading">
        {group.heading}
      </h2>
      <table className="downloads-table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{texts.nameColumn}</th>
            <th scope="col">{texts.fileTypeColumn}</th>
            <th scope="col" className="downloads-table__size">
              {texts.sizeColumn}
            </th>
            <th scope="col">{texts.downloadColumn}</th>
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row) => (
            <DownloadTableRow key={row.filePath} row={row} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DownloadTableRow({ row }: { row: DownloadRow }) {
  const { site } = useRenderContext();
  const formats = usePageFormats();
  return (
    <tr>
      <th scope="row">{row.name}</th>
      <td>
        {row.fileType}
        {/* A file in another language than the page says so, in that language's own name. */}
        {row.lang && (
          <>
            {' · '}
            <span lang={row.lang}>{languageName(row.lang, formats.languages)}</span>
          </>
        )}
      </td>
      <td className="downloads-table__size">
        {fillText(site.documents.fileSize, { size: formats.number(row.sizeKb) })}
      </td>
      <td>
        {/* The link names its document: identical "Download" links mean nothing out of context. */}
        <a className="downloads-table__link" href={downloadHref(row)} hrefLang={row.lang} {...newTabProps}>
          {site.downloads.downloadLink} <VisuallyHidden>{row.name}</VisuallyHidden>
          <NewTabHint />
        </a>
      </td>
    </tr>
  );
}
