/**
 * Site header: manufacturer logo and CUSTOMER RESOURCES. Signed in, the title links to the catalogue
 * and the navigation follows (header-nav.tsx, which the signed-in layout passes).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SizedImage } from '../../renderers/shared/content-image/sized-image';
import { LanguageSwitcher } from './language-switcher';
import { useSite } from './site-context';

/** `signedIn`: the title links to the catalogue; true whenever there is a navigation. */
export function SiteHeader({ navigation, signedIn }: { navigation?: ReactNode; signedIn?: boolean }) {
  const { site } = useSite();
  const authenticated = signedIn ?? navigation !== undefined;
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
        {navigation}
        {/* A site of one language has nothing to switch to. */}
        {site.languages?.[1] && <LanguageSwitcher />}
      </div>
    </header>
  );
}
