/**
 * A product line's address, below the signed-in guard: find the line in the account's catalogue by
 * its prefix, check the account's list has its model, then load the line. Its manifest is fetched as soon as the address names a line the account may
 * open, beside the catalogue, not after it.
 */
import { Navigate, useLocation } from 'react-router-dom';
import { entryOfPath } from '../../engine/shared/routes/entry-of-path';
import { loginPath } from '../../engine/shared/routes/login-path';
import { useCatalogue } from '../catalogue/catalogue-context';
import { ErrorPanel } from '../chrome/error-panel';
import { Loading } from '../chrome/loading';
import { NotFound } from '../chrome/not-found';
import { Shell } from '../chrome/shell';
import { useSite } from '../chrome/site-context';
import type { LoginReason } from '../session/login-reason';
import { isModelPermitted } from '../session/permissions';
import { useSession } from '../session/session-context';
import { ProductLine } from './product-line';
import { useEarlyProduct } from './use-early-product';

export function ProductGate() {
  const { pathname } = useLocation();
  const { state, retry } = useCatalogue();
  const { productPaths } = useSite();
  const { account } = useSession();
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
  const listed = entryOfPath(state.data, pathname);
  const entry = listed && isModelPermitted(account, listed.model) ? listed : undefined;
  const line = entry ? undefined : (listed ?? entryOfPath(productPaths, pathname));
  // A product line that exists but is not in the account's catalogue, or whose model the account's
  // list lacks: send the user to /login, which says the account does not include it (its name is public).
  if (line) {
    const reason: LoginReason = { notIncluded: line.title };
    return <Navigate replace to={loginPath} state={reason} />;
  }
  if (!entry) {
    return (
      <Shell>
        <NotFound backTo="/" />
      </Shell>
    );
  }
  return <ProductLine entry={entry} />;
}
