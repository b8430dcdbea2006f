import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { account } from '../testing/fixtures';
import { loadProductArea, loadWait, loadWaitTestTimeout, renderApp, storeSession } from '../testing/render-app';

function signedIn(options: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(options);
  storeSession(account);
  return api;
}

describe('product area', { timeout: loadWaitTestTimeout }, () => {
  beforeAll(loadProductArea, loadWaitTestTimeout);

  it('shows a loading status, then redirects the bare prefix to the product home', async () => {
    const release = signedIn().hold('GET /api/products/alpha-pump');
    const app = renderApp('/alpha');
    expect(await screen.findByText('Loading Alpha Pump…', undefined, loadWait)).toHaveAttribute('role', 'status');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpha Pump' }, loadWait)).toBeInTheDocument();
    expect(app.location()).toBe('/alpha/internal/home');
  });

  it('adds the product links to the header and only those the product has', async () => {
    signedIn();
    renderApp('/alpha/internal/home');
    await screen.findByRole('heading', { level: 1, name: 'Alpha Pump' }, loadWait);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Alpha Pump home' })).toHaveAttribute('href', '/alpha/internal/home');
    expect(within(nav).getByRole('link', { name: 'Downloads' })).toHaveAttribute('href', '/alpha/downloads');
    expect(within(nav).queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CUSTOMER RESOURCES' })).toHaveAttribute('href', '/');
  });

  it('follows route redirects and draws breadcrumbs with the current page marked', async () => {
    signedIn();
    const app = renderApp('/alpha/internal/using');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick Tips' }, loadWait)).toBeInTheDocument();
    expect(app.location()).toBe('/alpha/internal/using/quick-tips');
    expect(screen.getByText('Prime the set first.')).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', 'Using the Pump', 'Quick Tips']);
    expect(crumbs.at(-1)).toHaveAttribute('aria-current', 'page');
    expect(crumbs[0]).not.toHaveAttribute('aria-current');
  });

  it('shows a not-found page with a link home for an unknown path inside the product', async () => {
    signedIn();
    renderApp('/alpha/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, loadWait)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the product home' })).toHaveAttribute(
      'href',
      '/alpha/internal/home',
    );
  });

  it('shows a not-found page with a link to the catalogue for an unknown product prefix', async () => {
    signedIn();
    renderApp('/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, loadWait)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute('href', '/');
  });

  it('goes to /login when the server refuses the product', async () => {
    signedIn({ fail: { 'GET /api/products/alpha-pump': 403 } });
    const app = renderApp('/alpha/internal/home');
    expect(await screen.findByRole('button', { name: 'LOGIN' }, loadWait)).toBeInTheDocument();
    expect(app.location()).toBe('/login');
  });

  it('goes to /login and clears loggedIn when the server session has ended', async () => {
    signedIn({ fail: { 'GET /api/session': 401 } });
    const app = renderApp('/alpha/internal/home');
    expect(await screen.findByRole('button', { name: 'LOGIN' }, loadWait)).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(sessionStorage.getItem('loggedIn')).toBeNull();
  });

  it('offers a retry when the product cannot be loaded', async () => {
    const fail: Record<string, number> = { 'GET /api/products/alpha-pump': 500 };
    signedIn({ fail });
    renderApp('/alpha/internal/home');
    const retry = await screen.findByRole('button', { name: 'Try again' }, loadWait);
    delete fail['GET /api/products/alpha-pump'];
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpha Pump' }, loadWait)).toBeInTheDocument();
  });
});
