/**
 * Compiled routes as React Router route objects. A route with a kind and children is drawn
 * around them: its page renders <Outlet/>, the children are nested routes, and its own address
 * forwards to the default child. A route without a kind only groups or forwards, so its
 * children stand at the top level.
 */
import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteDef } from '../shared/routes/route-tree';

export function routeObjectsOf(route: RouteDef, page: (route: RouteDef) => ReactElement): RouteObject[] {
  const children = route.children.flatMap((child) => routeObjectsOf(child, page));
  const forward = route.redirectTo ? <Navigate replace to={route.redirectTo} /> : undefined;
  if (!route.kind) return [...(forward ? [{ path: route.path, element: forward }] : []), ...children];
  if (children.length === 0) return [{ path: route.path, element: page(route) }];
  return [
    {
      path: route.path,
      element: page(route),
      children: [...(forward ? [{ index: true, element: forward }] : []), ...children],
    },
  ];
}
