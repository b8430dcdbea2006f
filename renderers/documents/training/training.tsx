/** An eLearning package from the training area; it runs in its own tab so the portal stays open. */

import { trainingHref } from '../../../engine/documents/links';
import type { DocumentProps } from '../../../engine/render/contract';
import { LinkRow, NewTabHint, newTabProps } from '../document-row';

export function TrainingDocument({ document }: DocumentProps<'training'>) {
  return (
    <LinkRow
      document={document}
      link={
        <a className="doc-link" href={trainingHref(document)} {...newTabProps}>
          {document.name}
          <NewTabHint />
        </a>
      }
    />
  );
}
