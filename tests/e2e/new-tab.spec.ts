import { expect, type Page, test } from '@playwright/test';
import { loginHrefBackTo } from '../../engine/shared/routes/page-after-login';
import { newProjectContext, signIn } from './testing/portal-browser';

const productPage = '/ivenix/internal/using-the-pump/quick-tips';
const productHeading = { level: 1, name: 'Quick Tips' } as const;

/** Every address the tab's history passes through, so a login page that flashes by is caught too. */
async function recordAddresses(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [location.pathname];
    (window as unknown as { seenAddresses: string[] }).seenAddresses = seen;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data, unused, url) => {
        original(data, unused, url);
        seen.push(location.pathname);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { seenAddresses: string[] }).seenAddresses);
}

/** How many times the tab has asked GET /api/session so far. */
function countSessionQuestions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/session') count += 1;
  });
  return () => count;
}

test.describe('a new tab of a signed-in browser', () => {
  test('opens the requested product page, not /login, and a reload keeps it', async ({ page, context }) => {
    await signIn(page, 'demo');
    const tab = await context.newPage();
    const seenAddresses = await recordAddresses(tab);
    const sessionQuestions = countSessionQuestions(tab);
    await tab.goto(productPage);
    await expect(tab.getByRole('heading', productHeading)).toBeVisible();
    await expect(tab).toHaveURL(new RegExp(`${productPage}$`));
    expect(await seenAddresses()).not.toContain('/login');
    // The guard's answer also gives the product line its settings: the server is asked once.
    expect(sessionQuestions()).toBe(1);

    await tab.reload();
    await expect(tab.getByRole('heading', productHeading)).toBeVisible();
    await expect(tab).toHaveURL(new RegExp(`${productPage}$`));
    expect(await seenAddresses()).not.toContain('/login');
  });

  test('holds a browser-session cookie: no expiry of its own', async ({ page, context }) => {
    await signIn(page, 'demo');
    const cookie = (await context.cookies()).find((item) => item.name === '__Host-portal_session');
    expect(cookie?.expires).toBe(-1);
  });

  test('a new browser context, without the cookie, lands on /login', async ({ page, browser }, testInfo) => {
    await signIn(page, 'demo');
    const other = await newProjectContext(browser, testInfo);
    try {
      const tab = await other.newPage();
      await tab.goto(productPage);
      // The login page names the page asked for, to come back to it after sign-in.
      await expect(tab).toHaveURL(loginHrefBackTo(productPage));
      await expect(tab.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test("after sign-out in one tab, the other tab's next navigation goes to /login", async ({ page, context }) => {
    await signIn(page, 'demo');
    const tab = await context.newPage();
    await tab.goto(productPage);
    await expect(tab.getByRole('heading', productHeading)).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await tab.goto('/ivenix/internal/home');
    await expect(tab).toHaveURL(loginHrefBackTo('/ivenix/internal/home'));
    await expect(tab.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  });
});
