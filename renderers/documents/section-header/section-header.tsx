/** A heading row that groups the links below it. */
import type { DocumentProps } from '../../../engine/rendering/contract';
import { RowFrame } from '../document-row';

export function SectionHeaderDocument({ document }: DocumentProps<'sectionHeader'>) {
  return (
    <RowFrame document={document} kind="heading">
      <h2 className="doc-row__heading">{document.title}</h2>
      {document.text && <p className="doc-row__text">{document.text}</p>}
    </RowFrame>
  );
}
