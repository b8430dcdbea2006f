/**
 * Every address but /login and the product lines, behind the guard and with the account's catalogue:
 * the catalogue page, and for an address no product line has, the not-found page. Loaded by the
 * routes' `lazy` (app-routes.tsx), so the login page does not load it.
 */
import type { ReactNode } from 'react';
import { CataloguePage } from '../catalogue/catalogue-page';
import { Shell } from '../chrome/shell';
import { WithSignedInChrome } from '../chrome/signed-in-chrome-parts';
import { CatalogueProvider } from '../data/catalogue-context';
import { NotFound } from '../errors/not-found';
import { RequireAuth } from './require-auth';

function SignedIn({ children }: { children: ReactNode }) {
  return (
    <WithSignedInChrome>
      <RequireAuth>
        <CatalogueProvider>{children}</CatalogueProvider>
      </RequireAuth>
    </WithSignedInChrome>
  );
}

export function SignedInCatalogue() {
  return (
    <SignedIn>
      <CataloguePage />
    </SignedIn>
  );
}

export function SignedInNotFound() {
  return (
    <SignedIn>
      <Shell>
        <NotFound backTo="/" backLabel="Back to the catalogue" />
      </Shell>
    </SignedIn>
  );
}
