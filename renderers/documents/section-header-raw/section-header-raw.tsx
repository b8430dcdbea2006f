/** A heading row whose text is HTML (for emphasis or a line break inside the heading). */
import type { DocumentProps } from '../../../engine/rendering/contract';
import { RowFrame } from '../document-row';

export function SectionHeaderRawDocument({ document }: DocumentProps<'sectionHeaderRaw'>) {
  return (
    <RowFrame document={document} kind="heading">
      <h2
        className="doc-row__heading"
        // Safe only because the content compiler sanitises every Raw text with an allow-list
        // before it is published; this and sectionTextRaw are the only places raw HTML is drawn.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: text is sanitised at compile time by sanitizeRawHtml (engine/compiler/compile/sanitize.ts)
        dangerouslySetInnerHTML={{ __html: document.text }}
      />
    </RowFrame>
  );
}
