/** An external page opened straight away in a new tab (no password to tell the user about). */
import type { DocumentProps } from '../../../engine/rendering/contract';
import { LinkRow, NewTabHint, newTabProps } from '../document-row';

export function ExternalDirectDocument({ document }: DocumentProps<'external-direct'>) {
  return (
    <LinkRow
      document={document}
      link={
        <a className="doc-link" href={document.url} {...newTabProps}>
          {document.name}
          <NewTabHint />
        </a>
      }
    />
  );
}
