/**
 * Search results are never cut by the window's edge: at every width from a small phone to a wide
 * screen, on the catalogue and on a product page (whose header wraps differently, and folds its
 * links behind Menu on phones), every result of a query with many results lies wholly inside the
 * window. A failure names each result that sticks out, with its left and right edges.
 *
 * Widths are set on a plain browser context rather than an emulated phone: a phone zooms out to
 * fit content wider than the screen, which would hide the very overflow measured here.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { loadCompiledProducts, newProjectContext, signIn } from './testing/portal-browser';

const widths = [320, 390, 768, 1024, 1280, 1366, 1920];
const height = 900;
/** Words found in many documents of the demo content, so the list is long and wide. */
const query = 'priming primary';

const pump = loadCompiledProducts()[0];
if (!pump) throw new Error('The demo catalogue is empty');
const pages = [
  { label: 'catalogue', path: '/' },
  { label: 'product home', path: pump.product.homePath },
];

/** Each option's title and horizontal edges, in CSS pixels of the window. */
async function optionEdges(page: Page): Promise<{ title: string; left: number; right: number }[]> {
  return page
    .getByRole('listbox', { name: 'Search' })
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((option) => {
        const box = option.getBoundingClientRect();
        const title = option.querySelector('.search__title')?.textContent ?? '';
        return { title, left: box.left, right: box.right };
      }),
    );
}

/** On `path` at `width`, with the results of the query open. */
async function openResults(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // On phones a product page folds its header links, search included, behind Menu.
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('combobox', { name: 'Search' }).fill(query);
  await expect(page.getByRole('search').getByRole('status')).toContainText(/\d+ results/);
  await expect(page.getByRole('listbox', { name: 'Search' }).getByRole('option').first()).toBeVisible();
}

/** Fails naming every result that sticks out of the window. */
async function expectResultsInsideWindow(page: Page): Promise<void> {
  const viewport = await page.evaluate(() => document.documentElement.clientWidth);
  const edges = await optionEdges(page);
  expect(edges.length).toBeGreaterThan(0);
  // Sub-pixel layout may put an edge a fraction of a pixel past a whole number.
  const outside = edges.filter((edge) => edge.left < -0.5 || edge.right > viewport + 0.5);
  const report = outside.map((edge) => `${Math.round(edge.left)}…${Math.round(edge.right)} px: ${edge.title}`);
  expect(report, `${outside.length} of ${edges.length} results outside a ${viewport} px window`).toEqual([]);
}

test.describe('signed in as demo', () => {
  let context: BrowserContext;

  test.beforeAll(async ({ browser }, testInfo) => {
    context = await newProjectContext(browser, testInfo);
    await signIn(await context.newPage(), 'demo');
  });

  test.afterAll(async () => {
    await context?.close();
  });

  // Each test in a new tab of the signed-in context: the session cookie lets it open any page.
  for (const { label, path } of pages) {
    for (const width of widths) {
      test(`${label} at ${width} px: every result lies inside the window`, async () => {
        const page = await context.newPage();
        await openResults(page, path, width);
        await expectResultsInsideWindow(page);
        await page.close();
      });
    }
  }

  test('the open list follows the window as it narrows', async () => {
    const page = await context.newPage();
    await openResults(page, pump.product.homePath, 1920);
    for (const width of [1366, 1024, 800]) {
      await page.setViewportSize({ width, height });
      // The page hears of the new width in its next frame, which a busy machine may draw late.
      await expect(() => expectResultsInsideWindow(page)).toPass();
    }
    await page.close();
  });
});
