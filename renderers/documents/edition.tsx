/**
 * Which edition of a file a row offers: "Version 5.1 · August 21, 2025", or the date alone for a
 * dated document without a version, or the version alone for an undated one. Every link row says
 * it of its own file, and each of a document's files in other languages says it of its own.
 */
import { createContext, useContext } from 'react';
import { useRenderContext } from '../../engine/rendering/render-context';
import { usePageFormats } from '../shared/use-page-formats';

/** Set around a row by a list that writes each row's date above it (What's new), so the row does not repeat it. */
export const DatedAbove = createContext(false);

/** Whether the surrounding list writes the row's date above it already. */
export function useDatedAbove(): boolean {
  return useContext(DatedAbove);
}

export function Edition({ version, date }: { version?: string | undefined; date?: string | undefined }) {
  const { site } = useRenderContext();
  if (!version && !date) return null;
  return (
    <p className="doc-edition">
      {version && `${site.versions.current} ${version}`}
      {version && date && ' · '}
      {date && <EditionDate date={date} />}
    </p>
  );
}

function EditionDate({ date }: { date: string }) {
  const formats = usePageFormats();
  return <time dateTime={date}>{formats.date(date)}</time>;
}
