/**
 * The portal walked by keyboard and screen reader, at the five widths readers use: the focused
 * element is never under the sticky section bar; a move to another page puts the focus on its
 * heading (the first page of a visit excepted) and Back returns to where the reader was; Tab leaves
 * open search results for the next control; every page's tab title names it apart from the others;
 * the "/" shortcut can be turned off. One signed-in page serves every test.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { walkRoutes } from '../../engine/shared/routes/route-tree';
import { guardNetwork, loadCompiledProducts, navigateInApp, newProjectContext } from './testing/portal-browser';

const widths = [320, 390, 1024, 1366, 1920];
const products = loadCompiledProducts();
const pump = products[0];
if (!pump) throw new Error('The demo catalogue is empty');
const home = pump.product.homePath;
const quickTips = `${pump.product.pathPrefix}/internal/using-the-pump/quick-tips`;

let context: BrowserContext;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  context = await newProjectContext(browser, testInfo);
  page = await context.newPage();
  await guardNetwork(page);
});

test.afterAll(async () => {
  await context?.close();
});

/** What has the keyboard focus, as "TAG name". */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName} ${(element.textContent ?? '').trim()}` : 'none';
  });

const headingFocused = (name: string) => expect.poll(focused).toBe(`H1 ${name}`);

async function openSearch(): Promise<void> {
  const field = page.getByRole('combobox', { name: 'Search' });
  // On phones the field is inside the folded menu.
  if (!(await field.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await expect(field).toBeVisible();
}

test('sign-in, the disclaimer, links, search results and Back each put the focus on the page heading', async () => {
  // Five widths of several page moves each, on a machine whose pages may draw slowly.
  test.setTimeout(180_000);
  await page.goto('/login');
  await expect(page.getByLabel('Password')).toBeVisible();
  // The first page of a visit leaves the focus where the browser starts it, before the skip link.
  expect(await focused()).toMatch(/^BODY/);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await headingFocused('WELCOME');
  await expect(page).toHaveTitle('Product catalogue | Customer Resources');

  await page.getByRole('button', { name: 'I acknowledge' }).press('Enter');
  await headingFocused('WELCOME');

  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await navigateInApp(page, '/');
    await headingFocused('WELCOME');
    await page.getByRole('link', { name: `LEARN MORE about ${pump.product.title}` }).click();
    await headingFocused(pump.product.title);
    await page.getByRole('main').getByRole('link', { name: 'Quick Tips' }).first().click();
    await headingFocused('Quick Tips');

    // Back returns to where the reader was on the list, with the focus on its heading.
    const tip = page.getByRole('main').getByRole('link', { name: 'Vented Cap for Glass Bottles' });
    await tip.scrollIntoViewIfNeeded();
    const readingAt = await page.evaluate(() => window.scrollY);
    expect(readingAt).toBeGreaterThan(0);
    await tip.click();
    await headingFocused('Vented Cap for Glass Bottles');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await headingFocused('Quick Tips');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readingAt);

    await openSearch();
    await page.getByRole('combobox', { name: 'Search' }).fill('air alarms');
    const options = page.getByRole('listbox', { name: 'Search' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    // Tab leaves the open list for the next control at once, closing the list.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('listbox', { name: 'Search' })).toBeHidden();
    expect(await focused()).not.toMatch(/^BODY/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('combobox');

    await openSearch();
    const field = page.getByRole('combobox', { name: 'Search' });
    await field.fill('air alarms');
    await expect(options.first()).toBeVisible();
    const page1 = options.filter({ hasNotText: /\.pdf|PDF/ }).first();
    const title = (await page1.locator('.search__page').textContent())?.replace(/^On /, '') ?? '';
    await page1.click();
    await headingFocused(title);
  }
});

/** The focused element's box, unless it lies under the sticky bar (or the bar is not sticky at this width). */
const hiddenUnderBar = () =>
  page.evaluate(() => {
    const bar = document.querySelector('.section-bar');
    const element = document.activeElement;
    if (!bar || !element || element === document.body || bar.contains(element)) return null;
    if (getComputedStyle(bar).position !== 'sticky') return null;
    const under = bar.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const overlaps = box.top < under.bottom && box.bottom > under.top && box.height > 0;
    return overlaps ? `${element.textContent?.trim()} at y ${box.top}-${box.bottom}, bar ${under.bottom}` : null;
  });

test('nothing the keyboard focuses is hidden under the sticky section bar', async () => {
  // A keystroke and a measure per step, some 180 steps.
  test.setTimeout(120_000);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [home, quickTips]) {
      await navigateInApp(page, path);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
      ).toHaveAttribute('href', path);
      // Phones fold the sections into the menu: no bar stays on screen to hide anything.
      if (width < 768) {
        await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
        continue;
      }
      const hidden: string[] = [];
      // Forward from the skip link into the page, then backward up from the footer.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('link', { name: 'Skip to main content' }).focus();
      await page.keyboard.press('Enter');
      for (let step = 0; step < 15; step += 1) {
        await page.keyboard.press('Tab');
        hidden.push(...[(await hiddenUnderBar()) ?? []].flat());
      }
      await page.getByRole('contentinfo').getByRole('link').first().focus();
      for (let step = 0; step < 15; step += 1) {
        await page.keyboard.press('Shift+Tab');
        hidden.push(...[(await hiddenUnderBar()) ?? []].flat());
      }
      expect(hidden, `${path} at ${width} px`).toEqual([]);
    }
  }
});

test('every page has a tab title of its own', async () => {
  // Every route of every line: the one test here that visits them all.
  test.setTimeout(180_000);
  const titles = new Map<string, string>();
  await navigateInApp(page, '/');
  await expect(page).toHaveTitle('Product catalogue | Customer Resources');
  titles.set(await page.title(), '/');
  const repeated: string[] = [];
  for (const compiled of products) {
    for (const route of walkRoutes(compiled.product.routes)) {
      if (!route.kind || route.redirectTo || route.children.length > 0) continue;
      await navigateInApp(page, route.path);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
      ).toHaveAttribute('href', route.path);
      // The page's own name first, its product line's last, before the site's.
      const named = (title: string) =>
        title.startsWith(`${route.meta.title} – `) &&
        title.endsWith(` – ${compiled.product.title} | Customer Resources`);
      await expect.poll(async () => named(await page.title()), route.path).toBe(true);
      const title = await page.title();
      const before = titles.get(title);
      if (before) repeated.push(`${title}: ${before} and ${route.path}`);
      titles.set(title, route.path);
    }
  }
  expect(repeated).toEqual([]);
});

test('the "/" shortcut can be turned off, and stays off', async () => {
  await navigateInApp(page, home);
  const setting = page.getByRole('checkbox', { name: 'Jump to search with /' });
  const field = page.getByRole('combobox', { name: 'Search' });
  /** Presses "/" outside any field, where the search field can take the focus. */
  const pressSlash = async () => {
    await page.getByRole('heading', { level: 1 }).click();
    await openSearch();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
  };
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expect(setting).toBeChecked();
    await setting.uncheck();
    await pressSlash();
    await expect(field).not.toBeFocused();
    await setting.check();
    await pressSlash();
    await expect(field).toBeFocused();
  }
  // The browser remembers the choice.
  await setting.uncheck();
  await page.reload();
  await expect(setting).not.toBeChecked();
  await pressSlash();
  await expect(field).not.toBeFocused();
  await setting.check();
});
