/**
 * The console's pages under the data router: the layout's loader asks who is signed in and sends a
 * signed-out operator to sign in, naming the page asked for; each page's loader reads its data.
 * Usage brings its chart library with it, so only that page loads it.
 */
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import { AccountPage, accountLoader } from '../accounts/account-page';
import { AccountsPage, accountsLoader } from '../accounts/accounts-page';
import { AcknowledgementsPage, acknowledgementsLoader } from '../acknowledgements/acknowledgements-page';
import { rememberCsrfToken } from '../api/console-http';
import { sessionOf, signInAddress } from '../api/load';
import { AuditPage, auditLoader } from '../audit/audit-page';
import { ImportPage, importLoader } from '../customers/import-page';
import { HealthPage, healthLoader } from '../health/health-page';
import { LockoutsPage, lockoutsLoader } from '../lockouts/lockouts-page';
import { NoticeMailPage, noticeMailLoader } from '../notice-mail/notice-mail-page';
import { PaperCopiesPage, paperCopiesLoader } from '../paper-copies/paper-copies-page';
import { SignInPage, signInLoader } from '../sign-in/sign-in-page';
import { ConsoleLayout } from './console-layout';
import { Loading } from './loading';
import { NotFoundPage } from './not-found-page';
import { layoutRouteId } from './operator';
import { RouteError } from './route-error';

async function operatorLoader({ request }: LoaderFunctionArgs) {
  const session = await sessionOf(request);
  if (!session.signedIn) throw redirect(signInAddress(request));
  rememberCsrfToken(session.csrfToken);
  return session;
}

export const consoleRoutes: RouteObject[] = [
  {
    path: '/sign-in',
    loader: signInLoader,
    element: <SignInPage />,
    errorElement: <RouteError standalone />,
    hydrateFallbackElement: <Loading />,
  },
  {
    id: layoutRouteId,
    path: '/',
    loader: operatorLoader,
    element: <ConsoleLayout />,
    errorElement: <RouteError standalone />,
    hydrateFallbackElement: <Loading />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, loader: () => redirect('/accounts') },
          { path: 'accounts', loader: accountsLoader, element: <AccountsPage /> },
          { path: 'accounts/import', loader: importLoader, element: <ImportPage /> },
          { path: 'accounts/:name', loader: accountLoader, element: <AccountPage /> },
          {
            path: 'accounts/:name/acknowledgements',
            loader: acknowledgementsLoader,
            element: <AcknowledgementsPage />,
          },
          { path: 'paper-copies', loader: paperCopiesLoader, element: <PaperCopiesPage /> },
          { path: 'audit', loader: auditLoader, element: <AuditPage /> },
          { path: 'lockouts', loader: lockoutsLoader, element: <LockoutsPage /> },
          {
            path: 'usage',
            lazy: async () => {
              const { UsagePage, usageLoader } = await import('../usage/usage-page');
              return { loader: usageLoader, Component: UsagePage };
            },
          },
          { path: 'health', loader: healthLoader, element: <HealthPage /> },
          { path: 'e-mail-updates', loader: noticeMailLoader, element: <NoticeMailPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
