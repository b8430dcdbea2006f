/** A parent route with a kind drawn around its children, with the same route objects the site builds. */
import { useRoutes } from 'react-router-dom';
import { PageView } from '../../engine/rendering/dispatch';
import { routeObjectsOf } from '../../engine/rendering/route-objects';
import { sectionOfRoute } from '../../engine/rendering/section-of-route';
import type { CompiledProduct } from '../../engine/shared/types';
import { routeAt } from './fixtures';

export function NestedRoutes({ compiled, parentPath }: { compiled: CompiledProduct; parentPath: string }) {
  const parent = routeAt(compiled, parentPath);
  return useRoutes(
    routeObjectsOf(parent, (route) => <PageView route={route} section={sectionOfRoute(compiled, route)} />),
  );
}
