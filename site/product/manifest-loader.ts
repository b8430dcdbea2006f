/**
 * A product line's route's loader: the line's manifest, asked for beside the route's code and the
 * signed-in layout's own questions (session/signed-in-loader.ts), not once they have arrived; the
 * line reads it from the route's data (product-line.tsx). A tab whose stored account lacks the
 * line's model does not ask: the line's page says the account does not include it.
 */
import type { CompiledProduct } from '../../engine/shared/types';
import { requestJson } from '../api/http';
import { isModelPermitted } from '../session/permissions';
import { getSession } from '../session/session-api';
import { isAuthenticated, readStoredSession } from '../session/session-storage';

export interface ProductRouteData {
  /** The line's compiled manifest, on its way; null when the stored account may not open it. */
  product: Promise<CompiledProduct> | null;
}

export async function manifestLoader(model: string): Promise<ProductRouteData> {
  const stored = readStoredSession();
  if (isAuthenticated(stored) && !isModelPermitted(stored.account, model)) return { product: null };
  // A tab holding no session (a new tab, a bookmark) asks whether there is one first, as the
  // signed-in layout's loader does beside this one: a signed-out visit then asks for no manifest
  // the server would refuse. A live session's page names the manifest in its preloads, so the
  // browser has it on its way meanwhile.
  if (!isAuthenticated(stored) && !(await hasSession())) return { product: null };
  const product = requestJson<CompiledProduct>('GET', `/api/products/${encodeURIComponent(model)}`);
  // A failure is the line's page to show; a page already left is no failure.
  product.catch(() => undefined);
  return { product };
}

function hasSession(): Promise<boolean> {
  return getSession().then(
    () => true,
    () => false,
  );
}
