/** The top-level route table: /login is public; the catalogue and every product area sit behind the guard. */
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { CataloguePage } from './catalogue/catalogue-page';
import { ScrollToTop } from './chrome/scroll-to-top';
import { CatalogueProvider } from './data/catalogue-context';
import { ErrorBoundary } from './errors/error-boundary';
import { RequireAuth } from './guard/require-auth';
import { LoginPage } from './login/login-page';
import { ProductGate } from './product/product-gate';

function Protected() {
  return (
    <RequireAuth>
      <CatalogueProvider>
        <Outlet />
      </CatalogueProvider>
    </RequireAuth>
  );
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <ScrollToTop />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route element={<Protected />}>
          <Route index element={<CataloguePage />} />
          <Route path="*" element={<ProductGate />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
