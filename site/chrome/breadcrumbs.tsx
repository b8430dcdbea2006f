/**
 * Breadcrumbs inside a product: Home, then each path segment with a title (engine breadcrumbs()).
 * The first crumb is always the line's home, named by the site texts in the page's language.
 */
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
                {index === 0 ? site.chrome.home : crumb.label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
