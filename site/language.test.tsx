import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { basenameOf, dateLocaleFile, devPageLanguageOf, loadDateLocale, pageLanguageOf } from './language';
import { fakeApi, goodPassword } from './testing/fake-api';
import { account, siteAnswerIn } from './testing/fixtures';
import { loadProductArea, renderApp, storeSession } from './testing/render-app';

describe("the page's language at start", () => {
  it('is the default on an address without a prefix', () => {
    expect(pageLanguageOf('/ivenix/internal/home', 'en')).toBeUndefined();
    expect(pageLanguageOf('/', 'en')).toBeUndefined();
  });

  it('is the prefix the server confirmed in <html lang>', () => {
    expect(pageLanguageOf('/es/ivenix/internal/home', 'es')).toBe('es');
    expect(pageLanguageOf('/es', 'es')).toBe('es');
  });

  it('reads a prefix the server did not confirm as a path of the default language', () => {
    // A product line whose address looks like a code: the server served it as an English page.
    expect(pageLanguageOf('/lvp/internal/home', 'en')).toBeUndefined();
  });

  it("on the dev server's page, asks the site texts about the prefix", async () => {
    await expect(devPageLanguageOf('/es/ivenix', async () => siteAnswerIn('es'))).resolves.toBe('es');
    // The server refused `lang=lvp`, so the texts were asked again in the default language.
    await expect(devPageLanguageOf('/lvp/internal/home', async () => siteAnswerIn('en'))).resolves.toBeUndefined();
    // The default language has no prefix.
    await expect(devPageLanguageOf('/en/ivenix', async () => siteAnswerIn('en'))).resolves.toBeUndefined();
    await expect(devPageLanguageOf('/ivenix', async () => siteAnswerIn('en'))).resolves.toBeUndefined();
  });

  it('runs the router under the prefix of a language other than the default', () => {
    expect(basenameOf('es')).toBe('/es');
    expect(basenameOf(undefined)).toBeUndefined();
  });
});

describe("date-fns's locale of a language", () => {
  const files = ['/l/en-AU.js', '/l/en-GB.js', '/l/es.js', '/l/zh-CN.js', '/l/zh-TW.js'];

  it("is the language's own, else its first regional one, else none", () => {
    expect(dateLocaleFile('es', files)).toBe('/l/es.js');
    expect(dateLocaleFile('zh', files)).toBe('/l/zh-CN.js');
    expect(dateLocaleFile('fr', files)).toBeUndefined();
  });

  it('loads without code per language', async () => {
    expect((await loadDateLocale('es'))?.code).toBe('es');
    expect((await loadDateLocale('pt'))?.code).toBe('pt');
    expect(await loadDateLocale('xx')).toBeUndefined();
  });
});

/** A page in a language other than the default: its router runs under the prefix and every question asks in it. */
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
