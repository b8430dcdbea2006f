/**
 * The signed-in area's chunk (signed-in-area.tsx): the guard, the catalogue and the product gate, with
 * what only a signed-in user or a sign-in link needs on other pages (the header navigation, the link
 * check). The entry fetches it for any first address but a signed-out login page, the login page when
 * idle and on sign-in.
 */
import { lazyChunk } from '../lazy/lazy-part';

// The four exports the parts use are named here, so the bundler hands over just these: given the
// whole module, it builds a module object for the chunk, with a helper for it in the entry.
export const signedInChunk = lazyChunk(() =>
  import('./signed-in-area').then(({ default: SignedInArea, DisclaimerBanner, HeaderNav, LinkSignIn }) => ({
    default: SignedInArea,
    DisclaimerBanner,
    HeaderNav,
    LinkSignIn,
  })),
);
