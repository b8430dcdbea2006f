/**
 * A product line's pages are drawn by the descendant routes of its route (`<prefix>/*`), which match
 * the address below the prefix. The compiled routes name whole addresses, so each path is cut to the
 * part below its parent's: `/demo/internal/home` under `/demo` is `internal/home`.
 */
import type { RouteObject } from 'react-router-dom';

function below(parent: string, path: string): string {
  const base = parent.replace(/\/+$/, '');
  return path.startsWith(`${base}/`) ? path.slice(base.length + 1) : path;
}

export function routesBelowPrefix(prefix: string, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    if (route.index || route.path === undefined) return route;
    if (route.path === prefix) return { ...route, path: undefined, index: true, children: undefined };
    const path = below(prefix, route.path);
    return route.children
      ? { ...route, path, children: routesBelowPrefix(route.path, route.children) }
      : { ...route, path };
  });
}
