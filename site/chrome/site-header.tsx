/**
 * Site header: manufacturer logo and CUSTOMER RESOURCES. Signed in, the title links to the catalogue
 * and the navigation follows (header-nav.tsx); inside a product the product area passes its own
 * links (logo, Downloads, Contact).
 */
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { SizedImage } from '../../renderers/shared/content-image/sized-image';
import { useSession } from '../session/session-context';
import { lazyPart } from '../shared/lazy-part';
import { useSignedInChrome } from './signed-in-chrome';
import { useSite } from './site-context';
// The switcher's place is drawn before its code arrives, so its styles come with the first page's.
import './language-switcher.css';

/** Holds the navigation's place while its code arrives, so the header keeps its height. */
function NavPlace() {
  const { site } = useSite();
  return (
    <div className="site-header__nav" aria-hidden="true">
      <div className="search search--loading" />
      <span className="button button--secondary nav-place__button">{site.chrome.signOut}</span>
    </div>
  );
}

// The language switcher comes with the signed-in area's code once the first screen is drawn (the
// login page fetches it then, while the user types): the login page's script carries only its
// place, which holds the switcher's size until then.
const LanguageSwitcher = lazyPart(() => import('./language-switcher').then((part) => part.LanguageSwitcher), true);
const switcherPlace = <div className="language-switcher language-switcher--place" />;

export function SiteHeader({ productLinks }: { productLinks?: ReactNode }) {
  const { site } = useSite();
  const { authenticated } = useSession();
  // Only a signed-in user sees the navigation, so its code (search, Sign out) is not the login page's.
  const { HeaderNav } = useSignedInChrome();
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
        {authenticated && (
          <Suspense fallback={<NavPlace />}>
            <HeaderNav productLinks={productLinks} />
          </Suspense>
        )}
        {/* A site of one language has nothing to switch to. */}
        {site.languages?.[1] && (
          <Suspense fallback={switcherPlace}>
            <LanguageSwitcher />
          </Suspense>
        )}
      </div>
    </header>
  );
}
