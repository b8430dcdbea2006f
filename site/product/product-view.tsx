/** Routes of one compiled product line, drawn by the engine's PageView with the registered renderers. */
import { useMemo } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import type { RenderContextValue } from '../../engine/render/contract';
import { PageView } from '../../engine/render/dispatch';
import { RenderProvider } from '../../engine/render/render-context';
import { sectionOfRoute } from '../../engine/render/section-of-route';
import { breadcrumbs } from '../../engine/routes/breadcrumbs';
import type { RouteDef } from '../../engine/routes/route-tree';
import type { CompiledProduct, SessionSettings } from '../../engine/types';
import { registry } from '../../renderers/registry';
import { Breadcrumbs } from '../chrome/breadcrumbs';
import { Shell } from '../chrome/shell';
import { useDocumentTitle } from '../document-title/use-document-title';
import { NotFound } from '../errors/not-found';
import { ProductLinks } from './product-links';
import { SectionBar } from './section-bar';
// Only product pages have the section bar and menu sections, so their styles load with this chunk.
import '../styles/product-nav.css';

function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function ProductPage({ route, compiled }: { route: RouteDef; compiled: CompiledProduct }) {
  // Memoised so a missing section is reported once per page, not on every render.
  const section = useMemo(() => sectionOfRoute(compiled, route), [compiled, route]);
  return (
    <>
      {/* A page drawn around its children (a menu) leaves the tab title to the child shown inside it. */}
      {route.children.length === 0 && <PageTitle title={route.meta.title} />}
      <PageView route={route} section={section} />
    </>
  );
}

/**
 * A route with a kind and children is drawn around them: its page renders <Outlet/>, the
 * children are nested routes, and its own address forwards to the default child. A route
 * without a kind only groups or forwards, so its children stand at the top level.
 */
function routeObjectsOf(compiled: CompiledProduct, route: RouteDef): RouteObject[] {
  const children = route.children.flatMap((child) => routeObjectsOf(compiled, child));
  const forward = route.redirectTo ? <Navigate to={route.redirectTo} replace /> : undefined;
  if (route.kind) {
    const page = <ProductPage route={route} compiled={compiled} />;
    if (children.length === 0) return [{ path: route.path, element: page }];
    return [
      {
        path: route.path,
        element: page,
        children: [...(forward ? [{ index: true, element: forward }] : []), ...children],
      },
    ];
  }
  return [...(forward ? [{ path: route.path, element: forward }] : []), ...children];
}

function routeObjects(compiled: CompiledProduct): RouteObject[] {
  const home = compiled.product.homePath;
  return [
    { path: compiled.product.pathPrefix, element: <Navigate to={home} replace /> },
    ...compiled.product.routes.flatMap((route) => routeObjectsOf(compiled, route)),
    { path: '*', element: <NotFound backTo={home} backLabel="Back to the product home" /> },
  ];
}

export function ProductView({ compiled, settings }: { compiled: CompiledProduct; settings: SessionSettings }) {
  const { pathname } = useLocation();
  const objects = useMemo(() => routeObjects(compiled), [compiled]);
  const value = useMemo<RenderContextValue>(() => ({ compiled, settings, registry }), [compiled, settings]);
  const page = useRoutes(objects);
  return (
    <RenderProvider value={value}>
      <Shell
        productLinks={<ProductLinks product={compiled.product} />}
        subHeader={<SectionBar product={compiled.product} />}
        above={<Breadcrumbs crumbs={breadcrumbs(compiled.product, pathname)} />}
      >
        {page}
      </Shell>
    </RenderProvider>
  );
}
