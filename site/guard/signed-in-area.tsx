/**
 * Every address but /login and the product lines: the guard, the account's catalogue, then the
 * catalogue page or, for an address no product line has, the not-found page. The route's `lazy`
 * module, so the login page does not load it.
 */
import { Route, Routes } from 'react-router-dom';
import { CataloguePage } from '../catalogue/catalogue-page';
import { Shell } from '../chrome/shell';
import { CatalogueProvider } from '../data/catalogue-context';
import { NotFound } from '../errors/not-found';
import { RequireAuth } from './require-auth';

export function Component() {
  return (
    <RequireAuth>
      <CatalogueProvider>
        <Routes>
          <Route index element={<CataloguePage />} />
          <Route
            path="*"
            element={
              <Shell>
                <NotFound backTo="/" backLabel="Back to the catalogue" />
              </Shell>
            }
          />
        </Routes>
      </CatalogueProvider>
    </RequireAuth>
  );
}
