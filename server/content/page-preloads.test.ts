import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPathPrefix, fixtureModels } from '../testing/fixture-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';
import { pagePreloadsOf } from './page-preloads';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const html = { accept: 'text/html,application/xhtml+xml' };

/** The Link header of a page's answer, one preload per entry. */
async function preloadsOf(url: string, cookie?: string) {
  const response = await (t as TestApp).app.inject({ url, headers: cookie ? { ...html, cookie } : html });
  expect(response.statusCode, url).toBe(200);
  expect(response.body).toContain('<div id="root">');
  const link = response.headers.link;
  return {
    links: typeof link === 'string' ? link.split(', ') : [],
    cacheControl: response.headers['cache-control'],
  };
}

const entryLinks = [
  '</assets/app-1234.js>; rel=modulepreload; crossorigin',
  '</assets/app-1234.css>; rel=preload; as=style; crossorigin',
];
const signedInLinks = [
  ...entryLinks,
  '</assets/signed-in-1234.js>; rel=modulepreload; crossorigin',
  '</assets/search-1234.js>; rel=modulepreload; crossorigin',
  '</assets/shared-1234.js>; rel=modulepreload; crossorigin',
  '</assets/signed-in-1234.css>; rel=preload; as=style; crossorigin',
  '</assets/catalogue-1234.js>; rel=modulepreload; crossorigin',
  '</api/catalogue>; rel=preload; as=fetch; crossorigin',
  '</api/session>; rel=preload; as=fetch; crossorigin',
];
const productLinks = (model: string) => [
  '</assets/product-1234.js>; rel=modulepreload; crossorigin',
  '</assets/product-1234.css>; rel=preload; as=style; crossorigin',
  `</api/products/${model}>; rel=preload; as=fetch; crossorigin`,
];
const loginLinks = entryLinks;

describe('preloads of a page', () => {
  it('are named only for a live session, and then the answer is private', async () => {
    t = await createTestApp();
    for (const url of ['/', `${firstPathPrefix}/internal/home`]) {
      expect(await preloadsOf(url), url).toEqual({ links: [], cacheControl: 'no-cache' });
    }
    const catalogue = await preloadsOf('/', await signIn(t.app, 'demo'));
    expect(catalogue.cacheControl).toBe('private, no-cache');
  });

  it("name the entry, the signed-in layout's, the search's and the catalogue's chunks, the catalogue and the session on the catalogue page", async () => {
    t = await createTestApp();
    const { links } = await preloadsOf('/', await signIn(t.app, 'demo'));
    expect(links.sort()).toEqual([...signedInLinks].sort());
  });

  it('name the entry script and its stylesheet first, so a slow link carries them before the rest', async () => {
    t = await createTestApp();
    const cookie = await signIn(t.app, 'demo');
    for (const url of ['/', `${firstPathPrefix}/internal/home`]) {
      const { links } = await preloadsOf(url, cookie);
      expect(links.slice(0, 2), url).toEqual(entryLinks);
      expect(links.length, url).toBeGreaterThan(2);
    }
  });

  it("add a product line's chunk, manifest and session on its pages, for an account that may open it", async () => {
    t = await createTestApp();
    const cookie = await signIn(t.app, 'demo-acme');
    for (const url of [
      firstPathPrefix,
      `${firstPathPrefix.toUpperCase()}/internal/home/`,
      `${firstPathPrefix}/a/b?x=1`,
    ]) {
      const { links } = await preloadsOf(url, cookie);
      expect(links.sort(), url).toEqual([...signedInLinks, ...productLinks(fixtureModels.first)].sort());
    }
  });

  it('never name a line the account may not open, so no preload is refused', async () => {
    t = await createTestApp();
    const { links } = await preloadsOf('/other/internal/home', await signIn(t.app, 'demo-acme'));
    expect(links.sort()).toEqual([...signedInLinks].sort());
  });

  it('name the entry (which holds the password check) on the login page, for everyone, in a public answer', async () => {
    t = await createTestApp();
    expect(await preloadsOf('/login')).toEqual({ links: loginLinks, cacheControl: 'no-cache' });
    expect((await preloadsOf('/login', await signIn(t.app, 'demo'))).links).toEqual(loginLinks);
  });

  it('are left out after signing out', async () => {
    t = await createTestApp();
    const cookie = await signIn(t.app, 'demo');
    await t.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect((await preloadsOf('/', cookie)).links).toEqual([]);
  });
});

describe('a site build without its manifest', () => {
  it('is served without preloads, and says why once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-site-'));
    try {
      const problems: string[] = [];
      const preloads = pagePreloadsOf(dir, (message) => problems.push(message));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^pages are answered without preloads: .*manifest\.json/);
      const session = { account: { models: [fixtureModels.first] } } as Parameters<typeof preloads>[0];
      expect(preloads(session, '/', [])).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
