/**
 * The loader of every signed-in route: what the page needs besides its code is asked for as the
 * router matches it, beside the route's code, not once that has arrived and drawn. In a tab holding a
 * session, the account's catalogue (every signed-in page draws it or the line's header from it); in a
 * tab holding none (a new tab, a bookmark), the guard's question to the server, once per load of the
 * page as the guard asks it once (use-server-check.ts), unless a sign-in link answers it. The screens
 * take the answers (shared/use-resource.ts); the loader returns nothing of its own.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadCatalogue } from '../catalogue/catalogue-api';
import { startResource } from '../shared/start-resource';
import { authParamOf } from './auth-param';
import { guardCheck } from './session-api';
import { isAuthenticated, readStoredSession } from './session-storage';

let serverAsked = false;

export function startSignedInData({ request }: Pick<LoaderFunctionArgs, 'request'>): null {
  const stored = readStoredSession();
  if (isAuthenticated(stored)) startResource(String(stored.account?.name), loadCatalogue);
  else if (!serverAsked && !authParamOf(new URL(request.url).search)) {
    serverAsked = true;
    startResource(guardCheck.key, guardCheck.load);
  }
  return null;
}
