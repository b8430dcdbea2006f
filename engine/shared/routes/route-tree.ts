/** Finding routes in a compiled product's route tree (resolved when content is compiled). */
import type { CompiledRoute } from '../types';

/** A route as pages receive it: absolute path, visible children. */
export type RouteDef = CompiledRoute;

export function* walkRoutes(routes: RouteDef[]): Generator<RouteDef> {
  for (const route of routes) {
    yield route;
    yield* walkRoutes(route.children);
  }
}

export function findRoute(routes: RouteDef[], path: string): RouteDef | undefined {
  const wanted = path.replace(/\/+$/, '');
  for (const route of walkRoutes(routes)) if (route.path === wanted) return route;
  return undefined;
}

/** The route whose children include the route at `path`, or undefined for a top-level route. */
export function parentOfRoute(routes: RouteDef[], path: string): RouteDef | undefined {
  for (const route of walkRoutes(routes)) if (route.children.some((child) => child.path === path)) return route;
  return undefined;
}
