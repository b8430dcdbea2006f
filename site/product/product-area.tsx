/**
 * A product line's route (added by patchProductRoutes in app-routes.tsx): the guard, the account's
 * catalogue and the line's pages, with the renderers and date-fns. The route's `lazy` module, fetched
 * beside the guard's question and the catalogue on a first visit, so the login page does not load it.
 */

import { WithSignedInChrome } from '../chrome/signed-in-chrome-parts';
import { WithDateLocale } from '../language';
import { RequireAuth } from '../session/require-auth';
import { ProductGate } from './product-gate';

export function Component() {
  return (
    <WithSignedInChrome>
      <RequireAuth>
        <WithDateLocale>
          <ProductGate />
        </WithDateLocale>
      </RequireAuth>
    </WithSignedInChrome>
  );
}
