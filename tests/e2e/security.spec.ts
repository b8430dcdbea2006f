/**
 * Browser checks of the security model: open-redirect attempts through requestedFile keep the
 * browser on this site, `?auth=` leaves the address bar and is never sent as a Referer, a
 * hand-set sessionStorage flag without a cookie gets no content, and XSS payloads in raw HTML
 * content do not run (the CSP stops them even if they got past the compile-time sanitiser).
 */
import { createHash } from 'node:crypto';
import { expect, type Page, type Request, test } from '@playwright/test';
import { walkRoutes } from '../../engine/shared/routes/route-tree';
import type { CompiledProduct } from '../../engine/shared/types';
import { guardNetwork, signIn } from './testing/portal-browser';

const authKeyOf = (password: string) => createHash('sha256').update(password.trim()).digest('hex');

type Manifest = CompiledProduct;

/** Every full navigation of the main frame, as absolute URLs. */
function recordNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });
  return navigations;
}

function expectOnThisSite(page: Page, navigations: string[], baseURL: string | undefined): void {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  expect(new URL(page.url()).origin).toBe(origin);
  for (const url of navigations) expect(new URL(url).origin, url).toBe(origin);
}

const offSiteValues = [
  '//evil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  'https%3A%2F%2Fevil.example%2F',
  'javascript%3Awindow.__pwned%3D1',
  '%252F%252Fevil.example',
];

test.describe('requestedFile never leaves the site', () => {
  for (const value of offSiteValues) {
    test(`logging in at /login?requestedFile=${value} stays on this origin`, async ({ page, baseURL }) => {
      const offMachine = await guardNetwork(page);
      const navigations = recordNavigations(page);
      await page.goto(`/login?requestedFile=${value}`);
      // The server has already dropped the unsafe parameter.
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel('Password').fill('demo');
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
      expectOnThisSite(page, navigations, baseURL);
      expect(offMachine).toEqual([]);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    });
  }

  test('even when the value reaches the page without the server, the site only asks /secure-download for it', async ({
    page,
    baseURL,
  }) => {
    const offMachine = await guardNetwork(page);
    const navigations = recordNavigations(page);
    await page.goto('/login');
    // A client-side change of address: the server never sees this query string.
    await page.evaluate(() => {
      history.pushState(null, '', '/login?requestedFile=%2F%2Fevil.example%2Fx');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByLabel('Password').fill('demo');
    const answer = page.waitForResponse((response) => response.url().includes('/secure-download'));
    await page.getByRole('button', { name: 'LOGIN' }).click();
    // The server refuses the unsafe name (400); nothing else was ever requested.
    expect((await answer).status()).toBe(400);
    // The page has left for the file; a tab closed while that navigation commits can hang Chromium.
    await page.waitForURL(/\/secure-download\?/);
    expectOnThisSite(page, navigations, baseURL);
    expect(navigations.at(-1)).toMatch(/\/secure-download\?file=%2F%2Fevil\.example%2Fx$/);
    expect(offMachine).toEqual([]);
  });

  test('a real secure file: signed out → login → the file', async ({ page }) => {
    const key = authKeyOf('demo');
    // Find a secure document through the API as the demo account would see it.
    const login = await page.request.post('/api/session', { data: { authKey: key } });
    expect(login.status()).toBe(200);
    const catalogue = (await (await page.request.get('/api/catalogue')).json()) as { model: string }[];
    let securePath: string | undefined;
    for (const { model } of catalogue) {
      const manifest = (await (await page.request.get(`/api/products/${model}`)).json()) as Manifest;
      for (const section of Object.values(manifest.sections)) {
        const document = section.documents?.find((item) => item.type === 'secure-download') as
          | { path?: string }
          | undefined;
        securePath ??= document?.path;
      }
    }
    test.skip(securePath === undefined, 'the demo content has no secure download');
    await page.request.delete('/api/session');
    await page.context().clearCookies();

    const target = `/secure-download?file=${encodeURIComponent(securePath ?? '')}`;
    await page.goto(target);
    await expect(page).toHaveURL(/\/login\?requestedFile=/);
    await page.getByLabel('Password').fill('demo');
    const delivered = page.waitForResponse((response) => response.url().endsWith(target));
    await page.getByRole('button', { name: 'LOGIN' }).click();
    const response = await delivered;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
  });
});

test.describe('?auth= deep links', () => {
  test('sign in, leave the address bar at once and are never sent as a Referer', async ({ page }) => {
    const offMachine = await guardNetwork(page);
    const key = authKeyOf('demo');
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(`/login?auth=${key}`);
    await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    expect(page.url()).not.toContain('auth=');
    expect(page.url()).not.toContain(key);
    // Open a product so the page makes more requests (manifest, images) after the deep link.
    await page
      .getByRole('link', { name: /LEARN MORE/ })
      .first()
      .click();
    await page.waitForLoadState('networkidle');
    expect(page.url()).not.toContain(key);
    expect(requests.length).toBeGreaterThan(3);
    for (const request of requests) {
      const referer = (await request.allHeaders()).referer ?? '';
      expect(referer, request.url()).not.toContain(key);
    }
    // The server asks for no referrer at all.
    const page200 = await page.request.get('/login');
    expect(page200.headers()['referrer-policy']).toBe('no-referrer');
    expect(await page.evaluate(() => history.state && JSON.stringify(history.state))).not.toContain(key);
    expect(offMachine).toEqual([]);
  });

  test("never swap a signed-in account for the link's (sign-in CSRF)", async ({ page }) => {
    await signIn(page, 'demo');
    const cards = page.getByRole('link', { name: /LEARN MORE/ });
    // The heading comes before the catalogue's answer: count the cards once they are drawn.
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    expect(all).toBeGreaterThan(1);
    // A link carrying the password of an account with one product line, opened while signed in.
    await page.goto(`/login?auth=${authKeyOf('demo-ivenix')}`);
    await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    expect(page.url()).not.toContain('auth=');
    await expect(cards).toHaveCount(all);
    const session = (await (await page.request.get('/api/session')).json()) as { account: { name: string } };
    expect(session.account.name).toBe('demo');
  });

  test('on a product page keep the page and drop only the credential', async ({ page }) => {
    const site = (await (await page.request.get('/api/site')).json()) as { productPaths: { pathPrefix: string }[] };
    const prefix = site.productPaths[0]?.pathPrefix ?? '/';
    await page.goto(`${prefix}?auth=${authKeyOf('demo')}&x=1`);
    await expect(page).toHaveURL((url) => url.pathname.startsWith(prefix) && !url.search.includes('auth'));
  });
});

test.describe('a hand-set sessionStorage flag without a cookie', () => {
  test('gets no manifest, no catalogue and no file', async ({ page }) => {
    const site = (await (await page.request.get('/api/site')).json()) as {
      productPaths: { pathPrefix: string; model: string }[];
    };
    const first = site.productPaths[0];
    await page.addInitScript(
      (models) => {
        sessionStorage.setItem('loggedIn', 'true');
        sessionStorage.setItem('account', JSON.stringify({ name: 'demo', models }));
      },
      site.productPaths.map((entry) => entry.model),
    );
    const protectedAnswers: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (/\/api\/(products|catalogue)|\/public\/|\/secure-download/.test(response.url())) {
        protectedAnswers.push({ url: response.url(), status: response.status() });
      }
    });
    await page.goto(`${first?.pathPrefix ?? ''}/internal/home`);
    await expect(page).toHaveURL(/\/login/);
    for (const answer of protectedAnswers) expect(answer.status, answer.url).toBeGreaterThanOrEqual(400);
    const direct = await page.evaluate(
      async (model) => (await fetch(`/api/products/${model}`)).status,
      first?.model ?? 'x',
    );
    expect(direct).toBe(401);
  });
});

test.describe('XSS payloads in raw HTML content', () => {
  const payloads = [
    `<img src="x" onerror="window.__xss = 'img onerror'">`,
    `<script>window.__xss = 'script'</script>`,
    `<svg onload="window.__xss = 'svg onload'"></svg>`,
    `<iframe srcdoc="<script>parent.__xss = 'srcdoc'</script>"></iframe>`,
    `<a id="xss-link" href="javascript:window.__xss='javascript: link'">xss link</a>`,
    `<form action="javascript:window.__xss='form'"><button id="xss-button">go</button></form>`,
    `<object data="data:text/html,<script>parent.__xss='object'</script>"></object>`,
    `<div style="background:url(javascript:window.__xss='css')">styled</div>`,
  ].join('');

  test('do not run, even when a manifest carries them unsanitised', async ({ page }) => {
    const offMachine = await guardNetwork(page);
    await signIn(page, 'demo');
    // Find a page whose section has raw HTML rows.
    const catalogue = (await (await page.request.get('/api/catalogue')).json()) as { model: string }[];
    let found: { model: string; path: string } | undefined;
    for (const { model } of catalogue) {
      const manifest = (await (await page.request.get(`/api/products/${model}`)).json()) as Manifest;
      const path = [...walkRoutes(manifest.product.routes)].find((route) => {
        const section = route.meta.sectionName ? manifest.sections[route.meta.sectionName] : undefined;
        return section?.documents.some((document) => /Raw$/.test(document.type));
      })?.path;
      if (path) {
        found = { model, path };
        break;
      }
    }
    test.skip(found === undefined, 'no page of the demo content shows raw HTML');

    // Hand the browser a manifest whose raw HTML rows hold the payloads, as if the sanitiser had failed.
    await page.route(`**/api/products/${found?.model}`, async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as Manifest;
      for (const section of Object.values(manifest.sections)) {
        for (const document of section.documents) {
          if (document.type === 'sectionHeaderRaw' || document.type === 'sectionTextRaw') document.text = payloads;
        }
      }
      await route.fulfill({ response, json: manifest });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(found?.path ?? '/');
    await expect(page.locator('#xss-link').first()).toBeAttached();
    await page
      .locator('#xss-link')
      .first()
      .click({ force: true })
      .catch(() => {});
    await page
      .locator('#xss-button')
      .first()
      .click({ force: true })
      .catch(() => {});
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe(found?.path);
    // The CSP is what stopped them.
    expect(violations.length).toBeGreaterThan(0);
    expect(offMachine).toEqual([]);
  });
});

test.describe('the production build', () => {
  test('publishes no source maps: no map file is served and no script points at one', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      expect(body, url).not.toContain('sourceMappingURL');
      expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
    }
  });
});
