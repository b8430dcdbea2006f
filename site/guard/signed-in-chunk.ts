/**
 * The signed-in area's chunk (signed-in-area.tsx): the guard, the catalogue and the product gate, with
 * what only a signed-in user or a sign-in link needs on other pages (the header navigation, the link
 * check) and the listener to the other tabs. The entry fetches it for any first address but a
 * signed-out login page, which fetches it once it is drawn.
 */
import { lazyChunk } from '../lazy/lazy-part';

// The five exports the parts use are named here, so the bundler hands over just these: given the
// whole module, it builds a module object for the chunk, with a helper for it in the entry.
export const signedInChunk = lazyChunk(() =>
  import('./signed-in-area').then(({ default: SignedInArea, DisclaimerBanner, HeaderNav, LinkSignIn, OtherTabs }) => ({
    default: SignedInArea,
    DisclaimerBanner,
    HeaderNav,
    LinkSignIn,
    OtherTabs,
  })),
);
