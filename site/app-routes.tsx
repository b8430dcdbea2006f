/**
 * The data router's route table. /login is drawn by the entry; every other address is a route whose
 * code comes with route `lazy`, so the login page loads no more than it draws. Product lines come
 * from the server's site texts, so their routes are added on the first visit to each line
 * (`patchProductRoutes`), beside the signed-in area's catch-all.
 */
import { Suspense } from 'react';
import { Outlet, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { loginPath } from '../engine/shared/routes/login-path';
import { RouteError } from './chrome/route-error';
import { arriving, onlyWhenAskedAgain, rootId } from './root-route';
import { LoginPage } from './session/login-page';
import { signedInLoader } from './session/signed-in-loader';
import { lazyPart } from './shared/lazy-part';

// Heard on every page, the login page included, but nothing is drawn for it: its code comes once the
// first screen is drawn.
const OtherTabs = lazyPart(() => import('./session/other-tabs').then((part) => part.OtherTabs), true);

// A page that breaks, or whose code does not arrive, is drawn by the root's errorElement.
function RootLayout() {
  return (
    <>
      <Suspense fallback={null}>
        <OtherTabs />
      </Suspense>
      <Outlet />
    </>
  );
}

export const appRoutes: RouteObject[] = [
  {
    id: rootId,
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: loginPath, element: <LoginPage /> },
      {
        index: true,
        loader: signedInLoader,
        shouldRevalidate: onlyWhenAskedAgain,
        lazy: () => import('./session/signed-in-area').then((area) => ({ Component: area.SignedInCatalogue })),
        hydrateFallbackElement: arriving,
      },
      {
        path: '*',
        loader: signedInLoader,
        shouldRevalidate: onlyWhenAskedAgain,
        lazy: () => import('./session/signed-in-area').then((area) => ({ Component: area.SignedInNotFound })),
        hydrateFallbackElement: arriving,
      },
    ],
  },
];

/**
 * Adds the route of the product line an address names, once per line (product/product-routes.ts),
 * with the signed-in area's code, which the line's pages need for their guard anyway: the login
 * page's script carries none of it.
 */
export const patchProductRoutes: PatchRoutesOnNavigationFunction = (args) =>
  import('./product/product-routes').then((routes) => routes.patchProductRoute(args));
