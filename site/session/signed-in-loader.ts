/**
 * The loader of every signed-in route: what the page needs besides its code is asked for as the
 * router matches it, beside the route's code, not once that has arrived and drawn. In a tab holding a
 * session, the account's catalogue, which the route's components read from the loader's data (every
 * signed-in page draws it or the line's header from it); in a tab holding none (a new tab, a
 * bookmark), the guard's question to the server, once per load of the page as the guard asks it once
 * (use-server-check.ts), unless a sign-in link answers it. Once the guard has signed the tab in, the
 * page asks the router to run the loader again (shared/route-answer.tsx).
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CatalogueEntry } from '../../engine/shared/types';
import { getCatalogue } from '../catalogue/catalogue-api';
import { startResource } from '../shared/start-resource';
import { authParamOf } from './auth-param';
import { guardCheck } from './session-api';
import { isAuthenticated, readStoredSession } from './session-storage';

export interface SignedInData {
  /** The account's catalogue, on its way; null while the tab holds no session. */
  catalogue: Promise<CatalogueEntry[]> | null;
}

let serverAsked = false;

export function signedInLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): SignedInData {
  const stored = readStoredSession();
  if (isAuthenticated(stored)) {
    const catalogue = getCatalogue();
    // A failure is the page's to show; a page that no longer reads it is no failure.
    catalogue.catch(() => undefined);
    return { catalogue };
  }
  if (!serverAsked && !authParamOf(new URL(request.url).search)) {
    serverAsked = true;
    startResource(guardCheck.key, guardCheck.load);
  }
  return { catalogue: null };
}
