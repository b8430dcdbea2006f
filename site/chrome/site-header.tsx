/**
 * Site header: manufacturer logo and CUSTOMER RESOURCES. Signed in, the title links to the
 * catalogue; inside a product the product area passes its own links (logo, Downloads, Contact).
 */
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SizedImage } from '../../renderers/shared/content-image/sized-image';
import { useSite } from '../data/site-context';
import { useSession } from '../session/session-context';
import { SignOutButton } from './sign-out-button';

const menuId = 'site-menu';

// Search is for signed-in readers only, so the sign-in page does not load it.
const SearchBox = lazy(() => import('../search/search-box').then((m) => ({ default: m.SearchBox })));

export function SiteHeader({ productLinks }: { productLinks?: ReactNode }) {
  const { site } = useSite();
  const { authenticated } = useSession();
  const { pathname } = useLocation();
  // The small-screen menu is open for the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const collapsible = Boolean(productLinks);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-header__brand">
          <SizedImage className="site-header__logo" image={site.logo} size={site.logoSize} />
          {authenticated ? (
            <Link className="site-header__title" to="/">
              {site.siteTitle}
            </Link>
          ) : (
            <span className="site-header__title">{site.siteTitle}</span>
          )}
        </div>
        {authenticated && collapsible && (
          <button
            type="button"
            className="button button--secondary menu-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            Menu
          </button>
        )}
        {authenticated && (
          <nav
            id={menuId}
            className={
              collapsible
                ? `site-header__nav site-header__nav--collapsible${open ? ' is-open' : ''}`
                : 'site-header__nav'
            }
            aria-label="Main"
          >
            {/* The placeholder holds the field's place while its code loads, so nothing moves. */}
            <Suspense fallback={<div className="search search--loading" />}>
              <SearchBox />
            </Suspense>
            {productLinks}
            <SignOutButton />
          </nav>
        )}
      </div>
    </header>
  );
}
