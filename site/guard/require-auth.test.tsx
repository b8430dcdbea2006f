import { screen, waitFor } from '@testing-library/react';
import { sha256 } from 'js-sha256';
import { describe, expect, it, vi } from 'vitest';
import { fixtureCatalogue } from '../../tests/fixtures/fixture-content';
import { fakeApi, goodPassword } from '../testing/fake-api';
import { account } from '../testing/fixtures';
import { renderApp, storeSession } from '../testing/render-app';

const loginForm = () => screen.findByRole('button', { name: 'LOGIN' });

describe('route guard', () => {
  it('sends a signed-out visitor of the catalogue to /login', async () => {
    fakeApi();
    const app = renderApp('/');
    expect(await loginForm()).toBeInTheDocument();
    expect(app.location()).toBe('/login');
  });

  it('sends a signed-out visitor of a product page to /login', async () => {
    const api = fakeApi();
    const app = renderApp('/demo/internal/home');
    expect(await loginForm()).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(api.callsTo('GET', '/api/products/demo-pump')).toHaveLength(0);
  });

  it('restores the session from sessionStorage on load', async () => {
    fakeApi();
    storeSession(account);
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'WELCOME' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });

  it('needs an account as well as the loggedIn flag', async () => {
    fakeApi();
    sessionStorage.setItem('loggedIn', 'true');
    const app = renderApp('/');
    expect(await loginForm()).toBeInTheDocument();
    expect(app.location()).toBe('/login');
  });

  it('sends the user to /login for a product model the account does not list', async () => {
    const api = fakeApi();
    storeSession(account);
    const app = renderApp('/other/internal/home');
    expect(await loginForm()).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(api.callsTo('GET', '/api/products/other-pump')).toHaveLength(0);
  });

  it('sends the user to /login for a product line the server left out of the catalogue', async () => {
    // As the real server does: the catalogue lists the account's lines only, the site answer every line.
    const api = fakeApi({ catalogue: fixtureCatalogue().filter((entry) => account.models.includes(entry.model)) });
    storeSession(account);
    const app = renderApp('/other/internal/home');
    expect(await loginForm()).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(api.callsTo('GET', '/api/products/other-pump')).toHaveLength(0);
  });

  it('treats a malformed models list as not permitted, with a console warning', async () => {
    fakeApi();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeSession({ name: 'Broken', models: 'demo-pump' });
    const app = renderApp('/demo/internal/home');
    expect(await loginForm()).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(warn).toHaveBeenCalledWith('Invalid model definition');
  });

  it('lets a valid auth parameter through to the requested page, without the parameter', async () => {
    const api = fakeApi();
    const app = renderApp(`/?auth=${sha256(goodPassword)}&view=grid`);
    expect(await screen.findByRole('heading', { name: 'WELCOME' })).toBeInTheDocument();
    expect(app.location()).toBe('/?view=grid');
    expect(app.replaceAddress).toHaveBeenCalledWith(expect.not.stringContaining('auth='));
    expect(api.callsTo('GET', `/authenticate.php?auth_key=${sha256(goodPassword)}`)).toHaveLength(1);
    expect(sessionStorage.getItem('loggedIn')).toBe('true');
  });

  it('sends the user to /login when the auth parameter does not validate', async () => {
    fakeApi();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const app = renderApp('/?auth=nope');
    expect(await loginForm()).toBeInTheDocument();
    expect(app.location()).toBe('/login');
  });

  it('clears loggedIn and goes to /login when the server answers 401', async () => {
    fakeApi({ fail: { 'GET /api/catalogue': 401 } });
    storeSession(account);
    const app = renderApp('/');
    expect(await loginForm()).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(sessionStorage.getItem('loggedIn')).toBeNull();
    expect(sessionStorage.getItem('account')).not.toBeNull();
  });
});
