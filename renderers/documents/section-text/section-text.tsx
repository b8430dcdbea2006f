/** A paragraph row between links, e.g. an explanation for a group of documents. */
import type { DocumentProps } from '../../../engine/rendering/contract';
import { RowFrame } from '../document-row';

export function SectionTextDocument({ document }: DocumentProps<'sectiontext'>) {
  return (
    <RowFrame document={document} kind="text">
      {document.title && <h3 className="doc-row__title">{document.title}</h3>}
      <p className="doc-row__text">{document.text}</p>
    </RowFrame>
  );
}
