/**
 * A parent route with a kind drawn around its children, as the site does it: the
 * parent's page renders <Outlet/>, the children are nested routes with their
 * absolute paths, and the parent's own address forwards to its default child.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageView } from '../../engine/render/dispatch';
import { sectionOfRoute } from '../../engine/render/section-of-route';
import type { CompiledProduct } from '../../engine/types';
import { routeAt } from './fixtures';

export function NestedRoutes({ compiled, parentPath }: { compiled: CompiledProduct; parentPath: string }) {
  const parent = routeAt(compiled, parentPath);
  return (
    <Routes>
      <Route path={parent.path} element={<PageView route={parent} />}>
        {parent.redirectTo && <Route index element={<Navigate to={parent.redirectTo} replace />} />}
        {parent.children.map((child) => (
          <Route
            key={child.path}
            path={child.path}
            element={<PageView route={child} section={sectionOfRoute(compiled, child)} />}
          />
        ))}
      </Route>
    </Routes>
  );
}
