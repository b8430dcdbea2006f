/** Turns a product line's route tree into absolute, ready-to-route definitions. */
import type { PageKind, ProductLine, RouteMeta, RouteNode } from '../types';

export interface RouteDef {
  /** Stable id: the absolute path. */
  id: string;
  /** Absolute path, e.g. /acme/internal/using-the-pump. */
  path: string;
  name?: string;
  kind?: PageKind;
  /** Absolute path this route forwards to. */
  redirectTo?: string;
  meta: RouteMeta & { brand: string; model: string; pathPrefix: string };
  children: RouteDef[];
}

function build(product: ProductLine, node: RouteNode, parentPath: string): RouteDef {
  const path = `${parentPath}/${node.path}`;
  return {
    id: path,
    path,
    name: node.name,
    kind: node.kind,
    redirectTo: node.redirect ? `${path}/${node.redirect}` : undefined,
    meta: { ...node.meta, brand: product.brand, model: product.model, pathPrefix: product.pathPrefix },
    children: (node.children ?? []).filter((child) => !child.hidden).map((child) => build(product, child, path)),
  };
}

export function buildRoutes(product: ProductLine): RouteDef[] {
  return product.routes.filter((node) => !node.hidden).map((node) => build(product, node, product.pathPrefix));
}

export function* walkRoutes(routes: RouteDef[]): Generator<RouteDef> {
  for (const route of routes) {
    yield route;
    yield* walkRoutes(route.children);
  }
}

/** Absolute path of a named route, or undefined (the caller reports it). */
export function pathOfRouteName(routes: RouteDef[], name: string): string | undefined {
  for (const route of walkRoutes(routes)) if (route.name === name) return route.path;
  return undefined;
}

export function findRoute(routes: RouteDef[], path: string): RouteDef | undefined {
  const wanted = path.replace(/\/+$/, '');
  for (const route of walkRoutes(routes)) if (route.path === wanted) return route;
  return undefined;
}

export function homePathOf(product: ProductLine): string {
  return `${product.pathPrefix}/${product.homePath}`;
}
