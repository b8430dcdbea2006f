/**
 * The page frame at the five widths users bring (phones of 320 and 390 px, 1024, 1366 and 1920 px
 * screens): Back to top appears only past the first screen, the first screen shows the page's
 * heading with the disclaimer still up, the header keeps one row on wide screens, "I acknowledge"
 * never wraps, Escape closes the phone menu, the product logo's name says what it shows, and the
 * implementation timeline picture loads. One signed-in tab serves every check, to keep the run short.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { loadCompiledProducts, signIn } from './testing/portal-browser';

const screens = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const phones = screens.filter(({ width }) => width < 768);
const wide = screens.filter(({ width }) => width >= 1024);
/** A 320 × 640 phone, and a 1280 × 900 window zoomed to 200 %. */
const smallFirstScreens = [
  { width: 320, height: 640 },
  { width: 640, height: 450 },
];

const ivenix = loadCompiledProducts().find((compiled) => compiled.product.pathPrefix === '/ivenix');
if (!ivenix) throw new Error('the ivenix line is missing from build/content');
const productHome = ivenix.product.homePath;
const quickTips = `${ivenix.product.pathPrefix}/internal/using-the-pump/quick-tips`;
const overview = `${ivenix.product.pathPrefix}/internal/implementation/overview`;

const backToTop = (page: Page) => page.getByRole('button', { name: /back to top/i });
const acknowledge = (page: Page) => page.getByRole('button', { name: 'I acknowledge' });

/**
 * Adds to `window.passedOver` the headings and controls whose box meets Back to top's. Runs in the
 * page, so it uses nothing from this file.
 */
function notePassedOver(): void {
  const store = window as unknown as { passedOver?: Set<Element> };
  store.passedOver ??= new Set();
  const button = document.querySelector('.back-to-top');
  if (!button) return;
  const box = button.getBoundingClientRect();
  const selector = 'h1, h2, h3, h4, h5, h6, a[href], button, input, select, textarea, summary';
  for (const element of document.querySelectorAll(selector)) {
    const r = element.getBoundingClientRect();
    if (element === button || r.width === 0 || r.height === 0) continue;
    if (r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom)
      store.passedOver.add(element);
  }
}

/** Scrolls the page top to bottom a quarter screen at a time; the headings and controls Back to top passed over. */
async function countPassedOver(page: Page): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { passedOver?: Set<Element> }).passedOver = new Set();
  });
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  const step = await page.evaluate(() => Math.round(innerHeight / 4));
  for (let y = 0; y < bottom + step; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, bottom));
    // The button follows the scroll position once React has drawn the frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.evaluate(notePassedOver);
  }
  return page.evaluate(() => (window as unknown as { passedOver?: Set<Element> }).passedOver?.size ?? 0);
}

/** Number of text lines of an element: its content height over its line height. */
async function lineCount(page: Page, name: string): Promise<number> {
  return page.getByRole('button', { name }).evaluate((element) => {
    const style = getComputedStyle(element);
    const content = element.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
    return Math.round(content / Number.parseFloat(style.lineHeight));
  });
}

test.describe('signed out', () => {
  test('the login page has no Back to top at any width', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    for (const screen of screens) {
      await page.setViewportSize(screen);
      await expect(page.locator('.site-footer')).toBeAttached();
      await expect(backToTop(page), `${screen.width} px`).toBeHidden();
    }
  });
});

test.describe('signed in as demo', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }, testInfo) => {
    context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: screens[0] });
    page = await context.newPage();
    await signIn(page, 'demo');
  });

  test.afterAll(async () => {
    await context?.close();
  });

  test('Back to top stays away from the first screen, then returns to the top', async () => {
    for (const path of ['/', productHome, quickTips]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.site-footer')).toBeAttached();
      for (const screen of screens) {
        await page.setViewportSize(screen);
        await page.evaluate(() => window.scrollTo(0, 0));
        // Hidden means neither seen nor reached by Tab.
        await expect(backToTop(page), `${path} at ${screen.width} px`).toHaveCount(0);
      }
    }

    // Still on Quick Tips, at 320 px.
    await page.setViewportSize(screens[0] ?? { width: 320, height: 640 });
    const passedOver = await countPassedOver(page);
    test.info().annotations.push({ type: 'passed over on Quick Tips at 320 px', description: String(passedOver) });
    // Each heading and control it can pass over is one the user must scroll past it to reach.
    expect.soft(passedOver).toBeLessThanOrEqual(10);

    // Quick Tips is longer than two screens at every width.
    for (const screen of screens) {
      await page.setViewportSize(screen);
      await page.evaluate(() => window.scrollTo(0, innerHeight - 1));
      await expect(backToTop(page), `one pixel short of a screen at ${screen.width} px`).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, innerHeight * 1.5));
      await expect(backToTop(page), `${screen.width} px`).toBeVisible();
      const box = await backToTop(page).boundingBox();
      test.info().annotations.push({ type: `Back to top at ${screen.width} px`, description: JSON.stringify(box) });
      if (screen.width < 768) {
        // An icon-sized target on phones, still at least 44 px.
        expect.soft(box?.width).toBeLessThanOrEqual(48);
        expect.soft(box?.height).toBeLessThanOrEqual(48);
        expect.soft(box?.width).toBeGreaterThanOrEqual(44);
      }
      await backToTop(page).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('main')).toBeFocused();
      await expect(backToTop(page)).toHaveCount(0);
    }
  });

  test('the first screen shows the heading with the disclaimer up, which still acknowledges', async () => {
    for (const path of ['/', quickTips]) {
      // A reload brings the disclaimer back: it is not kept across reloads.
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Disclaimer' })).toBeVisible();
      for (const screen of smallFirstScreens) {
        await page.setViewportSize(screen);
        await page.evaluate(() => window.scrollTo(0, 0));
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
        test.info().annotations.push({
          type: `h1 bottom on ${path} at ${screen.width} × ${screen.height}`,
          description: String(Math.round((heading?.y ?? 0) + (heading?.height ?? 0))),
        });
        expect.soft(heading?.y, `${path} at ${screen.width} × ${screen.height}`).toBeGreaterThanOrEqual(0);
        expect
          .soft((heading?.y ?? 0) + (heading?.height ?? 0), `${path} at ${screen.width} px`)
          .toBeLessThanOrEqual(screen.height);
      }
    }
    // The whole text stays available.
    const banner = page.getByRole('region', { name: 'Disclaimer' });
    const full = await banner.locator('.disclaimer__text').textContent();
    expect.soft(full?.length).toBeGreaterThan(100);
    await acknowledge(page).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(banner).toBeVisible();
  });

  test('"I acknowledge" keeps to one line at every width', async () => {
    await page.goto(productHome);
    await expect(acknowledge(page)).toBeVisible();
    for (const screen of screens) {
      await page.setViewportSize(screen);
      expect.soft(await lineCount(page, 'I acknowledge'), `${screen.width} px`).toBe(1);
    }
  });

  test('the header is one row from 1024 px up, and the logo is named by what it shows', async () => {
    await page.setViewportSize(wide[0] ?? { width: 1024, height: 768 });
    await page.goto(productHome);
    const header = page.locator('.site-header');
    const items = header.locator('.site-header__brand, .search, .site-header__nav > a, .site-header__nav > button');
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(header.locator('.search input')).toBeVisible();
    for (const screen of wide) {
      await page.setViewportSize(screen);
      const box = await header.boundingBox();
      test.info().annotations.push({ type: `header height at ${screen.width} px`, description: String(box?.height) });
      const rows = await items.evaluateAll((elements) =>
        elements.map((element) => {
          const r = element.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, right: r.right, name: element.className };
        }),
      );
      // One row: every item overlaps every other vertically.
      const lowestTop = Math.max(...rows.map((row) => row.top));
      const highestBottom = Math.min(...rows.map((row) => row.bottom));
      expect.soft(lowestTop, `${screen.width} px: ${JSON.stringify(rows)}`).toBeLessThan(highestBottom);
      expect.soft(box?.height, `${screen.width} px`).toBeLessThanOrEqual(80);
      // Nothing pushed out of the window to keep the row.
      expect.soft(Math.max(...rows.map((row) => row.right)), `${screen.width} px`).toBeLessThanOrEqual(screen.width);
    }

    // The logo's visible words are drawn in its picture, as outlines; the drawing's title says them.
    const logo = header.locator('.product-links__logo img');
    const shown = await page.evaluate(
      async (src) => {
        const svg = new DOMParser().parseFromString(await (await fetch(src)).text(), 'image/svg+xml');
        return svg.querySelector('text')?.textContent ?? svg.querySelector('svg > title')?.textContent ?? '';
      },
      (await logo.getAttribute('src')) ?? '',
    );
    expect.soft(shown).not.toBe('');
    const link = header.locator('.product-links__logo');
    await expect(link).toHaveAccessibleName(new RegExp(`^${shown}\\b`));
    await expect(link).toHaveAccessibleName(new RegExp(`${ivenix.product.title} home`));
  });

  test('Escape closes the phone menu and returns to the Menu button', async () => {
    await page.goto(quickTips);
    for (const screen of phones) {
      await page.setViewportSize(screen);
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const firstSection = page.getByRole('navigation', { name: 'Main' }).locator('.menu-sections a').first();
      await firstSection.focus();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(firstSection).toBeHidden();
      await expect(menu).toBeFocused();
    }
    for (const screen of wide) {
      await page.setViewportSize(screen);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    }
  });

  test('the implementation timeline picture loads', async () => {
    await page.goto(overview);
    const picture = page.getByRole('img', { name: /Sample implementation timeline/ });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  });
});
