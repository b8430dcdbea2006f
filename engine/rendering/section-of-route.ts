/** The section resource of a route, with the 'Resource not found' console message when it is missing. */
import { resourceNotFoundMessage } from '../shared/content/lookup';
import type { RouteDef } from '../shared/routes/route-tree';
import type { CompiledProduct, SectionResource } from '../shared/types';

export function sectionOfRoute(compiled: CompiledProduct, route: RouteDef): SectionResource | undefined {
  const name = route.meta.sectionName;
  if (!name) return undefined;
  if (Object.hasOwn(compiled.sections, name)) return compiled.sections[name];
  console.warn(resourceNotFoundMessage(compiled.product.brand, compiled.product.model, name));
  return undefined;
}
