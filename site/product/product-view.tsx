/** Routes of one compiled product line, drawn by the engine's PageView with the registered renderers. */

import { format } from 'date-fns';
import { useMemo } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import type { RenderContextValue } from '../../engine/rendering/contract';
import { PageView } from '../../engine/rendering/dispatch';
import { RenderProvider } from '../../engine/rendering/render-context';
import { routeObjectsOf } from '../../engine/rendering/route-objects';
import { sectionOfRoute } from '../../engine/rendering/section-of-route';
import { breadcrumbs } from '../../engine/shared/routes/breadcrumbs';
import { pageTitle } from '../../engine/shared/routes/page-title';
import type { RouteDef } from '../../engine/shared/routes/route-tree';
import type { CompiledProduct, SessionSettings } from '../../engine/shared/types';
import { registry } from '../../renderers/registry';
import { AcknowledgementNotice, useAcknowledgementSender } from '../acknowledgements/acknowledgement-notice';
import { Breadcrumbs } from '../chrome/breadcrumbs';
import { ErrorBoundary } from '../chrome/error-boundary';
import { NotFound } from '../chrome/not-found';
import { useSite } from '../chrome/site-context';
import { useDocumentTitle } from '../chrome/use-document-title';
import { useLineInHeader } from '../layouts/line-in-header';
import { useSignedIn } from '../session/signed-in-loader';
import { usePreviousVisit } from './previous-visit';
import { renderActions } from './render-actions';
import { routesBelowPrefix } from './routes-below-prefix';
// Only product pages have the section bar and menu sections, so their styles load with this chunk.
import '../styles/product-nav.css';

function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function ProductPage({ route, compiled }: { route: RouteDef; compiled: CompiledProduct }) {
  // Memoised so a missing section is reported once per page, not on every render.
  const section = useMemo(() => sectionOfRoute(compiled, route), [compiled, route]);
  const { site } = useSite();
  return (
    <>
      {/* A page drawn around its children (a menu) leaves the tab title to the child shown inside it. */}
      {route.children.length === 0 && <PageTitle title={pageTitle(compiled.product, route.path, site.chrome.home)} />}
      <PageView route={route} section={section} />
    </>
  );
}

function routeObjects(compiled: CompiledProduct): RouteObject[] {
  const home = compiled.product.homePath;
  return routesBelowPrefix(compiled.product.pathPrefix, [
    { path: compiled.product.pathPrefix, element: <Navigate replace to={home} /> },
    ...compiled.product.routes.flatMap((route) =>
      routeObjectsOf(route, (page) => <ProductPage route={page} compiled={compiled} />),
    ),
    { path: '*', element: <NotFound backTo={home} back="productHome" /> },
  ]);
}

export function ProductView({ compiled, settings }: { compiled: CompiledProduct; settings: SessionSettings }) {
  const { pathname } = useLocation();
  const { site } = useSite();
  const previousVisit = usePreviousVisit(compiled.product.model);
  const { acknowledgements } = useSignedIn();
  const sender = useAcknowledgementSender();
  const objects = useMemo(() => routeObjects(compiled), [compiled]);
  const value = useMemo<RenderContextValue>(
    () => ({
      compiled,
      settings,
      site,
      actions: renderActions,
      registry,
      homeNotice: <AcknowledgementNotice answer={acknowledgements} model={compiled.product.model} sender={sender} />,
      ...(previousVisit === undefined ? {} : { previousVisit }),
      today: format(new Date(), 'yyyy-MM-dd'),
    }),
    [compiled, settings, site, previousVisit, acknowledgements, sender],
  );
  const page = useRoutes(objects);
  // The line's logo, Downloads, Contact and section bar join the signed-in layout's header.
  useLineInHeader(compiled);
  return (
    <RenderProvider value={value}>
      <Breadcrumbs crumbs={breadcrumbs(compiled.product, pathname)} />
      {/* A page that breaks keeps the breadcrumbs; moving elsewhere clears the error. */}
      <ErrorBoundary resetKey={pathname}>{page}</ErrorBoundary>
    </RenderProvider>
  );
}
