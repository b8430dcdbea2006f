/** An eLearning package from the training area; it runs in its own tab so the portal stays open. */

import type { DocumentProps } from '../../../engine/rendering/contract';
import { trainingHref } from '../../../engine/shared/documents/links';
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
