/**
 * Printing and the long lists, at the five widths the portal is held to: a printed FAQ, tip page or
 * Quick Tips carries the content and not the chrome, with every answer open, link addresses shown,
 * dark text, and no page holding only the footer; What's new reads by month with every page named
 * fully; Downloads reads by page and narrows as the reader types; a video page has one h1, and the
 * Spanish video's title says it is Spanish. Signed in once for the whole file.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { downloadsOf } from '../../engine/shared/documents/downloads';
import { whatsNewOf, whatsNewRoute } from '../../engine/shared/documents/whats-new';
import { type RouteDef, walkRoutes } from '../../engine/shared/routes/route-tree';
import { loadCompiledProducts, newProjectContext, settle, signIn } from './testing/portal-browser';

const widths = [320, 390, 1024, 1366, 1920];

const compiled = loadCompiledProducts()[0];
if (!compiled) throw new Error('no compiled product line');
const routes = [...walkRoutes(compiled.product.routes)];

function routeWhere(test: (route: RouteDef) => boolean, what: string): RouteDef {
  const found = routes.find(test);
  if (!found) throw new Error(`${compiled?.product.title} has no ${what}`);
  return found;
}

const faq = routeWhere((route) => route.kind === 'faq', 'FAQ');
const quickTips = routeWhere((route) => route.meta.sectionName === 'quick-tips', 'Quick Tips page');
const tipPage = routeWhere(
  (route) => route.kind === 'content-list' && route.path.startsWith(`${quickTips.path}/`),
  'tip page',
);
const printed = { FAQ: faq, 'tip page': tipPage, 'Quick Tips': quickTips };
const spanishVideo = routeWhere((route) => route.kind === 'video' && route.meta.lang === 'es', 'Spanish video');

/** The text of each page of a PDF, read with Mozilla's pdf.js. */
async function pdfPages(data: Buffer): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(data), verbosity: 0 });
  const pdf = await loading.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const { items } = await (await pdf.getPage(n)).getTextContent();
      pages.push(items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages;
  } finally {
    await loading.destroy();
  }
}

/** Text without its spaces: pdf.js splits words at ligatures and line ends where the page does not. */
const compact = (text: string) => text.replace(/\s+/g, '');

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  context = await newProjectContext(browser, testInfo);
  page = await context.newPage();
  await signIn(page, 'demo');
});

test.afterAll(async () => {
  await context?.close();
});

test.afterEach(async () => {
  await page.emulateMedia({ media: 'screen' });
});

test('a printed FAQ, tip page and Quick Tips carry the content, answers open, addresses shown, dark on white', async () => {
  for (const [name, route] of Object.entries(printed)) {
    await page.emulateMedia({ media: 'screen' });
    await page.goto(route.path);
    await settle(page);
    // The chrome is there on screen, and the disclaimer not yet acknowledged.
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(page.locator('.disclaimer')).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ media: 'print' });
      const chrome = ['.skip-link', '.site-header', '.section-bar', '.menu-toggle', '.disclaimer', '.back-to-top'];
      for (const selector of chrome)
        await expect(page.locator(selector), `${name} ${width}px ${selector}`).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (route.kind === 'faq') {
        const panels = page.locator('.accordion__panel');
        expect(await panels.count()).toBeGreaterThan(1);
        for (const panel of await panels.all()) await expect(panel, `${name} ${width}px answer`).toBeVisible();
      }
      // Earlier versions print listed although their disclosure is closed on screen.
      const earlier = page.locator('.doc-versions__previous a');
      if (route === quickTips) expect(await earlier.count(), 'Quick Tips: earlier versions').toBeGreaterThan(0);
      for (const link of await earlier.all()) await expect(link, `${name} ${width}px earlier version`).toBeVisible();
      const print = await page.evaluate(() => {
        const after = (link: Element) => getComputedStyle(link, '::after').content;
        const links = [...document.querySelectorAll('main a[href]')] as HTMLAnchorElement[];
        const addressed = links.filter((link) => /^(https?:|\/public\/|\/api\/)/.test(link.getAttribute('href') ?? ''));
        const inApp = links.filter((link) => !addressed.includes(link));
        // Every element drawing text, with the colour it draws in and every background behind it.
        const inks = new Set<string>();
        const fills = new Set<string>();
        for (const element of document.body.querySelectorAll('*')) {
          const drawsText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
          if (!drawsText || !(element as HTMLElement).offsetParent) continue;
          inks.add(getComputedStyle(element).color);
          for (let at: Element | null = element; at; at = at.parentElement)
            fills.add(getComputedStyle(at).backgroundColor);
        }
        return {
          addressed: addressed.map((link) => [after(link), `" (${link.getAttribute('href')})"`]),
          inAppAfters: [...new Set(inApp.map(after))],
          inks: [...inks],
          fills: [...fills],
        };
      });
      if (route !== faq) expect(print.addressed.length, `${name}: links to files or sites`).toBeGreaterThan(0);
      for (const [shown, expected] of print.addressed) expect(shown, `${name} ${width}px`).toBe(expected);
      expect(print.inAppAfters.every((content) => content === 'none' || content === 'normal')).toBe(true);
      expect(print.inks).toEqual(['rgb(0, 0, 0)']);
      expect(print.fills.filter((fill) => fill !== 'rgba(0, 0, 0, 0)' && fill !== 'rgb(255, 255, 255)')).toEqual([]);
    }
    // Printed from a phone and from a desktop window: the last sheet ends the content, not just the footer.
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      const pages = await pdfPages(await page.pdf({ format: 'A4' }));
      const contentEnd = compact(await page.getByRole('main').innerText()).slice(-24);
      test.info().annotations.push({ type: 'printed pages', description: `${name} at ${width}px: ${pages.length}` });
      expect(compact(pages.at(-1) ?? ''), `${name}: the last of ${pages.length} pages`).toContain(contentEnd);
      expect(pages[0]).not.toContain('Sign out');
    }
  }
});

test("What's new reads by month, every page named so that one name is one page", async () => {
  const route = whatsNewRoute(compiled);
  if (!route) throw new Error("no What's new page");
  // The dated documents and the line's safety notices, newest first.
  const entries = whatsNewOf(compiled);
  const dates = [
    ...entries.map((entry) => entry.date),
    ...(compiled.product.notices ?? []).map((notice) => notice.date),
  ].sort((a, b) => b.localeCompare(a));
  const months = [...new Set(dates.map((date) => date.slice(0, 7)))].map((month) =>
    new Date(`${month}-01T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  await page.goto(route.path);
  await settle(page);
  const main = page.getByRole('main');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(months);
    for (const month of months.slice(0, 2)) {
      await expect(main.getByRole('list', { name: month }), `${width}px ${month}`).toBeVisible();
    }
  }
  const pageLinks = await main
    .locator('.whats-new-entry__page a')
    .evaluateAll((links) => links.map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']));
  // Each document's entry names its page; a notice's names none.
  expect(pageLinks).toHaveLength(entries.length);
  const targetsOf = new Map<string, Set<string>>();
  for (const [text, href] of pageLinks)
    targetsOf.set(text ?? '', (targetsOf.get(text ?? '') ?? new Set()).add(href ?? ''));
  const shared = [...targetsOf].filter(([, targets]) => targets.size > 1).map(([text]) => text);
  expect(shared, 'link texts naming two pages').toEqual([]);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  test.info().annotations.push({ type: "What's new", description: `${months.length} months, ${height} px tall` });
});

test('Downloads reads by page and narrows to what is typed, saying how many are left', async () => {
  const route = routeWhere((candidate) => candidate.kind === 'downloads', 'Downloads page');
  const rows = downloadsOf(compiled);
  const total = rows.length;
  await page.goto(route.path);
  await settle(page);
  const main = page.getByRole('main');
  const filter = main.getByRole('searchbox', { name: 'Filter downloads' });
  const count = main.getByRole('status');
  const rowHeaders = main.getByRole('table').getByRole('rowheader');
  for (const [index, width] of widths.entries()) {
    await page.setViewportSize({ width, height: 800 });
    await expect(count).toHaveText(`${total} of ${total} downloads`);
    await expect(rowHeaders).toHaveCount(total);
    // One table per group, each named by the heading above it.
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.length).toBeGreaterThan(1);
    for (const heading of headings) await expect(main.getByRole('table', { name: heading })).toBeVisible();
    // Typed key by key, as a reader does, the rows narrow and the count follows.
    await filter.focus();
    const query = ['CLEAN', 'alarm', 'Priming', 'sheet', 'INFUSION'][index] ?? 'a';
    await page.keyboard.type(query);
    const matching = rows.filter((row) => row.name.toLowerCase().includes(query.toLowerCase()));
    await expect(count).toHaveText(`${matching.length} of ${total} downloads`);
    await expect(rowHeaders).toHaveCount(matching.length);
    if (index === 0) {
      await page.keyboard.type('zzz');
      await expect(count).toHaveText(`0 of ${total} downloads`);
      await expect(main.getByText(`No download matches “${query}zzz”.`)).toBeVisible();
    }
    await filter.fill('');
  }
});

test('a video page has one h1, and the Spanish title says it is Spanish wherever it is shown', async () => {
  await page.goto(spanishVideo.path);
  await settle(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(spanishVideo.meta.title);
    await expect(heading).toHaveAttribute('lang', 'es');
    // The player is named by that heading, and the words of its transcript are Spanish too.
    const main = page.getByRole('main');
    await expect(main.locator('video')).toHaveAccessibleName(spanishVideo.meta.title);
    const [firstWords = ''] = spanishVideo.meta.transcript ?? [];
    expect(firstWords, 'the Spanish video has a transcript').not.toBe('');
    await expect(main.getByText(firstWords).locator('xpath=..')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
  // The lists linking to it, found in the content rather than by walking every page.
  const lists = routes.filter((route) => {
    const section = route.meta.sectionName ? compiled.sections[route.meta.sectionName] : undefined;
    return section?.documents.some((document) => document.type === 'route' && document.to === spanishVideo.name);
  });
  expect(lists.length, 'pages listing the Spanish video').toBeGreaterThan(1);
  for (const list of lists) {
    await page.goto(list.path);
    const links = page.getByRole('main').locator(`a[href="${spanishVideo.path}"]`);
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) await expect(link, list.path).toHaveAttribute('lang', 'es');
  }
});
