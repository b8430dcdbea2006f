/**
 * The product route's loader: what every signed-in route's loader asks for and returns
 * (session/signed-in-loader.ts) and, in a tab whose stored session may open the line, the line's
 * manifest, beside the route's code, not once it has arrived; the line reads it from the route's
 * data (product-line.tsx). With the line's route (product-routes.ts), so the wait for the product
 * area's code does not hold it. It runs again when the line's page asks for its data again: after a
 * failure, or once the guard has signed a tab in that held no session, whose manifest is asked for then.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { isModelPermitted } from '../session/permissions';
import { isAuthenticated, readStoredSession } from '../session/session-storage';
import { type SignedInData, signedInLoader } from '../session/signed-in-loader';
import { loadProduct, type ProductData } from './product-api';

export interface ProductRouteData extends SignedInData {
  /** The line's manifest and settings, on their way; null while the tab holds no session that may open it. */
  product: Promise<ProductData> | null;
}

export function manifestLoader(model: string, args: Pick<LoaderFunctionArgs, 'request'>): ProductRouteData {
  const data = signedInLoader(args);
  const stored = readStoredSession();
  if (!isAuthenticated(stored) || !isModelPermitted(stored.account, model)) return { ...data, product: null };
  const product = loadProduct(model);
  // A failure is the line's to show; a line the gate sent elsewhere is no failure.
  product.catch(() => undefined);
  return { ...data, product };
}
