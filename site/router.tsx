/**
 * The portal's route table, every loader and guard in it:
 * - the root draws what every page has (the other tabs' news) and the router's error page;
 * - the public layout holds /login, whose loader checks a sign-in link;
 * - the signed-in layout's loader lets a reader in or sends them to /login, the only place that
 *   does (session/signed-in-loader.ts); below it the catalogue, the not-found page, and each
 *   product line's route, added on the first visit to the line (`patchProductRoutes`) with the
 *   loader of its manifest, which runs beside the line's code.
 * Each page's code comes with route `lazy`, so the login page loads no more than it draws.
 */
import {
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { languageOfPath, pageLanguage } from '../engine/shared/languages';
import { entryOfPath } from '../engine/shared/routes/entry-of-path';
import { loginPath } from '../engine/shared/routes/login-path';
import { Loading } from './chrome/loading';
import { RouteError } from './chrome/route-error';
import { siteAnswer } from './chrome/site-context';
import { dateLocaleReady } from './language';
import { PageFrame } from './layouts/page-frame';
import { PublicLayout } from './layouts/public-layout';
import { manifestLoader } from './product/manifest-loader';
import { productRouteId } from './product/product-route-id';
import { LoginPage } from './session/login-page';
import { OtherTabs } from './session/other-tabs';
import { loginLoader, signedInLoader, signedInRouteId } from './session/signed-in-loader';

/**
 * When a signed-in route's loader runs again: when a page asks (useRevalidator: a retry, a session
 * that ended), not when the address below the route changes, since its answers serve every page
 * of the route and each run asks the server again.
 */
const onlyWhenAskedAgain: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href;

/** What a page shows while its route's code and first answers arrive. */
const arriving = (
  <PageFrame>
    <Loading />
  </PageFrame>
);

/** The root route's id, on which an error the server answered a page with can be drawn (errors/answered-route.tsx). */
export const rootRouteId = 'root';

function RootLayout() {
  return (
    <>
      <OtherTabs />
      <Outlet />
    </>
  );
}

export const appRoutes: RouteObject[] = [
  {
    id: rootRouteId,
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [{ path: loginPath, loader: loginLoader, element: <LoginPage />, hydrateFallbackElement: arriving }],
      },
      {
        id: signedInRouteId,
        loader: signedInLoader,
        shouldRevalidate: onlyWhenAskedAgain,
        lazy: () => import('./layouts/signed-in-layout').then((layout) => ({ Component: layout.SignedInLayout })),
        hydrateFallbackElement: arriving,
        children: [
          {
            index: true,
            // The catalogue's notice dates the documents to confirm: the page's date locale comes with its code.
            lazy: () =>
              Promise.all([import('./catalogue/catalogue-page'), dateLocaleReady()]).then(([page]) => ({
                Component: page.Component,
                action: page.action,
              })),
          },
          { path: '*', lazy: () => import('./chrome/not-found').then((page) => ({ Component: page.NotFoundPage })) },
        ],
      },
    ],
  },
];

/** Adds the route of the product line an address names, once per line, below the signed-in layout. */
export const patchProductRoutes: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  const answer = await siteAnswer();
  // The router hands over the whole address, its language prefix (the basename) included.
  const entry = entryOfPath(answer.productPaths, languageOfPath(path, pageLanguage(answer.site).languages).rest);
  if (!entry || matches.some((match) => match.route.id === productRouteId(entry.model))) return;
  patch(signedInRouteId, [
    {
      id: productRouteId(entry.model),
      path: `${entry.pathPrefix}/*`,
      loader: () => manifestLoader(entry.model),
      // Once per visit of the line, its pages sharing its manifest; again when its page asks.
      shouldRevalidate: onlyWhenAskedAgain,
      // The line's pages draw dates: the locale of the page's language comes before the first of them.
      lazy: () => Promise.all([import('./product/product-line'), dateLocaleReady()]).then(([line]) => line),
    },
  ]);
};
