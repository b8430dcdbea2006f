/**
 * The header navigation (header-nav.tsx) as a part of the signed-in chunk. Every signed-in page comes
 * from that chunk, so it draws with the page; until then (the signed-in area's loading state, the
 * login page of a signed-in tab) an empty copy of the navigation without product links holds its
 * place, so the header keeps its height when it arrives.
 */
import { signedInChunk } from '../guard/signed-in-chunk';

function NavPlace() {
  return (
    <div className="site-header__nav" aria-hidden="true">
      <div className="search search--loading" />
      <span className="button button--secondary nav-place__button">Sign out</span>
    </div>
  );
}

export const HeaderNav = signedInChunk.part((chunk) => chunk.HeaderNav, NavPlace);
