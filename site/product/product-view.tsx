/** Routes of one compiled product line, drawn by the engine's PageView with the registered renderers. */
import { useMemo } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import type { RenderContextValue } from '../../engine/render/contract';
import { PageView } from '../../engine/render/dispatch';
import { RenderProvider } from '../../engine/render/render-context';
import { sectionOfRoute } from '../../engine/render/section-of-route';
import { breadcrumbs } from '../../engine/routes/breadcrumbs';
import { buildRoutes, homePathOf, type RouteDef, walkRoutes } from '../../engine/routes/build-routes';
import type { CompiledProduct, SessionSettings } from '../../engine/types';
import { registry } from '../../renderers/registry';
import { Breadcrumbs } from '../chrome/breadcrumbs';
import { Shell } from '../chrome/shell';
import { useDocumentTitle } from '../chrome/use-document-title';
import { NotFound } from '../errors/not-found';
import { ProductLinks } from './product-links';
import { SectionBar } from './section-bar';
// Only product pages have the section bar and menu sections, so their styles load with this chunk.
import '../styles/product-nav.css';

function ProductPage({ route, compiled }: { route: RouteDef; compiled: CompiledProduct }) {
  useDocumentTitle(route.meta.title);
  // Memoised so a missing section is reported once per page, not on every render.
  const section = useMemo(() => sectionOfRoute(compiled, route), [compiled, route]);
  return <PageView route={route} section={section} />;
}

function routeObjects(compiled: CompiledProduct, routes: RouteDef[]): RouteObject[] {
  const home = homePathOf(compiled.product);
  const objects: RouteObject[] = [{ path: compiled.product.pathPrefix, element: <Navigate to={home} replace /> }];
  for (const route of walkRoutes(routes)) {
    if (route.redirectTo) objects.push({ path: route.path, element: <Navigate to={route.redirectTo} replace /> });
    else if (route.kind) objects.push({ path: route.path, element: <ProductPage route={route} compiled={compiled} /> });
  }
  objects.push({ path: '*', element: <NotFound backTo={home} backLabel="Back to the product home" /> });
  return objects;
}

export function ProductView({ compiled, settings }: { compiled: CompiledProduct; settings: SessionSettings }) {
  const { pathname } = useLocation();
  const routes = useMemo(() => buildRoutes(compiled.product), [compiled]);
  const objects = useMemo(() => routeObjects(compiled, routes), [compiled, routes]);
  const value = useMemo<RenderContextValue>(
    () => ({ compiled, routes, settings, registry }),
    [compiled, routes, settings],
  );
  const page = useRoutes(objects);
  return (
    <RenderProvider value={value}>
      <Shell
        productLinks={<ProductLinks product={compiled.product} routes={routes} />}
        subHeader={<SectionBar product={compiled.product} />}
        above={<Breadcrumbs crumbs={breadcrumbs(compiled.product, routes, pathname)} />}
      >
        {page}
      </Shell>
    </RenderProvider>
  );
}
