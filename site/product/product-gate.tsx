/**
 * A product line's address: find the line in the account's catalogue by its prefix, guard its model,
 * then load the line. Its manifest is fetched as soon as the address names a line the account may
 * open, beside the catalogue, not after it.
 */
import { useLocation } from 'react-router-dom';
import { Redirect } from '../../engine/browser/redirect';
import { entryOfPath } from '../../engine/shared/routes/entry-of-path';
import { loginPath } from '../../engine/shared/routes/login-path';
import { useCatalogue } from '../catalogue/catalogue-context';
import { ErrorPanel } from '../chrome/error-panel';
import { Loading } from '../chrome/loading';
import { NotFound } from '../chrome/not-found';
import { Shell } from '../chrome/shell';
import { useSite } from '../chrome/site-context';
import type { LoginReason } from '../session/login-reason';
import { RequireAuth } from '../session/require-auth';
import { ProductLine } from './product-line';
import { useEarlyProduct } from './use-early-product';

export function ProductGate() {
  const { pathname } = useLocation();
  const { state, retry } = useCatalogue();
  const { productPaths } = useSite();
  useEarlyProduct(state.status === 'loading');

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
        <ErrorPanel error={state.error} onRetry={retry} />
      </Shell>
    );
  }
  const entry = entryOfPath(state.data, pathname);
  const line = entry ? undefined : entryOfPath(productPaths, pathname);
  // A product line that exists but is not in the account's catalogue: like the route guard, send the
  // user to /login, which says the account does not include it (its name is public).
  if (line) {
    const reason: LoginReason = { notIncluded: line.title };
    return <Redirect to={loginPath} state={reason} />;
  }
  if (!entry) {
    return (
      <Shell>
        <NotFound backTo="/" />
      </Shell>
    );
  }
  return (
    <RequireAuth model={entry.model}>
      <ProductLine entry={entry} />
    </RequireAuth>
  );
}
