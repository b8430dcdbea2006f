import { expect, type Page, test } from '@playwright/test';
import { navigateInApp, signIn } from './testing/portal-browser';

const signedInChunk = /\/assets\/signed-in-layout-[\w-]+\.js$/;

test.describe('the parts of the site loaded on demand', () => {
  test('the login page draws from one script, and signing in fetches the signed-in layout once', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    expect(scripts.filter((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => signedInChunk.test(path))).toHaveLength(0);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    expect(scripts.filter((path) => signedInChunk.test(path))).toHaveLength(1);
  });

  test('a chunk that fails to arrive (gone with an older deploy, or offline) offers to load the page anew', async ({
    page,
    context,
  }) => {
    await signIn(page, 'demo');
    const tab = await context.newPage();
    await tab.route(signedInChunk, (route) => route.abort('internetdisconnected'));
    await tab.goto('/');
    await expect(tab.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(tab.getByText(/the portal may have been updated since you opened it/)).toBeVisible();

    await tab.unroute(signedInChunk);
    await tab.getByRole('button', { name: 'Try again' }).click();
    await expect(tab.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
  });
});

test.describe("a lazy chunk's files, fetched beside it by Vite's preload helper", () => {
  const productStyles = /\/assets\/product-line-[\w-]+\.css$/;

  async function firstProductPath(page: Page): Promise<string> {
    const lines = (await (await page.request.get('/api/catalogue')).json()) as { pathPrefix: string }[];
    const first = lines[0];
    if (!first) throw new Error('The demo account has no product line');
    return first.pathPrefix;
  }

  test('a product page waits for its stylesheet before it draws', async ({ page }) => {
    await signIn(page, 'demo');
    const path = await firstProductPath(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked = new Promise<void>((resolve) => {
      void page.route(productStyles, async (route) => {
        resolve();
        await released;
        await route.continue();
      });
    });
    const productScript = page.waitForResponse(/\/assets\/product-line-[\w-]+\.js$/);
    await navigateInApp(page, path);
    await asked;
    await productScript;
    await expect(page.locator('main').getByRole('status')).toBeVisible();
    await expect(page.locator('main h1')).toHaveCount(0);

    release();
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('a stylesheet that fails to arrive shows the error panel, and Try again loads it', async ({ page }) => {
    await signIn(page, 'demo');
    const path = await firstProductPath(page);
    await page.route(productStyles, (route) => route.abort('internetdisconnected'));
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

    await page.unroute(productStyles);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });
});

test.describe('the first page of a signed-in tab asks for its data beside its chunks', () => {
  /** Holds back every answer to requests matching `pattern` until `release` is called. */
  async function holdBack(page: Page, pattern: RegExp) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(pattern, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("the catalogue while the signed-in chunk is on its way, a line's manifest while the catalogue and the product chunk are", async ({
    page,
  }) => {
    await signIn(page, 'demo');
    const lines = (await (await page.request.get('/api/catalogue')).json()) as { pathPrefix: string; model: string }[];
    const first = lines[0];
    if (!first) throw new Error('The demo account has no product line');
    const asked = new Set<string>();
    page.on('request', (request) => {
      asked.add(new URL(request.url()).pathname);
    });
    const releaseSignedIn = await holdBack(page, signedInChunk);
    const releaseCatalogue = await holdBack(page, /\/api\/catalogue$/);
    const releaseProductChunk = await holdBack(page, /\/assets\/product-line-[\w-]+\.js$/);

    // A new address in the same tab, as a bookmark or a reload opens it: the tab's stored session names the account.
    await page.goto(first.pathPrefix, { waitUntil: 'commit' });
    await expect.poll(() => asked.has('/api/site') && asked.has('/api/catalogue')).toBe(true);

    releaseSignedIn();
    await expect.poll(() => asked.has(`/api/products/${first.model}`)).toBe(true);

    releaseCatalogue();
    releaseProductChunk();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('main h1')).toBeVisible();
  });
});
