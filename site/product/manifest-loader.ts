/**
 * The product route's loader: what every signed-in route's loader asks for and returns
 * (session/signed-in-loader.ts) and, in a tab whose stored session may open the line, the line's
 * manifest, beside the route's code, not once it has arrived; the line takes the answer
 * (shared/use-resource.ts). It runs again when the gate asks for the catalogue again: after a
 * failure, or once the guard has signed a tab in that held no session, whose manifest starts then. With the line's route (product-routes.ts), so the wait for the product
 * area's code does not hold it.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { isModelPermitted } from '../session/permissions';
import { isAuthenticated, readStoredSession } from '../session/session-storage';
import { type SignedInData, signedInLoader } from '../session/signed-in-loader';
import { startResource } from '../shared/start-resource';
import { loadProduct } from './product-api';

export function manifestLoader(model: string, args: Pick<LoaderFunctionArgs, 'request'>): SignedInData {
  const data = signedInLoader(args);
  const stored = readStoredSession();
  if (isAuthenticated(stored) && isModelPermitted(stored.account, model)) startResource(model, loadProduct);
  return data;
}
