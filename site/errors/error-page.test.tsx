/**
 * A page the server answered with an error (its status in a `<meta>`) starts on the portal's error
 * page: what happened in the page's language, with the header and footer, the way back, when to try
 * again and whom to call; and any navigation away from it leaves it behind.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spanishSite } from '../../renderers/testing/spanish-site';
import { fixtureSite } from '../../tests/fixtures/fixture-content';
import { fakeApi } from '../testing/fake-api';
import { account, siteAnswerIn } from '../testing/fixtures';
import { renderApp, storeSession } from '../testing/render-app';
import { routesForPage } from './answered-route';
import { errorPageLanguageOf, serverAnswerOf } from './server-answer';

const site = fixtureSite();

/** Writes into the test's document what the server writes into an error page's head. */
function answeredWith(
  status: number,
  { retryAfter, preload = '/api/site' }: { retryAfter?: number; preload?: string } = {},
) {
  document.head.innerHTML = [
    `<link rel="preload" href="${preload}" as="fetch" crossorigin />`,
    `<meta name="error-status" content="${status}" />`,
    retryAfter === undefined ? '' : `<meta name="retry-after" content="${retryAfter}" />`,
  ].join('');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 3, 9, 0, 10));
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('the page of an error the server answered', () => {
  it('a document this account may not open, or that moved: says so, with the way back and whom to call', async () => {
    fakeApi();
    storeSession(account);
    answeredWith(404);
    renderApp('/public/other/tips.pdf');
    const words = site.errors.pages['document-not-available'];
    const page = await screen.findByRole('region', { name: words.title });
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(words.title);
    expect(page).toHaveTextContent(words.text);
    expect(page).not.toHaveTextContent('tips.pdf');
    expect(within(page).getByRole('link', { name: site.errors.backToCatalogue })).toHaveAttribute('href', '/');
    expect(within(page).getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:18005550100');
    expect(within(page).getByRole('link', { name: 'support@example.test' })).toHaveAttribute(
      'href',
      'mailto:support@example.test',
    );
    expect(within(page).queryByRole('button', { name: site.errors.tryAgain })).not.toBeInTheDocument();
    // The portal's frame: its header and, once it arrives, its footer.
    expect(screen.getByRole('banner')).toHaveTextContent(site.siteTitle);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe(`${words.title} | ${site.chrome.siteName}`);
  });

  it('an address that names nothing: the not-found page', async () => {
    fakeApi({ signedOut: true });
    answeredWith(404);
    renderApp('/old-brochure.pdf');
    expect(await screen.findByRole('heading', { level: 1, name: site.notFound.title })).toBeInTheDocument();
    expect(screen.getByText(site.notFound.text)).toBeInTheDocument();
  });

  it('too many requests: when to try again, and a button that tries', async () => {
    fakeApi();
    answeredWith(429, { retryAfter: 170 });
    renderApp('/public/demo/tips.pdf');
    const words = site.errors.pages['rate-limited'];
    const page = await screen.findByRole('region', { name: words.title });
    // 09:00:10 plus 170 seconds, to the next whole minute.
    expect(page).toHaveTextContent(/You can try again at 9:03\sAM\./);
    expect(within(page).getByRole('button', { name: site.errors.tryAgain })).toBeInTheDocument();
  });

  it('the server cannot answer: says to try again in a minute', async () => {
    fakeApi();
    answeredWith(503, { retryAfter: 5 });
    renderApp('/secure-download');
    const words = site.errors.pages['server-unavailable'];
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByText(words.text)).toBeInTheDocument();
  });

  it('an address that needs a session: the way to the login page', async () => {
    fakeApi({ signedOut: true });
    answeredWith(401);
    renderApp('/api/catalogue');
    const words = site.errors.pages['signed-out'];
    const page = await screen.findByRole('region', { name: words.title });
    expect(within(page).getByRole('link', { name: site.errors.signIn })).toHaveAttribute('href', '/login');
  });

  it('in Spanish, at a document address without a prefix, asked in the language the server wrote it in', async () => {
    fakeApi({ site: { ...siteAnswerIn('es'), site: spanishSite(site) } });
    document.documentElement.lang = 'es';
    answeredWith(404, { preload: '/api/site?lang=es' });
    expect(errorPageLanguageOf()).toBe('es');
    renderApp('/public/other/tips.pdf');
    const page = await screen.findByRole('region', { name: 'Documento no disponible' });
    expect(page).toHaveTextContent('Este documento no se puede abrir con su cuenta.');
    expect(within(page).getByRole('link', { name: 'Volver al catálogo' })).toHaveAttribute('href', '/es/');
    expect(page).toHaveTextContent('Si necesita ayuda, llame al servicio de atención al cliente al 1-800-555-0100');
    document.documentElement.lang = 'en';
  });

  it('is left behind by any navigation: the header leads to the catalogue', async () => {
    fakeApi();
    storeSession(account);
    answeredWith(404);
    const app = renderApp('/public/other/tips.pdf');
    await screen.findByRole('heading', { level: 1, name: site.errors.pages['document-not-available'].title });
    await userEvent.setup().click(within(screen.getByRole('banner')).getByRole('link', { name: site.siteTitle }));
    expect(await screen.findByRole('heading', { level: 1, name: site.catalogue.heading })).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });
});

describe('what the page carries', () => {
  it('an ordinary page carries no error, and its language is the address’s', () => {
    expect(serverAnswerOf()).toBeUndefined();
    expect(routesForPage([], '/public/demo/tips.pdf', undefined)).toEqual({ routes: [] });
    expect(errorPageLanguageOf()).toBeUndefined();
  });

  it('an address React Router cannot match exactly keeps the app’s routes, the error on their root', () => {
    answeredWith(404);
    for (const pathname of ['/public/:id.pdf', '/public//x.pdf', '/public/x*', '/public/%E0%A4%A']) {
      expect(routesForPage([], pathname, undefined), pathname).toMatchObject({
        routes: [],
        hydrationData: { errors: { root: expect.objectContaining({ status: 404 }) } },
      });
    }
    const { routes } = routesForPage([], '/es/public/demo/My%20file.pdf', '/es');
    expect(routes[0]?.path).toBe('/public/demo/My file.pdf');
  });

  it('an error page in the default language asks its texts without a language', () => {
    answeredWith(404);
    expect(serverAnswerOf()).toMatchObject({ status: 404, retryAfterSeconds: undefined });
    expect(errorPageLanguageOf()).toBeUndefined();
  });
});
