/**
 * Every address but /login and the product lines, behind the guard and with the account's catalogue:
 * the catalogue page, and for an address no product line has, the not-found page. Loaded by the
 * routes' `lazy` (app-routes.tsx), so the login page's script does not carry it. It is the one chunk
 * of what every signed-in page shares (the guard, the header navigation, the disclaimer, the product
 * lines' routes), as each chunk the entry imports costs the login page's script its own import and
 * file list.
 */
import type { ReactNode } from 'react';
import { CatalogueProvider } from '../catalogue/catalogue-context';
import { CataloguePage } from '../catalogue/catalogue-page';
import { NotFound } from '../chrome/not-found';
import { Shell } from '../chrome/shell';
import { WithSignedInChrome } from '../chrome/signed-in-chrome-parts';
import { RequireAuth } from './require-auth';

// The page frame's signed-in parts outside these routes (signed-in-chrome.ts); what every page, the
// login page's included, draws once its first screen is (the footer, the header's language switcher,
// the other tabs' listener), so the login page fetches this chunk then and a signed-in page asks
// for no file of theirs; what sign-in leads through to here (a sign-in link's check, where a login
// continues to, what the login page says to those sent to it); and the route of a product line,
// whose pages share the guard.
export { LanguageSwitcher } from '../chrome/language-switcher';
export { PageFoot } from '../chrome/page-foot';
export { DisclaimerBanner, HeaderNav } from '../chrome/signed-in-chrome-parts';
export { patchProductRoute } from '../product/product-routes';
export { continueAfterLogin } from './continue-after-login';
export { LinkSignIn } from './link-sign-in';
export { LoginNotice } from './login-notice';
export { OtherTabs } from './other-tabs';

function SignedIn({ children }: { children: ReactNode }) {
  return (
    <WithSignedInChrome>
      <RequireAuth>
        <CatalogueProvider>{children}</CatalogueProvider>
      </RequireAuth>
    </WithSignedInChrome>
  );
}

export function SignedInCatalogue() {
  return (
    <SignedIn>
      <CataloguePage />
    </SignedIn>
  );
}

export function SignedInNotFound() {
  return (
    <SignedIn>
      <Shell>
        <NotFound backTo="/" />
      </Shell>
    </SignedIn>
  );
}
