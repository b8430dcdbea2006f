import { afterEach, describe, expect, it } from 'vitest';
import { firstPathPrefix, fixtureFiles } from '../testing/fixture-content';
import { addSpanish, onlyDefaultLanguage, spanish } from '../testing/spanish-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const html = { accept: 'text/html,application/xhtml+xml' };
const inSpanish = () => createTestApp({ beforeBuild: addSpanish });

async function page(url: string, headers: Record<string, string> = {}) {
  if (!t) throw new Error('no app');
  return t.app.inject({ url, headers: { ...html, ...headers } });
}

describe('pages of another language', () => {
  it('serves /es/... as the same page, with <html lang="es"> and the Spanish site texts preloaded', async () => {
    t = await inSpanish();
    for (const url of ['/es/', '/es', '/es/login?next=%2Fdemo', `/es${firstPathPrefix}/internal/home`]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<html lang="es">');
      expect(response.body, url).toContain('<link rel="preload" href="/api/site?lang=es" as="fetch" crossorigin />');
      expect(response.body, url).toContain(`<title>${spanish.siteName}</title>`);
    }
    const english = await page(`${firstPathPrefix}/internal/home`);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<link rel="preload" href="/api/site" as="fetch" crossorigin />');
  });

  it('answers 404 under the API and file prefixes and for files, with or without the prefix: a Spanish page to a browser, else JSON', async () => {
    t = await inSpanish();
    for (const url of ['/es/api/site', '/es/public/x.pdf', '/es/robots.txt', '/es/assets/app-1234.js']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<html lang="es">');
      expect(response.body, url).toContain('<meta name="error-status" content="404" />');
      const fetched = await page(url, { accept: 'application/json' });
      expect(fetched.statusCode, url).toBe(404);
      expect(fetched.json()).toEqual({ error: 'Not found' });
    }
  });

  it("preloads a signed-in Spanish page's catalogue and manifest in Spanish", async () => {
    t = await inSpanish();
    const cookie = await signIn(t.app, 'demo');
    const response = await page(`/es${firstPathPrefix}/internal/home`, { cookie });
    const links = String(response.headers.link).split(', ');
    expect(links).toContain('</api/catalogue?lang=es>; rel=preload; as=fetch; crossorigin');
    expect(links.some((link) => link.startsWith('</api/products/') && link.includes('?lang=es>'))).toBe(true);
    expect(links).toContain('</api/session>; rel=preload; as=fetch; crossorigin');
    // The Spanish login page names the same code as the default one's, and none of the account's answers.
    const login = String((await page('/es/login', { cookie })).headers.link);
    expect(login).toContain('/assets/app-1234.js>; rel=modulepreload');
    expect(login).not.toContain('/api/');
  });
});

describe('a first visit to / or /login', () => {
  it('goes to the language the lang cookie remembers, keeping the query', async () => {
    t = await inSpanish();
    const root = await page('/', { cookie: 'lang=es' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/es/');
    const login = await page('/login?requestedFile=demo%2Fguide.pdf', { cookie: 'lang=es' });
    expect(login.headers.location).toBe('/es/login?requestedFile=demo%2Fguide.pdf');
    expect(login.headers.vary).toMatch(/Accept-Language, Cookie/);
  });

  it('follows Accept-Language when no choice is remembered', async () => {
    t = await inSpanish();
    for (const accept of ['es-ES,es;q=0.9,en;q=0.8', 'es-MX', 'fr-FR,fr;q=0.9,es;q=0.5']) {
      const response = await page('/login', { 'accept-language': accept });
      expect(response.statusCode, accept).toBe(302);
      expect(response.headers.location, accept).toBe('/es/login');
      expect(response.headers.vary).toMatch(/Accept-Language, Cookie/);
    }
  });

  it('stays for the default language, an unknown one, a remembered default, or a header it cannot read', async () => {
    t = await inSpanish();
    const stays: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-US,en;q=0.9,es;q=0.8' },
      { 'accept-language': 'fr' },
      { 'accept-language': '*' },
      { 'accept-language': ';;;q=x,,' },
      { cookie: 'lang=en', 'accept-language': 'es' },
      { cookie: 'lang=fr' },
      { cookie: 'lang=%E0%A4%A' },
    ];
    for (const headers of stays) {
      for (const url of ['/', '/login']) {
        const response = await page(url, headers);
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(response.body).toContain('<html lang="en">');
        expect(response.headers.vary).toMatch(/^Accept-Language, Cookie, accept-encoding$/);
      }
    }
  });

  it('never moves any other page, nor a page already in a language', async () => {
    t = await inSpanish();
    for (const url of [`${firstPathPrefix}/internal/home`, '/es/', '/es/login']) {
      const response = await page(url, { cookie: 'lang=es', 'accept-language': 'es' });
      expect(response.statusCode, url).toBe(200);
    }
    const english = await page(`${firstPathPrefix}/internal/home`, { 'accept-language': 'es' });
    expect(english.headers.vary).toBe('accept-encoding');
  });

  it('stays on a site of one language', async () => {
    t = await createTestApp({ beforeBuild: onlyDefaultLanguage });
    const response = await page('/login', { cookie: 'lang=es', 'accept-language': 'es' });
    expect(response.statusCode).toBe(200);
  });
});

describe('the redirect that drops an unsafe requestedFile', () => {
  it('keeps the page in its language', async () => {
    t = await inSpanish();
    const response = await page('/es/login?requestedFile=https%3A%2F%2Fevil.example%2Fx&next=%2Fdemo');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/es/login?next=%2Fdemo');
  });
});

describe('the secure-file sign-in redirect', () => {
  it('goes to the login page of the remembered language', async () => {
    t = await inSpanish();
    const url = `/secure-download?file=${encodeURIComponent(fixtureFiles.guide)}`;
    const spanish = await t.app.inject({ url, headers: { cookie: 'lang=es' } });
    expect(spanish.statusCode).toBe(302);
    expect(spanish.headers.location).toBe(`/es/login?requestedFile=${encodeURIComponent(fixtureFiles.guide)}`);
    const asked = await t.app.inject({ url: `${url}&lang=es` });
    expect(asked.headers.location).toBe(`/es/login?requestedFile=${encodeURIComponent(fixtureFiles.guide)}`);
    const english = await t.app.inject({ url });
    expect(english.headers.location).toBe(`/login?requestedFile=${encodeURIComponent(fixtureFiles.guide)}`);
  });
});
