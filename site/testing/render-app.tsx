/** Renders the whole app (providers and routes) in a memory router, as the browser would at `path`. */
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { Account } from '../../engine/types';
import { AppProviders } from '../app';
import { AppRoutes } from '../app-routes';
import { browser } from '../session/browser';
import { signedInBrowser } from '../session/signed-in-browser';

function LocationProbe({ onChange }: { onChange: (path: string) => void }) {
  const location = useLocation();
  onChange(`${location.pathname}${location.search}`);
  return null;
}

/** Signs in the way a reload after login would find it: only sessionStorage. */
export function storeSession(account: Account | Record<string, unknown>, loggedIn = 'true'): void {
  sessionStorage.setItem('loggedIn', loggedIn);
  sessionStorage.setItem('account', JSON.stringify(account));
}

/**
 * Loads the product area's lazy chunk before the tests that open a product. Its first import compiles
 * the area and every renderer, which on a busy machine takes seconds; loaded here, the lazy part finds
 * the module already in the cache and the tests measure the page, not the compiler.
 * Use as `beforeAll(loadProductArea)`.
 */
export async function loadProductArea(): Promise<void> {
  await import('../product/product-area');
}

export function renderApp(path: string) {
  let current = path;
  // jsdom can neither scroll nor leave the page; record what the app asks for instead.
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const replaceAddress = vi.spyOn(signedInBrowser, 'replaceAddress').mockImplementation(() => {});
  const ui = (
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe
          onChange={(next) => {
            current = next;
          }}
        />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>
  );
  const result = render(ui);
  return { ...result, ui, scrollTo, assign, replaceAddress, location: () => current };
}
