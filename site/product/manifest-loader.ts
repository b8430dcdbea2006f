/**
 * The product route's loader: what every signed-in route's loader asks for
 * (session/signed-in-loader.ts) and, in a tab whose stored session may open the line, the line's
 * manifest, beside the route's code, not once it has arrived; the line takes the answer
 * (shared/use-resource.ts). With the line's route (product-routes.ts), so the wait for the product
 * area's code does not hold it.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { isModelPermitted } from '../session/permissions';
import { isAuthenticated, readStoredSession } from '../session/session-storage';
import { startSignedInData } from '../session/signed-in-loader';
import { startResource } from '../shared/start-resource';
import { loadProduct } from './product-api';

export function startManifest(model: string, args: Pick<LoaderFunctionArgs, 'request'>): null {
  startSignedInData(args);
  const stored = readStoredSession();
  if (isAuthenticated(stored) && isModelPermitted(stored.account, model)) startResource(model, loadProduct);
  return null;
}
