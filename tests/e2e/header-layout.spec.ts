/**
 * The header of a product line's pages as readers see it, in every language of the site. At 1024,
 * 1280, 1366, 1440 and 1920 px the manufacturer's logo, the site title, the search field, the
 * line's links, Sign out and the language link sit side by side on one row, none over another and
 * all inside the window, and the search field shows its whole placeholder. On a 390 px phone the
 * brand shares its row with the Menu button, the open menu starts with the search field and ends
 * with Sign out, and nothing overflows sideways. Texts come from each language's compiled site.
 *
 * Every product line is visited: their logos differ in width. Each width's measurements are
 * attached to the test as annotations (header height, search field width, room left in the row).
 */
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { loadCompiledProducts, loadSiteLanguages, type SiteLanguage, signIn } from './testing/portal-browser';

const desktopWidths = [1024, 1280, 1366, 1440, 1920];
const phoneWidth = 390;
const languages = loadSiteLanguages();
const lines = loadCompiledProducts();

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The named parts the header must show, found as a reader finds them: by role and name. */
function headerParts(page: Page, { site }: SiteLanguage) {
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: site.chrome.mainNavigation });
  return {
    header,
    nav,
    logo: header.getByRole('img', { name: site.logo.alt, exact: true }),
    title: header.getByRole('link', { name: site.siteTitle, exact: true }),
    search: header.getByRole('combobox', { name: site.search.label }),
    downloads: nav.getByRole('link', { name: site.product.downloadsLink, exact: true }),
    contact: nav.getByRole('link', { name: site.product.contactLink, exact: true }),
    signOut: nav.getByRole('button', { name: site.chrome.signOut, exact: true }),
    languages: header.getByRole('navigation', { name: site.language.label }),
  };
}

/**
 * The box of every control and picture the header shows (a picture inside a link counts as its
 * link), named for the failure message. Runs in the page, so it uses nothing from this file.
 */
function visibleBoxes(header: Element): Box[] {
  const selector = 'a[href], button, input, img';
  return [...header.querySelectorAll(selector)]
    .filter((element) => !(element.localName === 'img' && element.closest('a, button')))
    .map((element) => {
      const r = element.getBoundingClientRect();
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('alt') ??
        (element as HTMLInputElement).placeholder ??
        element.textContent?.trim();
      return { name: `${element.localName} "${name || element.textContent?.trim()}"`, ...r.toJSON() } as Box;
    })
    .filter((box) => box.right - box.left > 0 && box.bottom - box.top > 0);
}

/**
 * Whether the field's placeholder fits its text box: typed in, it would need no scrolling (the box
 * keeps the room of the field's clear button). Also, for the record, the placeholder's drawn width
 * and the box's.
 */
async function placeholderRoom(search: Locator): Promise<{ fits: boolean; text: number; box: number }> {
  return search.evaluate((input: HTMLInputElement) => {
    const typed = input.value;
    input.value = input.placeholder;
    const fits = input.scrollWidth <= input.clientWidth;
    input.value = typed;
    const style = getComputedStyle(input);
    const pen = document.createElement('canvas').getContext('2d');
    if (pen) pen.font = style.font;
    const text = Math.ceil(pen?.measureText(input.placeholder).width ?? 0);
    const box = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { fits, text, box: Math.floor(box) };
  });
}

let context: BrowserContext;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: desktopWidths[0] ?? 1024, height: 768 },
  });
  page = await context.newPage();
  await signIn(page, 'demo');
});

test.afterAll(async () => {
  await context?.close();
});

for (const language of languages) {
  test(`${language.lang}: the header holds one row from 1024 to 1920 px on every line's pages`, async () => {
    test.setTimeout(30_000 * lines.length);
    const { site } = language;
    for (const { product } of lines) {
      await page.setViewportSize({ width: desktopWidths[0] ?? 1024, height: 768 });
      await page.goto(language.path(product.homePath));
      const parts = headerParts(page, language);
      // The line's links arrive with its manifest; the search field with its own code.
      await expect(parts.nav.getByRole('link', { name: product.logo.alt })).toBeVisible();
      await expect(parts.search).toHaveAttribute('placeholder', site.search.placeholder);
      for (const part of [parts.logo, parts.title, parts.downloads, parts.contact, parts.signOut, parts.languages]) {
        await expect(part).toBeVisible();
      }

      for (const width of desktopWidths) {
        await page.setViewportSize({ width, height: 768 });
        const where = `${product.title}, ${language.lang}, ${width} px`;
        const boxes = await parts.header.evaluate(visibleBoxes);
        const names = boxes.map((box) => box.name).join(', ');

        // One row: some line crosses every box.
        const lowestTop = Math.max(...boxes.map((box) => box.top));
        const highestBottom = Math.min(...boxes.map((box) => box.bottom));
        expect.soft(lowestTop, `${where}: not one row: ${JSON.stringify(boxes)}`).toBeLessThan(highestBottom);

        // None over another, read left to right.
        const byLeft = [...boxes].sort((a, b) => a.left - b.left);
        const overlaps = byLeft.slice(1).flatMap((box, index) => {
          const before = byLeft[index] as Box;
          return box.left < before.right
            ? [`${before.name} (to ${before.right}) under ${box.name} (from ${box.left})`]
            : [];
        });
        expect.soft(overlaps, `${where}: ${names}`).toEqual([]);

        // All inside the window.
        const outside = boxes.filter((box) => box.left < 0 || box.right > width).map((box) => box.name);
        expect.soft(outside, `${where}: outside the window`).toEqual([]);

        const placeholder = await placeholderRoom(parts.search);
        expect
          .soft(placeholder.fits, `${where}: placeholder of ${placeholder.text} px cut in a ${placeholder.box} px box`)
          .toBe(true);

        const header = await parts.header.boundingBox();
        const title = await parts.title.boundingBox();
        const rightmost = Math.max(...boxes.map((box) => box.right));
        const gaps = byLeft.slice(1).map((box, index) => box.left - (byLeft[index] as Box).right);
        test.info().annotations.push({
          type: `${language.lang} ${width} px ${product.pathPrefix}`,
          description: [
            `header ${header?.height} px`,
            `title ${title?.width.toFixed(0)}×${title?.height.toFixed(0)} px`,
            `placeholder ${placeholder.text} px in ${placeholder.box} px`,
            `narrowest gap ${Math.min(...gaps).toFixed(0)} px`,
            `${(width - rightmost).toFixed(0)} px right of the last item`,
          ].join('; '),
        });
      }
    }
  });

  test(`${language.lang}: on a ${phoneWidth} px phone the brand and Menu share a row and the menu reads top to bottom`, async ({
    browser,
  }, testInfo) => {
    // A plain window of the phone's width: an emulated phone zooms out over content that is too wide.
    const phone = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: phoneWidth, height: 844 },
    });
    try {
      const tab = await phone.newPage();
      await signIn(tab, 'demo');
      const { site } = language;
      const noSidewaysOverflow = () =>
        expect.poll(() => tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phoneWidth);
      for (const { product } of lines) {
        await tab.goto(language.path(product.homePath));
        const parts = headerParts(tab, language);
        const menu = parts.header.getByRole('button', { name: site.chrome.menu, exact: true });
        await expect(menu).toBeVisible();
        await expect(parts.logo).toBeVisible();
        await noSidewaysOverflow();

        const logo = await parts.logo.boundingBox();
        const button = await menu.boundingBox();
        expect(logo && button && logo.y < button.y + button.height && button.y < logo.y + logo.height).toBe(true);

        await menu.click();
        await expect(parts.signOut).toBeVisible();
        await noSidewaysOverflow();
        const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
        const order = [
          await top(parts.search),
          await top(parts.downloads),
          await top(parts.contact),
          await top(parts.nav.getByRole('list', { name: site.language.label })),
          await top(parts.signOut),
        ];
        expect(order, `${product.title}: search, Downloads, Contact, languages, Sign out`).toEqual(
          [...order].sort((a, b) => a - b),
        );
        expect(new Set(order).size).toBe(order.length);
      }
    } finally {
      await phone.close();
    }
  });
}
