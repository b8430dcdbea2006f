/**
 * The data router's route table. /login is drawn by the entry; every other address is a route whose
 * code comes with route `lazy`, so the login page loads no more than it draws. Product lines come
 * from the server's site texts, so their routes are added on the first visit to each line
 * (`patchProductRoutes`), beside the signed-in area's catch-all.
 */
import { lazy, Suspense } from 'react';
import { Outlet, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { entryOfPath } from '../engine/routes/entry-of-path';
import { loginPath } from '../engine/routes/login-path';
import { ScrollToTop } from './chrome/scroll-to-top';
import { Shell } from './chrome/shell';
import { siteAnswer } from './data/site-context';
import { Loading } from './errors/loading';
import { RouteError } from './errors/route-error';
import { LoginPage } from './login/login-page';

// Heard on every page, the login page included, but nothing is drawn for it: its code comes after.
const OtherTabs = lazy(() => import('./session/other-tabs'));

/** What a page shows while its route's code arrives. */
const arriving = (
  <Shell>
    <Loading />
  </Shell>
);

// A page that breaks, or whose code does not arrive, is drawn by the root's errorElement.
function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={null}>
        <OtherTabs />
      </Suspense>
      <Outlet />
    </>
  );
}

const rootId = 'root';
const productRouteId = (model: string) => `product:${model}`;

export const appRoutes: RouteObject[] = [
  {
    id: rootId,
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: loginPath, element: <LoginPage /> },
      {
        index: true,
        lazy: () => import('./guard/signed-in-area').then((area) => ({ Component: area.SignedInCatalogue })),
        hydrateFallbackElement: arriving,
      },
      {
        path: '*',
        lazy: () => import('./guard/signed-in-area').then((area) => ({ Component: area.SignedInNotFound })),
        hydrateFallbackElement: arriving,
      },
    ],
  },
];

/** Adds the route of the product line an address names, once per line. */
export const patchProductRoutes: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  const { productPaths } = await siteAnswer();
  const entry = entryOfPath(productPaths, path);
  if (!entry || matches.some((match) => match.route.id === productRouteId(entry.model))) return;
  patch(rootId, [
    {
      id: productRouteId(entry.model),
      path: `${entry.pathPrefix}/*`,
      loader: () => import('./product/manifest-loader').then((loader) => loader.startManifest(entry.model)),
      // Once per visit of the line: its pages share the manifest the line took.
      shouldRevalidate: () => false,
      lazy: () => import('./product/product-area'),
      hydrateFallbackElement: arriving,
    },
  ]);
};
