/**
 * The router's start on a page the server answered with an error (server-answer.ts). The address gets
 * a route of its own ahead of the app's, holding the error as React Router's hydration data, so the
 * error page is drawn at once: the address would otherwise match the signed-in area's catch-all,
 * whose code the router would fetch before drawing anything. Coming back to the address later (the
 * Back button) shows the same error; a reload asks the server again. An address React Router cannot
 * match exactly (a segment it reads as a parameter, an empty or undecodable one) keeps the app's
 * routes, with the error on the root route: drawn once that code has arrived.
 */
import type { HydrationState, RouteObject } from 'react-router-dom';
import { RouteError } from '../chrome/route-error';
import { rootRouteId } from '../router';

import { type ServerAnswer, serverAnswerOf } from './server-answer';

const answeredRouteId = 'answered-address';

/**
 * The route path that matches `pathname` (without the basename) and nothing else, as React Router
 * decodes an address, or undefined when its pattern syntax cannot say it: a segment that starts with
 * `:` or ends with `*` or `?`, or an empty one.
 */
function exactPathOf(pathname: string): string | undefined {
  const segments = pathname.replace(/\/$/, '').split('/').slice(1);
  try {
    const decoded = segments.map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'));
    return decoded.every((segment) => segment !== '' && !/^:|[*?]$/.test(segment))
      ? `/${decoded.join('/')}`
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The routes and hydration data to start the router with at `pathname` (the address's, with the
 * basename); the app's routes alone for an ordinary page.
 */
export function routesForPage(
  routes: RouteObject[],
  pathname: string,
  basename: string | undefined,
  page: Document = document,
): { routes: RouteObject[]; hydrationData?: HydrationState } {
  const answer = serverAnswerOf(page);
  if (!answer) return { routes };
  const path = exactPathOf(basename && pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname);
  if (path === undefined) return { routes, hydrationData: { errors: { [rootRouteId]: answer } } };
  const showAgain = (): never => {
    throw answer satisfies ServerAnswer;
  };
  // Its loader always throws, so its element is never drawn.
  const answered: RouteObject = {
    id: answeredRouteId,
    path,
    loader: showAgain,
    element: null,
    errorElement: <RouteError />,
  };
  return { routes: [answered, ...routes], hydrationData: { errors: { [answeredRouteId]: answer } } };
}
