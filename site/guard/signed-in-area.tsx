/**
 * Every address but /login: the guard, the account's catalogue, then the catalogue page or a product
 * line. A chunk of its own (signed-in-part.ts), so the login page does not load it.
 */
import { Route, Routes } from 'react-router-dom';
import { CataloguePage } from '../catalogue/catalogue-page';
import { CatalogueProvider } from '../data/catalogue-context';
import { ProductGate } from '../product/product-gate';
import { RequireAuth } from './require-auth';

export default function SignedInArea() {
  return (
    <RequireAuth>
      <CatalogueProvider>
        <Routes>
          <Route index element={<CataloguePage />} />
          <Route path="*" element={<ProductGate />} />
        </Routes>
      </CatalogueProvider>
    </RequireAuth>
  );
}

// Drawn on other pages too, but only for a signed-in user or a sign-in link.
export { DisclaimerBanner } from '../chrome/disclaimer-banner';
export { HeaderNav } from '../chrome/header-nav';
export { LinkSignIn } from '../login/link-sign-in';
// Drawn on every page.
export { OtherTabs } from '../session/other-tabs';
