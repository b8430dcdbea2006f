/** A product line's pages: loads its compiled manifest and the session settings, then hands over to the engine. */
import { Navigate } from 'react-router-dom';
import type { CatalogueEntry, CompiledProduct, SessionSettings } from '../../engine/types';
import { getProduct } from '../api/catalogue';
import { getSession } from '../api/client';
import { Shell } from '../chrome/shell';
import { useResource } from '../data/use-resource';
import { useDrawnState } from '../deferred/use-drawn-state';
import { ErrorPanel } from '../errors/error-panel';
import { Loading } from '../errors/loading';
import { ProductView } from './product-view';

interface ProductData {
  compiled: CompiledProduct;
  settings: SessionSettings;
}

// The session answer carries the deployment settings renderers need; asking for it here also lets
// the server, not the restored sessionStorage flag, decide whether the session is still alive.
async function loadProduct(model: string, signal: AbortSignal): Promise<ProductData> {
  const [compiled, session] = await Promise.all([getProduct(model, signal), getSession(signal)]);
  return { compiled, settings: session.settings };
}

export default function ProductArea({ entry }: { entry: CatalogueEntry }) {
  const resource = useResource(entry.model, loadProduct);
  // The product's pages are the largest render of a visit: drawn in the background, in slices.
  const state = useDrawnState(resource.state);
  const { retry } = resource;
  if (state.status === 'ready') return <ProductView compiled={state.data.compiled} settings={state.data.settings} />;
  if (state.status === 'error') {
    // 401 already expired the session (useResource), so the guard sends the user to /login.
    if (state.error.kind === 'unauthenticated' || state.error.kind === 'forbidden') {
      return <Navigate to="/login" replace />;
    }
    return (
      <Shell>
        <ErrorPanel message={state.error.message} onRetry={retry} />
      </Shell>
    );
  }
  return (
    <Shell>
      <Loading label={`Loading ${entry.title}…`} />
    </Shell>
  );
}
