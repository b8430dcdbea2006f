/** Providers around the data router; tests render the same providers with a memory router instead. */
import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from './chrome/error-boundary';
import { SiteProvider } from './chrome/site-context';
import { routesForPage } from './errors/answered-route';
import { basenameOf } from './language';
import { appRoutes, patchProductRoutes } from './router';

export function AppProviders({ children }: { children: ReactNode }) {
  // The outer boundary covers a failure in the providers themselves.
  return (
    <ErrorBoundary>
      <SiteProvider>{children}</SiteProvider>
    </ErrorBoundary>
  );
}

/**
 * Created at start; a page in a language other than the default runs under its prefix
 * (language.tsx). A page the server answered with an error starts on the error page
 * (errors/answered-route.tsx).
 */
export function createAppRouter(lang?: string) {
  const basename = basenameOf(lang);
  const { routes, hydrationData } = routesForPage(appRoutes, window.location.pathname, basename);
  return createBrowserRouter(routes, { basename, patchRoutesOnNavigation: patchProductRoutes, hydrationData });
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders>
      {/* React Router draws each page as a transition (its default): in slices, between which a slow
          phone stays responsive, instead of one long task. */}
      <RouterProvider router={router} />
    </AppProviders>
  );
}
