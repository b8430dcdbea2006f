/** Providers around the data router; tests render the same providers with a memory router instead. */
import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from './chrome/error-boundary';
import { SiteProvider } from './chrome/site-context';
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

/** Created at start; a page in a language other than the default runs under its prefix (language.tsx). */
export const createAppRouter = (lang?: string) =>
  createBrowserRouter(appRoutes, { basename: basenameOf(lang), patchRoutesOnNavigation: patchProductRoutes });

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders>
      {/* React Router draws each page as a transition (its default): in slices, between which a slow
          phone stays responsive, instead of one long task. */}
      <RouterProvider router={router} />
    </AppProviders>
  );
}
