import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

const signedInChunk = /\/assets\/signed-in-area-[\w-]+\.js$/;

test.describe('the parts of the site loaded on demand', () => {
  test('the login page draws from one script, fetches the signed-in area ahead once, and signs in with it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    expect(scripts.filter((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toHaveLength(1);
    // Fetched ahead while the user types, so the catalogue follows the sign-in without another round trip.
    await expect.poll(() => scripts.some((path) => signedInChunk.test(path))).toBe(true);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    expect(scripts.filter((path) => signedInChunk.test(path))).toHaveLength(1);
  });

  test('a chunk that fails to arrive shows the error panel, and Try again loads it', async ({ page, context }) => {
    await signIn(page, 'demo');
    const tab = await context.newPage();
    await tab.route(signedInChunk, (route) => route.abort('internetdisconnected'));
    await tab.goto('/');
    await expect(tab.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(tab.getByText('Could not reach the server. Check your connection and try again.')).toBeVisible();

    await tab.unroute(signedInChunk);
    await tab.getByRole('button', { name: 'Try again' }).click();
    await expect(tab.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
  });
});

test.describe('the first page of a signed-in tab asks for its data beside its chunks', () => {
  /** When each request left and when its answer had fully arrived, in ms since the epoch, by path. */
  function requestTimes(page: Page) {
    const times = new Map<string, { sent: number; done: number }>();
    page.on('requestfinished', (request) => {
      const { startTime, responseEnd } = request.timing();
      times.set(new URL(request.url()).pathname, { sent: startTime, done: startTime + responseEnd });
    });
    const of = (pattern: RegExp) => {
      const found = [...times].find(([path]) => pattern.test(path));
      if (!found) throw new Error(`No finished request for ${pattern}`);
      return found[1];
    };
    return { of };
  }

  test("the catalogue before the signed-in chunk has arrived, a line's manifest before the product chunk has", async ({
    page,
  }) => {
    await signIn(page, 'demo');
    const line = (await (await page.request.get('/api/catalogue')).json()) as { pathPrefix: string; model: string }[];
    const first = line[0];
    if (!first) throw new Error('The demo account has no product line');
    // A new address in the same tab, as a bookmark or a reload opens it: the tab's stored session names the account.
    const times = requestTimes(page);
    await page.goto(first.pathPrefix);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('main h1')).toBeVisible();
    await expect.poll(() => times.of(/^\/api\/products\//)).toBeTruthy();

    // Sent at start, not once the signed-in area had been fetched and drawn.
    expect(times.of(/^\/api\/catalogue$/).sent).toBeLessThan(times.of(signedInChunk).done);
    expect(times.of(/^\/api\/site$/).sent).toBeLessThan(times.of(signedInChunk).done);
    // Sent as soon as the signed-in area knew the line, not once the product chunk had come and been drawn.
    expect(times.of(/^\/api\/products\//).sent).toBeLessThan(times.of(/\/assets\/product-area-[\w-]+\.js$/).done);
  });
});
