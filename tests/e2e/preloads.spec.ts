import { expect, type Page, test } from '@playwright/test';
import { signIn } from './testing/portal-browser';

const productPage = '/ivenix/internal/using-the-pump/quick-tips';
const productHeading = { level: 1, name: 'Quick Tips' } as const;

/** How many requests the tab sent for each address of this site. */
function countRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return counts;
}

/** The addresses a page answer's Link header names. */
const preloadedIn = (link: string | null | undefined) => [...(link ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]);

test.describe('a signed-in page fetches what it needs beside its entry script', () => {
  test('a product page in a new tab uses every preload its answer names, and asks nothing twice', async ({
    page,
    context,
  }) => {
    await signIn(page, 'demo');
    const tab = await context.newPage();
    const counts = countRequests(tab);
    const answer = await tab.goto(productPage);
    await expect(tab.getByRole('heading', productHeading)).toBeVisible();

    const preloaded = preloadedIn(await answer?.headerValue('link'));
    expect(preloaded).toEqual(
      expect.arrayContaining(['/api/catalogue', '/api/products/infusion-pump', '/api/session']),
    );
    expect(preloaded.filter((path) => path?.endsWith('.js')).length).toBeGreaterThanOrEqual(2);
    // The session too: the route guard's answer (served by the preload) also gives the product
    // line its settings.
    for (const path of preloaded) expect(counts.get(path ?? ''), path).toBe(1);
  });

  test('the catalogue after a reload, too', async ({ page }) => {
    await signIn(page, 'demo');
    const counts = countRequests(page);
    const answer = await page.reload();
    await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
    const preloaded = preloadedIn(await answer?.headerValue('link'));
    expect(preloaded).toContain('/api/catalogue');
    expect(preloaded).not.toContain('/api/products/infusion-pump');
    for (const path of preloaded) expect(counts.get(path ?? ''), path).toBe(1);
  });

  test('the login page names only the entry, which holds the password check: signing in fetches no code before it is sent', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const answer = await page.goto('/login');
    const preloaded = preloadedIn(await answer?.headerValue('link'));
    expect(preloaded.filter((path) => path?.endsWith('.js'))).toHaveLength(1);
    await expect(page.getByLabel('Password')).toBeVisible();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (request.url().endsWith('/api/session') && request.method() === 'POST') scripts.push('POST /api/session');
    });
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    expect(scripts[0]).toBe('POST /api/session');
  });

  test("a signed-out page names none of the account's, and fetches the site texts once, beside its script", async ({
    page,
  }) => {
    const counts = countRequests(page);
    const answer = await page.goto(productPage);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Customer resources sign in' })).toBeVisible();
    expect(await answer?.headerValue('link')).toBeNull();
    // Every page needs the site texts; index.html names them, so the entry script finds them on their way.
    expect(await page.locator('link[rel="preload"][href="/api/site"]').count()).toBe(1);
    expect(counts.get('/api/site')).toBe(1);
  });
});
