/**
 * The product route's loader: in a tab whose stored session may open the line, the line's manifest is
 * asked for beside the route's code and the catalogue, not once they have arrived; the line takes the
 * answer (data/use-resource.ts). With the line's route (product-routes.ts), so the wait for the
 * product area's code does not hold it.
 */
import { loadProduct } from '../api/product';
import { startResource } from '../data/use-resource';
import { isModelPermitted } from '../session/permissions';
import { isAuthenticated, readStoredSession } from '../session/session-storage';

export function startManifest(model: string): null {
  const stored = readStoredSession();
  if (isAuthenticated(stored) && isModelPermitted(stored.account, model)) startResource(model, loadProduct);
  return null;
}
