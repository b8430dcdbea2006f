/** A product line's pages: loads its compiled manifest and the session settings, then hands over to the engine. */
import { Navigate } from 'react-router-dom';
import { fillText } from '../../engine/shared/fill-text';
import { loginPath } from '../../engine/shared/routes/login-path';
import type { CatalogueEntry } from '../../engine/shared/types';
import { ErrorPanel } from '../chrome/error-panel';
import { Loading } from '../chrome/loading';
import { Shell } from '../chrome/shell';
import { useSite } from '../chrome/site-context';
import { useDrawnState } from '../shared/use-drawn-state';
import { useResource } from '../shared/use-resource';
import { loadProduct } from './product-api';
import { ProductView } from './product-view';

export function ProductLine({ entry }: { entry: CatalogueEntry }) {
  const resource = useResource(entry.model, loadProduct);
  const { site } = useSite();
  // The product's pages are the largest render of a visit: drawn in the background, in slices.
  const state = useDrawnState(resource.state);
  if (state.status === 'ready') return <ProductView compiled={state.data.compiled} settings={state.data.settings} />;
  if (state.status === 'error') {
    // 401 already expired the session (useResource), so the guard sends the user to /login.
    if (state.error.kind === 'unauthenticated' || state.error.kind === 'forbidden') {
      return <Navigate replace to={loginPath} />;
    }
    return (
      <Shell>
        <ErrorPanel error={state.error} onRetry={resource.retry} />
      </Shell>
    );
  }
  return (
    <Shell>
      <Loading label={fillText(site.product.loading, { line: entry.title })} />
    </Shell>
  );
}
