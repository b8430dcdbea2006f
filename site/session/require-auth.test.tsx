import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sha256 } from 'js-sha256';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureCatalogue, fixtureSite } from '../../tests/fixtures/fixture-content';
import { startResource } from '../shared/start-resource';
import { fakeApi, goodPassword } from '../testing/fake-api';
import { account, sessionSettings } from '../testing/fixtures';
import { loadProductArea, renderApp, storeSession } from '../testing/render-app';
import { guardCheck } from './session-api';

const loginForm = () => screen.findByRole('button', { name: 'LOGIN' });

/** Still signed in on /login: the page says why, naming the line (its name is public), and the way back. */
async function expectNotIncludedNotice() {
  const { notIncludedMessage, backToCatalogueLabel } = fixtureSite().login;
  const other = fixtureCatalogue().find((entry) => entry.pathPrefix === '/other');
  const notice = await screen.findByText(notIncludedMessage.replace('{line}', other?.title ?? 'missing'));
  expect(notice.closest('[role="status"]')).not.toBeNull();
  expect(screen.getByRole('link', { name: backToCatalogueLabel })).toHaveAttribute('href', '/');
}

describe('route guard', () => {
  beforeAll(loadProductArea);

  it('sends a signed-out visitor of the catalogue to /login once the server says so', async () => {
    const api = fakeApi({ signedOut: true });
    const app = renderApp('/');
    expect(await loginForm()).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(api.callsTo('GET', '/api/session')).toHaveLength(1);
  });

  it('sends a signed-out visitor of a product page to /login', async () => {
    const api = fakeApi({ signedOut: true });
    const app = renderApp('/demo/internal/home');
    expect(await loginForm()).toBeInTheDocument();
    expect(app.location()).toBe('/login?next=%2Fdemo%2Finternal%2Fhome');
    expect(api.callsTo('GET', '/api/products/demo-pump')).toHaveLength(0);
  });

  it('restores the session from sessionStorage on load without asking the server', async () => {
    const api = fakeApi();
    storeSession(account);
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'WELCOME' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
    expect(api.callsTo('GET', '/api/session')).toHaveLength(0);
  });

  it('opens the page in a tab that stored nothing when the server session is alive, loading meanwhile', async () => {
    const api = fakeApi();
    const release = api.hold('GET /api/session');
    const app = renderApp('/demo/internal/home');
    expect(await screen.findByText('Checking your access…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'LOGIN' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Pump' })).toBeInTheDocument();
    expect(app.location()).toBe('/demo/internal/home');
    // Stored as a sign-in stores it, so a reload of this tab needs no server check.
    expect(sessionStorage.getItem('loggedIn')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('account') ?? 'null')).toEqual(account);
  });

  it('opens a product page in a tab that stored nothing with one session question, whose settings it shows', async () => {
    const api = fakeApi();
    renderApp('/demo/external/pharmacy/initial-training');
    const library = await screen.findByTitle('Pharmacy Learning Library');
    expect(library).toHaveAttribute('src', sessionSettings.learningLibraryUrl);
    expect(api.callsTo('GET', '/api/session')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/products/demo-pump')).toHaveLength(1);
  });

  it('waits for the question the entry asked before anything was drawn, rather than asking again', async () => {
    const api = fakeApi();
    const release = api.hold('GET /api/session');
    // As main.tsx does at start in a tab that stored no session.
    startResource(guardCheck.key, guardCheck.load);
    expect(api.callsTo('GET', '/api/session')).toHaveLength(1);
    const app = renderApp('/');
    expect(await screen.findByText('Checking your access…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'WELCOME' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
    expect(api.callsTo('GET', '/api/session')).toHaveLength(1);
  });

  it('still refuses a model the account lacks after asking the server', async () => {
    const api = fakeApi();
    const app = renderApp('/other/internal/home');
    expect(await loginForm()).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    await expectNotIncludedNotice();
    expect(api.callsTo('GET', '/api/products/other-pump')).toHaveLength(0);
  });

  it('offers a retry when the server cannot be reached, and opens the page once it answers', async () => {
    const fail: Record<string, 'network'> = { 'GET /api/session': 'network' };
    const api = fakeApi({ fail });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Could not reach the server. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LOGIN' })).not.toBeInTheDocument();
    delete fail['GET /api/session'];
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'WELCOME' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/session')).toHaveLength(2);
  });

  it('needs an account as well as the loggedIn flag', async () => {
    fakeApi({ signedOut: true });
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
    await expectNotIncludedNotice();
    expect(api.callsTo('GET', '/api/products/other-pump')).toHaveLength(0);
  });

  it('sends the user to /login for a product line the server left out of the catalogue', async () => {
    // As the real server does: the catalogue lists the account's lines only, the site answer every line.
    const api = fakeApi({ catalogue: fixtureCatalogue().filter((entry) => account.models.includes(entry.model)) });
    storeSession(account);
    const app = renderApp('/other/internal/home');
    expect(await loginForm()).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    await expectNotIncludedNotice();
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
    expect(api.callsTo('GET', '/api/session')).toHaveLength(0);
    expect(sessionStorage.getItem('loggedIn')).toBe('true');
  });

  it('opens a product page from a sign-in link without asking for the session again', async () => {
    const api = fakeApi({ signedOut: true });
    const app = renderApp(`/demo/external/pharmacy/initial-training?auth=${sha256(goodPassword)}`);
    const library = await screen.findByTitle('Pharmacy Learning Library');
    expect(library).toHaveAttribute('src', sessionSettings.learningLibraryUrl);
    expect(app.location()).toBe('/demo/external/pharmacy/initial-training');
    expect(api.callsTo('GET', '/api/session')).toHaveLength(0);
  });

  it('sends the user to /login when the auth parameter does not validate', async () => {
    fakeApi({ signedOut: true });
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
