/** Breadcrumbs of the specification: Home, then each path segment that has a title. */
import type { ProductLine } from '../types';
import { findRoute, homePathOf, type RouteDef } from './build-routes';

export interface Crumb {
  label: string;
  to: string;
}

export function breadcrumbs(product: ProductLine, routes: RouteDef[], pathname: string): Crumb[] {
  const home = homePathOf(product);
  const crumbs: Crumb[] = [{ label: 'Home', to: home }];
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    if (path === home) continue;
    const route = findRoute(routes, path);
    if (route) crumbs.push({ label: route.meta.title, to: route.path });
  }
  return crumbs;
}
