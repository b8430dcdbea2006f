/**
 * WCAG 2.2 AA scan (axe-core) of every page kind, picked from the compiled manifests (the first
 * route of each kind), plus the login page and the catalogue, on the desktop and phone projects.
 * Interactive pages are scanned with their disclosure open, so the revealed content is checked
 * too; the external modal and the small-screen menu get a scan of their own. Only frames whose
 * content comes from another origin are left out: the portal's own framed pages are scanned.
 */
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  expectNoErrorAlert,
  firstRouteOfEachKind,
  isLocal,
  loadCompiledProducts,
  newProjectContext,
  pageKinds,
  revealDisclosure,
  settle,
  signIn,
} from './testing/portal-browser';

// axe-core has no wcag22a tag: its only WCAG 2.2 rule (target size) is AA.
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const routeOfKind = firstRouteOfEachKind();

/** Scans the page and fails listing every violation: rule, impact, help and the elements hit. */
async function expectNoViolations(page: Page): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(wcag22aa);
  const frames = await page
    .locator('iframe')
    .evaluateAll((elements) =>
      elements.map((element) => new URL((element as HTMLIFrameElement).src, document.baseURI).href),
    );
  for (const src of frames.filter((url) => !isLocal(url))) builder.exclude(`iframe[src="${src.replace(/"/g, '\\"')}"]`);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.nodes
        .map((node) => `${JSON.stringify(node.target)} ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n    ')}`,
  );
  expect(report, `axe WCAG 2.2 AA violations on ${page.url()}`).toEqual([]);
}

test('login page @phone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Password')).toBeVisible();
  await expectNoViolations(page);
  // The error state too: message, invalid field and the admin link.
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoViolations(page);
});

test.describe('signed in', () => {
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

  test('catalogue @phone', async () => {
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await settle(page);
    await expectNoViolations(page);
  });

  for (const kind of pageKinds) {
    test(`page kind ${kind} @phone`, async () => {
      const route = routeOfKind.get(kind);
      expect(route, `no route of kind ${kind} in the compiled content`).toBeDefined();
      if (!route) return;
      await page.goto(route.path);
      await settle(page);
      await expectNoErrorAlert(page);
      // Open what the kind can reveal, so the revealed content is scanned as well.
      await revealDisclosure(page, kind);
      await expectNoViolations(page);
    });
  }

  test("What's new of a line with a safety notice @phone", async () => {
    const line = loadCompiledProducts().find((compiled) => (compiled.product.notices ?? []).length > 0);
    const notice = line?.product.notices?.[0];
    expect(notice, 'the demo content has a line with a safety notice').toBeDefined();
    if (!line || !notice) return;
    await page.goto(`${line.product.pathPrefix}/whats-new`);
    await expect(page.getByRole('article', { name: notice.title })).toBeVisible();
    await settle(page);
    await expectNoViolations(page);
  });

  test('external-document modal open @phone', async () => {
    const route = routeOfKind.get('content-list');
    if (!route) throw new Error('no content-list route');
    await page.goto(route.path);
    await settle(page);
    await page.getByRole('main').locator('button[aria-haspopup="dialog"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
  });

  test('small-screen menu open @phone', async () => {
    test.skip(test.info().project.name !== 'phone', 'the menu collapses on small screens only');
    const route = routeOfKind.get('home');
    if (!route) throw new Error('no home route');
    await page.goto(route.path);
    await settle(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
    await expectNoViolations(page);
  });
});
