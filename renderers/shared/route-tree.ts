/** Pure look-ups in a product line's route tree that renderers need and the engine does not offer. */
import { type RouteDef, walkRoutes } from '../../engine/routes/build-routes';

/** The route whose children include the route at `path`, or undefined for a top-level route. */
export function parentOfRoute(routes: RouteDef[], path: string): RouteDef | undefined {
  for (const route of walkRoutes(routes)) if (route.children.some((child) => child.path === path)) return route;
  return undefined;
}
