/** Breadcrumbs inside a product: Home, then each path segment with a title (engine breadcrumbs()). */
import { Link } from 'react-router-dom';
import type { Crumb } from '../../engine/shared/routes/breadcrumbs';
import { useSite } from './site-context';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { site } = useSite();
  return (
    <nav className="breadcrumbs" aria-label={site.chrome.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.to}>
              <Link to={crumb.to} aria-current={current ? 'page' : undefined}>
                {crumb.label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
