/**
 * The header's navigation for a signed-in user: search, the product area's links, if any, the
 * person's name after a hospital sign-in, and Sign out; with product links, a Menu button folds them away on small screens, and Escape folds them
 * back.
 */
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LanguageSwitcher } from './language-switcher';
import { SignOutButton } from './sign-out-button';
import { SignedInPerson } from './signed-in-person';
import { useSite } from './site-context';

const menuId = 'site-menu';

// Search is for signed-in readers only, and its index code is fetched when the field is first drawn.
const SearchBox = lazy(() => import('../search/search-box').then((m) => ({ default: m.SearchBox })));

/**
 * `inLine`: the page is a product line's, whose links fold into the Menu on small screens; said
 * before the line's links arrive, so the header keeps one height while they do.
 */
export function HeaderNav({ productLinks, inLine }: { productLinks?: ReactNode; inLine?: boolean }) {
  const { pathname } = useLocation();
  const { site } = useSite();
  // The small-screen menu is open for the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const collapsible = inLine ?? Boolean(productLinks);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and returns to its button; the search field keeps its own Escape.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    setOpenOn(null);
    toggle.current?.focus();
  };
  return (
    <>
      {collapsible && (
        <button
          ref={toggle}
          type="button"
          className="button button--secondary menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenOn(open ? null : pathname)}
          onKeyDown={closeOnEscape}
        >
          {site.chrome.menu}
        </button>
      )}
      <nav
        id={menuId}
        className={
          collapsible ? `site-header__nav site-header__nav--collapsible${open ? ' is-open' : ''}` : 'site-header__nav'
        }
        aria-label={site.chrome.mainNavigation}
        onKeyDown={collapsible ? closeOnEscape : undefined}
      >
        {/* The placeholder holds the field's place while its code loads, so nothing moves. */}
        <Suspense fallback={<div className="search search--loading" />}>
          <SearchBox />
        </Suspense>
        {productLinks}
        {/* In the phone menu the languages come before Sign out, which ends the menu as it ends the visit. */}
        {collapsible && <LanguageSwitcher inMenu />}
        <SignedInPerson />
        <SignOutButton />
      </nav>
    </>
  );
}
