/** Renders the whole app (providers and routes) in a memory router, as the browser would at `path`. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import type { Account } from '../../engine/shared/types';
import { askInLanguage } from '../api/http';
import { AppProviders } from '../app';
import { routesForPage } from '../errors/answered-route';
import { basenameOf } from '../language';
import { appRoutes, patchProductRoutes } from '../router';
import { browser } from '../session/browser';

/** Signs in the way a reload after login would find it: only sessionStorage. */
export function storeSession(account: Account | Record<string, unknown>, loggedIn = 'true'): void {
  sessionStorage.setItem('loggedIn', loggedIn);
  sessionStorage.setItem('account', JSON.stringify(account));
}

/**
 * Loads the signed-in routes' code before the tests that open their pages. Its first import compiles
 * the catalogue, the product line and every renderer, which on a busy machine takes seconds; loaded
 * here, the routes' `lazy` find the modules already in the cache and the tests measure the page, not
 * the compiler. Use as `beforeAll(loadProductArea)`.
 */
export async function loadProductArea(): Promise<void> {
  await Promise.all([
    import('../layouts/signed-in-layout'),
    import('../catalogue/catalogue-page'),
    import('../product/product-line'),
  ]);
}

/**
 * `lang`: the page is in that language (not the default), as main.tsx starts one: under its prefix, asking in it.
 * The routes start as app.tsx starts them: on the error page when the document carries the server's error.
 */
export function renderApp(path: string, { lang }: { lang?: string } = {}) {
  askInLanguage(lang);
  // jsdom can neither scroll nor leave the page; record what the app asks for instead.
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const basename = basenameOf(lang);
  const { routes, hydrationData } = routesForPage(appRoutes, path.split(/[?#]/)[0] ?? '/', basename);
  const router = createMemoryRouter(routes, {
    basename,
    initialEntries: [path],
    patchRoutesOnNavigation: patchProductRoutes,
    hydrationData,
  });
  const ui = (
    <AppProviders>
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  );
  const result = render(ui);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  /** The address bar's address: the location with the language's prefix. */
  const address = () => router.createHref(router.state.location);
  return { ...result, ui, router, scrollTo, assign, location, address };
}

// A test of a page in another language leaves the next asking in the default.
afterEach(() => askInLanguage(undefined));
