/**
 * Any address below / that is not the catalogue: find the product line by its prefix, guard its model,
 * then load the product area. The area is a separate chunk so the login page stays small.
 */
import { Navigate, useLocation } from 'react-router-dom';
import { Shell } from '../chrome/shell';
import { entryOfPath, useCatalogue } from '../data/catalogue-context';
import { useSite } from '../data/site-context';
import { ErrorPanel } from '../errors/error-panel';
import { Loading } from '../errors/loading';
import { NotFound } from '../errors/not-found';
import { RequireAuth } from '../guard/require-auth';
import { lazyPart } from '../lazy/lazy-part';

const { Component: ProductArea } = lazyPart(() => import('./product-area'));

export function ProductGate() {
  const { pathname } = useLocation();
  const { state, retry } = useCatalogue();
  const { productPaths } = useSite();
  if (state.status === 'loading') {
    return (
      <Shell>
        <Loading />
      </Shell>
    );
  }
  if (state.status === 'error') {
    return (
      <Shell>
        <ErrorPanel message={state.error.message} onRetry={retry} />
      </Shell>
    );
  }
  const entry = entryOfPath(state.data, pathname);
  // A product line that exists but is not in the account's catalogue: like the route guard, send the user to /login.
  if (!entry && entryOfPath(productPaths, pathname)) return <Navigate to="/login" replace />;
  if (!entry) {
    return (
      <Shell>
        <NotFound backTo="/" backLabel="Back to the catalogue" />
      </Shell>
    );
  }
  return (
    <RequireAuth model={entry.model}>
      <ProductArea entry={entry} />
    </RequireAuth>
  );
}
