/** Providers around the routes; tests render the same providers with a memory router instead. */
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { SiteProvider } from './data/site-context';
import { ErrorBoundary } from './errors/error-boundary';
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

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
