/**
 * WCAG 2.2 AA scan (axe-core) of every page kind, picked from the compiled manifests (the first
 * route of each kind), plus the login page and the catalogue, on the desktop and phone projects.
 * Interactive pages are scanned with their disclosure open, so the revealed content is checked
 * too; the external modal and the small-screen menu get a scan of their own. Only frames whose
 * content comes from another origin are left out: the portal's own framed pages are scanned.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './testing/axe-scan';
import {
  expectNoErrorAlert,
  firstRouteOfEachKind,
  loadCompiledProducts,
  newProjectContext,
  pageKinds,
  revealDisclosure,
  settle,
  signIn,
} from './testing/portal-browser';

const routeOfKind = firstRouteOfEachKind();

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
