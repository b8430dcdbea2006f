/**
 * Document versions and What's new on the demo Infusion Pump System, in a browser against the real
 * server: the current version and its date, earlier versions listed, dated and delivered; What's
 * new linked from home and newest first; Updated badges after content changed since the previous
 * visit. Dates and names come from the compiled manifest, so the tests follow the content.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { contentDayOf, formatContentDate } from '../../engine/shared/dates';
import { whatsNewOf, whatsNewRoute } from '../../engine/shared/documents/whats-new';
import { fullPageName } from '../../engine/shared/routes/page-title';
import { findRoute } from '../../engine/shared/routes/route-tree';
import type { DocumentOf } from '../../engine/shared/types';
import { lastVisitKey } from '../../site/product/previous-visit';
import { acknowledgeDisclaimer, guardNetwork, loadCompiledProducts, signIn } from './testing/portal-browser';

const pump = loadCompiledProducts().find((compiled) => compiled.product.pathPrefix === '/ivenix');
if (!pump) throw new Error('the /ivenix product line is missing from build/content');
const { product } = pump;
const instructionsPath = `${product.pathPrefix}/internal/using-the-pump/instructions-for-use`;
const instructionsRoute = findRoute(product.routes, instructionsPath);
const instructions = pump.sections[instructionsRoute?.meta.sectionName ?? '']?.documents ?? [];
/** The instructions-for-use PDF: a current version and two earlier ones. */
const ifu = instructions.find(
  (document): document is DocumentOf<'download'> => document.type === 'download' && !!document.versions,
);
const earlierVersions = ifu?.versions ?? [];
const whatsNew = whatsNewRoute(pump);
if (!ifu?.version || !ifu.dateUpdated || earlierVersions.length !== 2 || !whatsNew)
  throw new Error(
    "the demo instructions for use lost their versions or the line its What's new page: update this spec",
  );

/** The document's row: the element that holds its link and what the row shows about it. */
function rowOf(page: Page, name: string): Locator {
  return page.locator('.doc-row', { has: page.getByRole('link', { name, exact: false }) }).first();
}

const badge = 'Updated';

test.describe('document versions', () => {
  test('the instructions for use show the current version and date, and list two earlier versions that open @phone', async ({
    page,
  }) => {
    const offMachine = await guardNetwork(page);
    await signIn(page, 'demo');
    await page.goto(instructionsPath);
    await acknowledgeDisclaimer(page);
    const row = rowOf(page, ifu.name);
    await expect(row).toContainText(`Version ${ifu.version} · ${formatContentDate(ifu.dateUpdated ?? '')}`);

    // The row also lists the Spanish file under "Other languages", with earlier versions of its own.
    const summaryText = `Previous versions – ${ifu.name}`;
    const previous = row.getByRole('group').filter({ has: page.getByText(summaryText) });
    const summary = previous.getByText(summaryText);
    const earlierLinks = previous.getByRole('link', { name: /^Version / });
    await expect(earlierLinks.first()).toBeHidden();
    await summary.click();
    await expect(earlierLinks).toHaveCount(2);
    const items = previous.getByRole('listitem');
    const shown = await items.locator('time').allTextContents();
    expect(shown).toEqual(earlierVersions.map((version) => formatContentDate(version.date)));
    // Newest first.
    const times = shown.map((text) => Date.parse(text));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const [earliest] = earlierVersions.slice(-1);
    const link = items.last().getByRole('link');
    await expect(link).toHaveAccessibleName(`Version ${earliest?.version} – ${ifu.name} (opens in a new tab)`);
    const delivered = page
      .context()
      .waitForEvent('response', (response) => response.url().endsWith(`/public/${earliest?.filePath}`));
    const opened = page.context().waitForEvent('page');
    await link.click();
    const response = await delivered;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await (await opened).close();
    expect(offMachine).toEqual([]);
  });

  test('a secure download lists its earlier version at the secure address, delivered as a PDF', async ({ page }) => {
    await signIn(page, 'demo');
    const quickTips = `${product.pathPrefix}/internal/using-the-pump/quick-tips`;
    const secure = pump.sections['quick-tips']?.documents.find(
      (document): document is DocumentOf<'secure-download'> =>
        document.type === 'secure-download' && !!document.versions,
    );
    const [earlier] = secure?.versions ?? [];
    if (!secure || !earlier) throw new Error('the demo quick tips lost their versioned secure download');
    await page.goto(quickTips);
    await acknowledgeDisclaimer(page);
    const row = rowOf(page, secure.name);
    await row.getByText('Previous versions').click();
    const link = row
      .getByRole('group')
      .getByRole('link', { name: `Version ${earlier.version} – ${secure.name} (opens in a new tab)`, exact: true });
    const href = `/secure-download?file=${encodeURIComponent(earlier.path)}`;
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    // The page's own session fetches it, as following the link would.
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test.describe("What's new", () => {
  test('is linked from the home page and lists the dated documents newest first @phone', async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto(product.homePath);
    await acknowledgeDisclaimer(page);
    await page.getByRole('main').getByRole('link', { name: whatsNew.meta.title }).click();
    await expect(page).toHaveURL((url) => url.pathname === whatsNew.path);
    await expect(page.getByRole('heading', { level: 1, name: whatsNew.meta.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${whatsNew.meta.title}`));

    // One list per month, each named by its month heading.
    // The dated documents and the line's safety notices.
    const entries = page.getByRole('main').locator('.whats-new-list > li');
    const expected = whatsNewOf(pump);
    const notices = product.notices ?? [];
    await expect(entries).toHaveCount(expected.length + notices.length);
    const shown = await entries.locator(':scope > p > time').allTextContents();
    const times = shown.map((text) => Date.parse(text));
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // A notice comes first on its day; each document's entry names the page it is on, and leads there.
    const [newest] = expected;
    const [newestNotice] = notices;
    if (newestNotice && newestNotice.date >= (newest?.date ?? '')) {
      await expect(entries.first()).toContainText(newestNotice.title);
    }
    const pageName = fullPageName(pump.product, newest?.page.path ?? '');
    await entries.getByRole('link', { name: pageName, exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === newest?.page.path);
  });
});

test.describe('Updated badges', () => {
  /** A previous visit on the day after the oldest dated document of the instructions page. */
  const dated = instructions.filter((document) => document.dateUpdated && !document.hidden);
  const oldest = dated.map((document) => document.dateUpdated ?? '').sort()[0] ?? '';
  const visit = new Date(`${oldest}T12:00:00`);
  visit.setDate(visit.getDate() + 1);
  const newer = dated.filter((document) => (document.dateUpdated ?? '') >= contentDayOf(visit));

  test('mark what changed since the previous visit, for the rest of the visit only @phone', async ({ page }) => {
    expect(newer.length, 'the instructions page needs documents on both sides of the visit').toBeGreaterThan(0);
    expect(newer.length).toBeLessThan(dated.length);
    await signIn(page, 'demo');
    // As if this browser had last opened the line on that day, before content changed.
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      lastVisitKey(product.model),
      visit.toISOString(),
    ] as const);

    await page.goto(product.homePath);
    await acknowledgeDisclaimer(page);
    const whatsNewLink = page.getByRole('main').getByRole('link', { name: whatsNew.meta.title });
    await expect(whatsNewLink.locator('xpath=..')).toContainText(badge);

    await page.goto(instructionsPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const document of dated) {
      const name = 'name' in document ? document.name : '';
      const row = page.locator('.doc-row', { hasText: name }).first();
      if (newer.includes(document)) await expect(row.getByText(badge, { exact: true })).toBeVisible();
      else await expect(row.getByText(badge, { exact: true })).toHaveCount(0);
    }

    // A reload is the same visit: the badges stay.
    await page.reload();
    await expect(page.getByText(badge, { exact: true })).toHaveCount(newer.length);

    // A new tab is the next visit: this one has been remembered, and nothing changed since.
    const next = await page.context().newPage();
    await next.goto(instructionsPath);
    await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(next.getByRole('link', { name: ifu.name, exact: false })).toBeVisible();
    await expect(next.getByText(badge, { exact: true })).toHaveCount(0);
    await next.close();
  });
});
