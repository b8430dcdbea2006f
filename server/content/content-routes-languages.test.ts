import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueEntry, SearchAnswer, SiteAnswer } from '../../engine/shared/types';
import { fixtureCatalogue, fixtureModels } from '../../tests/fixtures/fixture-content';
import { addSpanish, fixtureLanguages, spanish } from '../testing/spanish-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ beforeBuild: addSpanish });
});
afterEach(async () => {
  await t.close();
});

const englishTitle = fixtureCatalogue()[0]?.title ?? '';

describe('GET /api/site?lang=', () => {
  it('answers the site texts of the language asked for, and the default without one', async () => {
    const english: SiteAnswer = (await t.app.inject({ url: '/api/site' })).json();
    const inSpanish: SiteAnswer = (await t.app.inject({ url: '/api/site?lang=es' })).json();
    expect(english.site.siteTitle).not.toBe(spanish.siteTitle);
    expect(inSpanish.site.siteTitle).toBe(spanish.siteTitle);
    expect(inSpanish.site).toMatchObject({ lang: 'es', languages: fixtureLanguages });
    expect((await t.app.inject({ url: '/api/site?lang=en' })).json()).toEqual(english);
    // The lines' addresses are the same in every language: pages keep their unprefixed paths.
    const addresses = (answer: SiteAnswer) => answer.productPaths.map(({ model, pathPrefix }) => [model, pathPrefix]);
    expect(addresses(inSpanish)).toEqual(addresses(english));
  });

  it('answers 400 with the usual error body for a language the site does not have', async () => {
    for (const url of ['/api/site?lang=fr', '/api/site?lang=ES', '/api/site?lang=e']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toMatch(/lang|language/);
    }
    expect((await t.app.inject({ url: '/api/site?lang=fr' })).json()).toEqual({
      error: 'No language "fr" on this site; it has en, es',
    });
  });

  it('gives each language its own ETag and compressed copy, and answers 304 per language', async () => {
    const en = await t.app.inject({ url: '/api/site', headers: { 'accept-encoding': 'br' } });
    const es = await t.app.inject({ url: '/api/site?lang=es', headers: { 'accept-encoding': 'br' } });
    expect(es.headers['content-encoding']).toBe('br');
    expect(es.headers['cache-control']).toBe('no-cache');
    expect(es.headers.etag).not.toBe(en.headers.etag);
    expect(JSON.parse(brotliDecompressSync(es.rawPayload).toString()).site.siteTitle).toBe(spanish.siteTitle);
    const again = await t.app.inject({
      url: '/api/site?lang=es',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(es.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const other = await t.app.inject({
      url: '/api/site',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(es.headers.etag) },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /api/catalogue?lang= and /api/products/:model?lang=', () => {
  it("answers the account's cards with their titles in the language", async () => {
    const cookie = await signIn(t.app, 'demo-acme');
    const cards: CatalogueEntry[] = (await t.app.inject({ url: '/api/catalogue?lang=es', headers: { cookie } })).json();
    expect(cards.map((card) => card.title)).toEqual([spanish.cardTitle(englishTitle)]);
    const english: CatalogueEntry[] = (await t.app.inject({ url: '/api/catalogue', headers: { cookie } })).json();
    expect(english.map((card) => card.title)).toEqual([englishTitle]);
  });

  it('answers the manifest in the language, with the same gate', async () => {
    const cookie = await signIn(t.app, 'demo-acme');
    const url = `/api/products/${fixtureModels.first}?lang=es`;
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.json().product.title).toBe(spanish.productTitle(englishTitle));
    const english = await t.app.inject({ url: `/api/products/${fixtureModels.first}`, headers: { cookie } });
    expect(english.headers.etag).not.toBe(response.headers.etag);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const denied = await t.app.inject({
      url: `/api/products/${fixtureModels.otherBrand}?lang=es`,
      headers: { cookie },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('answers 400 for an unknown language, signed in', async () => {
    const cookie = await signIn(t.app, 'demo');
    for (const url of ['/api/catalogue?lang=fr', `/api/products/${fixtureModels.first}?lang=fr`]) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: 'No language "fr" on this site; it has en, es' });
    }
  });
});

describe('GET /api/search?lang=', () => {
  async function searchIn(lang: string | undefined, q: string): Promise<SearchAnswer> {
    const cookie = await signIn(t.app, 'demo');
    const query = `q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`;
    const response = await t.app.inject({ url: `/api/search?${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('finds the Spanish material by a word typed without its accent, or another form of it', async () => {
    for (const q of ['desinfeccion', 'limpiezas']) {
      const answer = await searchIn('es', q);
      expect(answer.groups[0]?.title, q).toBe(spanish.cardTitle(englishTitle));
      expect(answer.groups[0]?.results[0], q).toMatchObject({ title: { text: spanish.searchEntry.title }, lang: 'es' });
    }
  });

  it('searches untranslated entries too, after the Spanish ones, saying they are English', async () => {
    const english = await searchIn(undefined, 'zephyrine');
    const inSpanish = await searchIn('es', 'zephyrine');
    expect(english.groups[0]?.results.length).toBeGreaterThan(0);
    expect(inSpanish.groups[0]?.results.map((result) => result.lang)).toEqual(
      english.groups[0]?.results.map(() => 'en'),
    );
  });

  it('does not find the Spanish entry in the English index', async () => {
    const answer = await searchIn(undefined, 'desinfeccion');
    expect(answer.groups.flatMap((group) => group.results.map((result) => result.title.text))).not.toContain(
      spanish.searchEntry.title,
    );
  });

  it('answers 400 for an unknown language', async () => {
    const cookie = await signIn(t.app, 'demo');
    const response = await t.app.inject({ url: '/api/search?q=tips&lang=fr', headers: { cookie } });
    expect(response.statusCode).toBe(400);
  });
});
