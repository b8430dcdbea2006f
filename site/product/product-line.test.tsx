import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureLine, fixtureModels, fixtureSite } from '../../tests/fixtures/fixture-content';
import { fakeApi } from '../testing/fake-api';
import { account } from '../testing/fixtures';
import { loadProductArea, renderApp, storeSession } from '../testing/render-app';

function signedIn(options: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(options);
  storeSession(account);
  return api;
}

describe('product area', () => {
  beforeAll(loadProductArea);

  it('shows a loading status, then redirects the bare prefix to the product home', async () => {
    const release = signedIn().hold('GET /api/products/demo-pump');
    const app = renderApp('/demo');
    expect(await screen.findByText('Loading Demo Pump…')).toHaveAttribute('role', 'status');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Pump' })).toBeInTheDocument();
    expect(app.location()).toBe('/demo/internal/home');
  });

  it('asks for the line the address names while the catalogue is still on its way, and once', async () => {
    const api = signedIn();
    const release = api.hold('GET /api/catalogue');
    renderApp('/demo/internal/home');
    await waitFor(() => expect(api.callsTo('GET', '/api/products/demo-pump')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/session')).toHaveLength(1);
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Pump' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/products/demo-pump')).toHaveLength(1);
  });

  it('asks for no line the account may not open, however early', async () => {
    const api = signedIn();
    const release = api.hold('GET /api/catalogue');
    const app = renderApp('/other/internal/home');
    await waitFor(() => expect(api.callsTo('GET', '/api/catalogue')).toHaveLength(1));
    release();
    // Still signed in: the page says the account lacks the line, under the signed-in header.
    expect(await screen.findByRole('heading', { level: 1, name: /does not include/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: fixtureSite().login.backToCatalogueLabel })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'LOGIN' })).not.toBeInTheDocument();
    expect(app.location()).toBe('/other/internal/home');
    expect(api.callsTo('GET', '/api/products/other-pump')).toHaveLength(0);
  });

  it('adds the product links to the header and only those the product has', async () => {
    // The fixture line has a contact page; without one the header must not offer Contact.
    const line = fixtureLine(fixtureModels.first);
    line.product.routes = line.product.routes.filter((route) => route.name !== 'contact');
    signedIn({ products: { [fixtureModels.first]: line } });
    renderApp('/demo/internal/home');
    await screen.findByRole('heading', { level: 1, name: 'Demo Pump' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Demo – Demo Pump home' })).toHaveAttribute(
      'href',
      '/demo/internal/home',
    );
    expect(within(nav).getByRole('link', { name: 'Downloads' })).toHaveAttribute('href', '/demo/downloads');
    expect(within(nav).queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CUSTOMER RESOURCES' })).toHaveAttribute('href', '/');
  });

  it('follows route redirects and draws breadcrumbs with the current page marked', async () => {
    signedIn();
    const app = renderApp('/demo/internal/using');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick Tips' })).toBeInTheDocument();
    expect(app.location()).toBe('/demo/internal/using/quick-tips');
    expect(screen.getByText('Tips for the Acme test pump.')).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', 'Using the Pump', 'Quick Tips']);
    expect(crumbs.at(-1)).toHaveAttribute('aria-current', 'page');
    expect(crumbs[0]).not.toHaveAttribute('aria-current');
  });

  it("opens What's new from the product home, with its breadcrumb and tab title", async () => {
    signedIn();
    const app = renderApp('/demo/internal/home');
    await userEvent.click(await screen.findByRole('link', { name: "What's new" }));
    expect(await screen.findByRole('heading', { level: 1, name: "What's new" })).toBeInTheDocument();
    expect(app.location()).toBe('/demo/whats-new');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', "What's new"]);
    await waitFor(() => expect(document.title).toBe("What's new – Demo Pump | Customer Resources"));
  });

  it('shows a not-found page with a link home for an unknown path inside the product', async () => {
    signedIn();
    renderApp('/demo/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the product home' })).toHaveAttribute(
      'href',
      '/demo/internal/home',
    );
  });

  it('shows a not-found page with a link to the catalogue for an unknown product prefix', async () => {
    signedIn();
    renderApp('/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute('href', '/');
  });

  it('says the account does not include the line when the server refuses it, still signed in', async () => {
    signedIn({ fail: { 'GET /api/products/demo-pump': 403 } });
    const app = renderApp('/demo/internal/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This account does not include Demo Pump.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(app.location()).toBe('/demo/internal/home');
  });

  it('goes to /login and clears loggedIn when the server session has ended', async () => {
    signedIn({ fail: { 'GET /api/session': 401 } });
    const app = renderApp('/demo/internal/home');
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(app.location()).toBe('/login?next=%2Fdemo%2Finternal%2Fhome');
    expect(sessionStorage.getItem('loggedIn')).toBeNull();
  });

  it.each([
    ['product', 'GET /api/products/demo-pump'],
    ['catalogue', 'GET /api/catalogue'],
  ])('offers a retry when the %s cannot be loaded, and opens the line once it loads', async (_what, request) => {
    const fail: Record<string, number> = { [request]: 500 };
    signedIn({ fail });
    renderApp('/demo/internal/home');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    delete fail[request];
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Pump' })).toBeInTheDocument();
  });
});
