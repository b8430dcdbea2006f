/** Providers around the data router; tests render the same providers with a memory router instead. */
import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes, patchProductRoutes } from './app-routes';
import { ErrorBoundary } from './chrome/error-boundary';
import { SiteProvider } from './chrome/site-context';
import { SessionProvider } from './session/session-context';

export function AppProviders({ children }: { children: ReactNode }) {
  // The outer boundary covers a failure in the providers themselves.
  return (
    <ErrorBoundary>
      <SessionProvider>
        <SiteProvider>{children}</SiteProvider>
      </SessionProvider>
    </ErrorBoundary>
  );
}

/** Created at start, so the first route's code is asked for beside the site texts. */
export const createAppRouter = () => createBrowserRouter(appRoutes, { patchRoutesOnNavigation: patchProductRoutes });

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders>
      {/* A link's page is drawn as it is followed, as a plain router draws it, not as a transition that
          keeps the old page (and an open menu) on screen for a moment. */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  );
}
