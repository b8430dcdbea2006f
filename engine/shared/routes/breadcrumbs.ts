/** Breadcrumbs: Home, then one crumb per path segment that is a route, labelled with the route's title. */
import type { CompiledProductLine } from '../types';
import { findRoute } from './route-tree';

export interface Crumb {
  label: string;
  to: string;
}

export function breadcrumbs(product: CompiledProductLine, pathname: string): Crumb[] {
  const home = product.homePath;
  const crumbs: Crumb[] = [{ label: 'Home', to: home }];
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    if (path === home) continue;
    const route = findRoute(product.routes, path);
    if (route) crumbs.push({ label: route.meta.title, to: route.path });
  }
  return crumbs;
}
