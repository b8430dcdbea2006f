/** A paragraph row written in HTML (links, emphasis, lists inside the text). */
import type { DocumentProps } from '../../../engine/rendering/contract';
import { RowFrame } from '../document-row';

export function SectionTextRawDocument({ document }: DocumentProps<'sectionTextRaw'>) {
  return (
    <RowFrame document={document} kind="text">
      {document.title && <h3 className="doc-row__title">{document.title}</h3>}
      <div
        className="doc-row__text"
        // Safe only because the content compiler sanitises every Raw text with an allow-list
        // before it is published; this and sectionHeaderRaw are the only places raw HTML is drawn.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: text is sanitised at compile time by sanitizeRawHtml (engine/compiler/compile/sanitize.ts)
        dangerouslySetInnerHTML={{ __html: document.text }}
      />
    </RowFrame>
  );
}
