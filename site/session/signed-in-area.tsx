/**
 * Every address but /login and the product lines, behind the guard and with the account's catalogue:
 * the catalogue page, and for an address no product line has, the not-found page. Loaded by the
 * routes' `lazy` (app-routes.tsx), so the login page's script does not carry it. Its chunk
 * (vite.config.ts) also holds what every signed-in page shares: the guard, the header navigation,
 * the disclaimer, the footer, the product lines' routes, and what sign-in leads through.
 */
import type { ReactNode } from 'react';
import { CataloguePage } from '../catalogue/catalogue-page';
import { NotFound } from '../chrome/not-found';
import { Shell } from '../chrome/shell';
import { WithSignedInChrome } from '../chrome/signed-in-chrome-parts';
import { RequireAuth } from './require-auth';

function SignedIn({ children }: { children: ReactNode }) {
  return (
    <WithSignedInChrome>
      <RequireAuth>{children}</RequireAuth>
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
        <NotFound backTo="/" />
      </Shell>
    </SignedIn>
  );
}
