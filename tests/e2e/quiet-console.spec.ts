/**
 * An ordinary visit logs nothing in the browser's console and fails no request: the catalogue (the
 * home page), the login page and a product line's home page, signed out (each lands on the login page) and
 * signed in, on a fresh tab each time. A signed-out tab's session probe finds no session as an
 * ordinary answer, the tab's icon is there, and every preload and asset answers. A failure lists
 * each console line and each failed request with its status.
 */
import { expect, type Page, test } from '@playwright/test';
import { guardNetwork, loadCompiledProducts, settle, signIn, watchConsole } from './testing/portal-browser';

const [firstLine] = loadCompiledProducts();
const productHome = firstLine?.product.pathPrefix ?? '/';

/** Requests that failed or were answered 4xx/5xx, as the console of Chromium would list them. */
function watchRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the page was still loading; that is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
      failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
  });
  return failed;
}

/** Waits for what the browser asks for on its own after a page settles (the tab's icon). */
async function iconAsked(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete');
  await expect
    .poll(async () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /favicon|icon/.test(entry.name))),
    )
    .toBe(true);
}

const pages = [
  { name: 'the catalogue (the home page)', path: '/' },
  { name: 'the login page', path: '/login' },
  { name: "a product line's home page", path: productHome },
];

test.describe('a quiet console', () => {
  for (const { name, path } of pages) {
    test(`signed out, ${name} logs nothing and fails no request`, async ({ page }) => {
      await guardNetwork(page);
      const problems = watchConsole(page);
      const failed = watchRequests(page);
      await page.goto(path);
      await expect(page.getByLabel('Password')).toBeVisible();
      await iconAsked(page);
      expect([...problems, ...failed]).toEqual([]);
    });

    test(`signed in, ${name} logs nothing and fails no request`, async ({ page }) => {
      await guardNetwork(page);
      await signIn(page, 'demo');
      const problems = watchConsole(page);
      const failed = watchRequests(page);
      await page.goto(path);
      await settle(page);
      await iconAsked(page);
      expect([...problems, ...failed]).toEqual([]);
    });
  }
});
