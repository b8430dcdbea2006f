/** A page in a language other than the default: its router runs under the prefix and every question asks in it. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, goodPassword } from './testing/fake-api';
import { account, siteAnswerIn } from './testing/fixtures';
import { loadProductArea, renderApp, storeSession } from './testing/render-app';

describe('a page in Spanish', () => {
  beforeAll(loadProductArea);

  it("draws a product line's page under /es and asks every question in Spanish", async () => {
    const api = fakeApi({ site: siteAnswerIn('es') });
    storeSession(account);
    const app = renderApp('/es/demo', { lang: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Pump' })).toBeInTheDocument();
    expect(app.address()).toBe('/es/demo/internal/home');
    expect(api.callsTo('GET', '/api/products/demo-pump')).toHaveLength(1);
    expect(api.calls.filter((call) => call.lang !== 'es')).toEqual([]);
  });

  it("names the line's home in the tab in the page's language", async () => {
    const spanish = siteAnswerIn('es');
    const site = { ...spanish, site: { ...spanish.site, chrome: { ...spanish.site.chrome, home: 'Inicio' } } };
    fakeApi({ site });
    storeSession(account);
    renderApp('/es/demo/internal/home', { lang: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Pump' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Inicio – Demo Pump\b/));
  });

  it('sends a signed-out visit to the Spanish login, and sign-in back to the Spanish page', async () => {
    fakeApi({ site: siteAnswerIn('es'), signedOut: true });
    const app = renderApp('/es/demo/internal/home', { lang: 'es' });
    const input = await screen.findByLabelText('Password');
    expect(app.address()).toBe('/es/login?next=%2Fdemo%2Finternal%2Fhome');
    await userEvent.type(input, goodPassword);
    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Pump' })).toBeInTheDocument();
    expect(app.address()).toBe('/es/demo/internal/home');
  });

  it('signs out to the Spanish login', async () => {
    fakeApi({ site: siteAnswerIn('es') });
    storeSession(account);
    const app = renderApp('/es/', { lang: 'es' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.address()).toBe('/es/login'));
  });
});
