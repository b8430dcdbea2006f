/**
 * Row chrome shared by every document renderer, so title, text, top gap,
 * disabled and zebra behaviour look and act the same for every type.
 */
import type { ReactNode } from 'react';
import { useChangedSinceLastVisit, useRenderContext } from '../../engine/rendering/render-context';
import type { Dated } from '../../engine/shared/dates';
import type { Document } from '../../engine/shared/types';
import { VisuallyHidden } from '../shared/visually-hidden/visually-hidden';
import { Edition, useDatedAbove } from './edition';
import './documents.css';

/** What kind of row it is; decides spacing and whether it takes part in zebra shading. */
const rowKinds = {
  link: 'doc-row--link',
  heading: 'doc-row--heading',
  text: 'doc-row--text',
  spacer: 'doc-row--spacer',
} as const;

export type RowKind = keyof typeof rowKinds;

type RowFields = Pick<Document, 'topGap' | 'nonAlternating' | 'disabled'>;

export function rowClassName(document: RowFields, kind: RowKind): string {
  return [
    'doc-row',
    rowKinds[kind],
    document.topGap && 'doc-row--top-gap',
    document.nonAlternating && 'doc-row--non-alternating',
    document.disabled && 'doc-row--disabled',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The outer element of a layout row (heading, text, spacer). */
export function RowFrame({ document, kind, children }: { document: RowFields; kind: RowKind; children?: ReactNode }) {
  return <div className={rowClassName(document, kind)}>{children}</div>;
}

interface LinkRowProps {
  document: Pick<Document, 'title' | 'text' | 'topGap' | 'nonAlternating' | 'disabled'> &
    Dated & { name: string; version?: string | undefined };
  /** The active control; replaced by plain text when the document is disabled. */
  link: ReactNode;
  /** Small facts after the link, e.g. the file size. */
  meta?: ReactNode;
  /** Drawn under the description and the row's edition: the earlier versions, the other languages' files. */
  versions?: ReactNode;
}

/**
 * A linking row: optional small heading, the link (or its disabled text), meta, the Updated badge
 * when the document changed since the reader's previous visit, description, the edition it offers
 * (its version and date) and versions.
 */
export function LinkRow({ document, link, meta, versions }: LinkRowProps) {
  const changed = useChangedSinceLastVisit(document);
  const datedAbove = useDatedAbove();
  return (
    <div className={rowClassName(document, 'link')}>
      {document.title && <h3 className="doc-row__title">{document.title}</h3>}
      {document.disabled ? (
        // A disabled document is announced as unavailable and is not focusable or clickable.
        <span className="doc-link doc-link--disabled" aria-disabled="true">
          {document.name}
        </span>
      ) : (
        link
      )}
      {meta && <span className="doc-row__meta">{meta}</span>}
      {changed && !document.disabled && <UpdatedBadge />}
      {document.text && <p className="doc-row__text">{document.text}</p>}
      <Edition version={document.version} date={datedAbove ? undefined : document.dateUpdated} />
      {versions}
    </div>
  );
}

/** Marks what changed since the reader's previous visit to the line; its text comes from site.json. */
export function UpdatedBadge() {
  const { site } = useRenderContext();
  // The space keeps "Updated" a word of its own for assistive technology, after the link or meta.
  return (
    <>
      {' '}
      <span className="badge-updated">{site.whatsNew.updatedBadge}</span>
    </>
  );
}

/** Screen-reader users are told before they activate a link that it leaves the current tab. */
export function NewTabHint() {
  const { site } = useRenderContext();
  return (
    <>
      {' '}
      <VisuallyHidden>{site.chrome.newTab}</VisuallyHidden>
    </>
  );
}

/** Props every link that opens a new tab carries; noopener keeps the opened page from reaching window.opener. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
