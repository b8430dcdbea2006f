/** A link to another page of the same product line, named by route rather than path so content survives path changes. */
import { Link } from 'react-router-dom';
import type { DocumentProps } from '../../../engine/rendering/contract';
import { useRoutePath } from '../../../engine/rendering/render-context';
import { LinkRow } from '../document-row';

export function RouteDocument({ document }: DocumentProps<'route'>) {
  // useRoutePath logs the unknown name for the maintainer; the reader still sees the name.
  const path = useRoutePath(document.to);
  return (
    <LinkRow
      document={document}
      link={
        path ? (
          <Link className="doc-link" to={path} lang={document.lang}>
            {document.name}
          </Link>
        ) : (
          <span className="doc-link doc-link--disabled" lang={document.lang}>
            {document.name}
          </span>
        )
      }
    />
  );
}
