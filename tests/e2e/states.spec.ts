/**
 * Every UI state and transition (authentication, disclaimer, accordions, external-document modal,
 * recoverable error pages) and the chrome (header, navigation bar), in a browser, on the
 * desktop project and (every title carries @phone) on the phone project. Texts are taken from the
 * compiled manifests, so the tests follow the content rather than a copy of it.
 */
import { createHash } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { findRoute, type RouteDef } from '../../engine/shared/routes/route-tree';
import type { CompiledProduct } from '../../engine/shared/types';
import { lastVisitKey, visitBaselineKey } from '../../site/product/previous-visit';
import {
  acknowledgeDisclaimer,
  guardNetwork,
  loadCompiledProducts,
  navigateInApp,
  signIn,
  watchConsole,
} from './testing/portal-browser';

const products = loadCompiledProducts();
const pump = products.find((compiled) => compiled.product.pathPrefix === '/ivenix');
if (!pump) throw new Error('the /ivenix product line is missing from build/content');
const { product } = pump;
const prefix = product.pathPrefix;
const home = product.homePath;
const paths = {
  quickTips: `${prefix}/internal/using-the-pump/quick-tips`,
  tip: `${prefix}/internal/using-the-pump/quick-tips/air-minimizing`,
  instructions: `${prefix}/internal/using-the-pump/instructions-for-use`,
  overview: `${prefix}/internal/implementation/overview`,
  faq: `${prefix}/internal/implementation/faq`,
  contact: `${prefix}/internal/contact`,
};
const { routes } = product;
for (const path of Object.values(paths)) {
  if (!findRoute(routes, path)) throw new Error(`${path} is not a route of ${prefix}: update states.spec.ts`);
}
const overviewSection = pump.sections['implementation-overview'];

const isPhone = () => test.info().project.name === 'phone';

/** Signs in and opens a product page, waiting for its h1. */
async function openPage(page: Page, path: string): Promise<void> {
  await signIn(page, 'demo');
  // From the catalogue into the product without a reload, as a link would.
  await navigateInApp(page, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('WELCOME');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** On a phone the header links sit in the collapsed menu: open it first. */
async function openMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (isPhone() && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

const scrollPosition = (page: Page) => page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, left: 0, behavior: 'instant' }), y);
  await expect.poll(async () => (await scrollPosition(page)).y).toBe(y);
}

test.describe('authentication', () => {
  test('a failed check shows the error state and permits a retry @phone', async ({ page }) => {
    const offMachine = await guardNetwork(page);
    await page.goto('/login');
    const input = page.getByLabel('Password');
    const login = page.getByRole('button', { name: 'LOGIN' });
    await input.fill('wrong password');
    await login.click();
    await expect(page.getByRole('alert')).toContainText('Password is incorrect. Please try again.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(login).toBeEnabled();
    expect(await page.evaluate(() => sessionStorage.getItem('loggedIn'))).toBeNull();
    // Retry with the right password: the error state goes and the catalogue opens.
    await input.fill('demo');
    await login.click();
    await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Password is incorrect' })).toHaveCount(0);
    const stored = await page.evaluate(() => ({
      loggedIn: sessionStorage.getItem('loggedIn'),
      account: JSON.parse(sessionStorage.getItem('account') ?? 'null') as { name: string; models: string[] } | null,
    }));
    expect(stored.loggedIn).toBe('true');
    expect(stored.account?.models.length).toBe(products.length);
    // State is restored from sessionStorage on load.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    expect(offMachine).toEqual([]);
  });

  test('a valid auth hash signs in on load and goes to the catalogue @phone', async ({ page }) => {
    const authKey = createHash('sha256').update('demo').digest('hex');
    await page.goto(`/login?auth=${authKey}`);
    await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('loggedIn'))).toBe('true');
  });

  test('sign-out clears loggedIn, keeps the account and returns to /login @phone', async ({ page }) => {
    await openPage(page, home);
    await openMenuIfCollapsed(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Password')).toBeVisible();
    const stored = await page.evaluate(() => ({
      loggedIn: sessionStorage.getItem('loggedIn'),
      account: JSON.parse(sessionStorage.getItem('account') ?? 'null') as { name: string } | null,
    }));
    expect(stored.loggedIn).toBeNull();
    expect(stored.account?.name).toBeTruthy();
    // The server session ended too: nothing behind the guard opens any more.
    expect((await page.request.get('/api/session')).status()).toBe(204);
    await page.goto(home);
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('disclaimer', () => {
  test('shown until acknowledged, stays closed while navigating, back after a reload @phone', async ({ page }) => {
    await openPage(page, home);
    const disclaimer = page.getByRole('region', { name: 'Disclaimer' });
    await expect(disclaimer).toBeVisible();
    await expect(disclaimer).toContainText('Always check your facility');
    await disclaimer.getByRole('button', { name: 'I acknowledge' }).click();
    await expect(disclaimer).toHaveCount(0);
    // Inside the app the acknowledgement holds...
    await page.getByRole('main').getByRole('link', { name: 'Quick Tips' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${paths.quickTips}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Tips' })).toBeVisible();
    await expect(disclaimer).toHaveCount(0);
    // ...but it is not persisted anywhere, so a reload shows it again.
    const keys = await page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)].sort());
    // Besides the session, only the visit to the line is kept (for the Updated badges).
    const visit = [lastVisitKey(product.model), visitBaselineKey(product.model)];
    expect(keys).toEqual(['account', 'loggedIn', ...visit].sort());
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Tips' })).toBeVisible();
    await expect(disclaimer).toBeVisible();
  });
});

test.describe('header and navigation bar', () => {
  test('the small-screen menu toggles open and closed and carries the sections @phone', async ({ page }) => {
    test.skip(!isPhone(), 'the menu collapses on small screens only');
    await openPage(page, home);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main' });
    const downloads = menu.getByRole('link', { name: 'Downloads' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(downloads).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(downloads).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const sections = product.map;
    for (const [index, section] of sections.entries()) {
      const number = String(index + 1).padStart(2, '0');
      await expect(menu.getByRole('link', { name: `${number} ${section.title}` })).toBeVisible();
    }
    // The numbered bar of larger screens is not drawn here: the menu carries the sections.
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(downloads).toBeHidden();
    // Keyboard: Enter opens it; following a link closes it.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(downloads).toBeHidden();
  });

  test('header inside a product: logo to Home, CUSTOMER RESOURCES to the catalogue, Downloads, Contact @phone', async ({
    page,
  }) => {
    await openPage(page, paths.tip);
    const header = page.getByRole('banner');
    await openMenuIfCollapsed(page);
    await header.getByRole('link', { name: 'Downloads' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads to Print');
    await openMenuIfCollapsed(page);
    await header.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await openMenuIfCollapsed(page);
    await header.getByRole('link', { name: `${product.title} home` }).click();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    // The title link is outside the collapsible menu, on every screen size.
    await header.getByRole('link', { name: 'CUSTOMER RESOURCES' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'WELCOME' })).toBeVisible();
  });

  test('footer: copyright 2025, the support line and the six legal links @phone', async ({ page }) => {
    await openPage(page, home);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2025');
    await expect(footer.getByRole('link', { name: /^[\d+][\d ()-]+$/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
    const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
    await expect(legal).toHaveText([
      /terms of use/i,
      /privacy notice/i,
      /data privacy contact/i,
      /cookie notice/i,
      /consumer health data privacy notice supplement/i,
      /limit.*sensitive personal information/i,
    ]);
  });

  test('the footer legal links lead to their notices @phone', async ({ page }) => {
    await openPage(page, home);
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' }).getByRole('link');
    await expect(legal).toHaveCount(6);
    for (const link of await legal.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      if (href.startsWith('https://')) {
        // The manufacturer's published notice, in a new tab that cannot reach back into the portal.
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      } else {
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
        await openPage(page, home);
      }
    }
  });

  test('the sticky numbered bar changes style once scrolled beyond 40px @phone', async ({ page }) => {
    await openPage(page, paths.quickTips);
    const bar = page.getByRole('navigation', { name: 'Sections' });
    if (isPhone()) {
      // Medium and larger screens only; a phone has the sections in its menu instead.
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    const sections = product.map;
    for (const [index, section] of sections.entries()) {
      const number = String(index + 1).padStart(2, '0');
      await expect(bar.getByRole('link', { name: `${number} ${section.title}` })).toBeVisible();
    }
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(scrollable, 'the page must be long enough to scroll').toBeGreaterThan(300);
    const shadow = () => bar.evaluate((element) => getComputedStyle(element).boxShadow);
    const restingShadow = await shadow();
    await expect(bar).not.toHaveClass(/section-bar--scrolled/);
    await scrollTo(page, 40);
    await expect(bar).not.toHaveClass(/section-bar--scrolled/);
    await scrollTo(page, 41);
    await expect(bar).toHaveClass(/section-bar--scrolled/);
    expect(await shadow()).not.toBe(restingShadow);
    // Sticky: once the header has scrolled away the bar stays at the top of the viewport.
    await scrollTo(page, 300);
    expect(await bar.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    await scrollTo(page, 0);
    await expect(bar).not.toHaveClass(/section-bar--scrolled/);
    expect(await shadow()).toBe(restingShadow);
  });

  test('breadcrumbs: Home, then each path segment that has a title @phone', async ({ page }) => {
    await openPage(page, paths.tip);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    // "internal" has no route, so no crumb; every other segment shows its route's title.
    await expect(crumbs).toHaveText(['Home', 'Using the Pump', 'Quick Tips', 'Air Minimizing']);
    const hrefs = await crumbs.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      home,
      `${prefix}/internal/using-the-pump`,
      `${prefix}/internal/using-the-pump/quick-tips`,
      paths.tip,
    ]);
    await expect(crumbs.last()).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[aria-current="page"]', { hasText: 'Home' })).toHaveCount(0);
    // A crumb is a working link: the menu parent forwards to its default child.
    await crumbs.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${paths.quickTips}$`));
    await expect(crumbs).toHaveText(['Home', 'Using the Pump', 'Quick Tips']);
    await crumbs.first().click();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(crumbs).toHaveText(['Home']);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  });

  test('back to top scrolls smoothly to the top and puts focus at the content @phone', async ({ page }) => {
    await openPage(page, paths.quickTips);
    await acknowledgeDisclaimer(page);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await scrollTo(page, bottom);
    const behaviour = await page.evaluate(() => {
      // Record how the control asks to scroll, then let it do so.
      const calls: unknown[] = [];
      const original = window.scrollTo.bind(window);
      window.scrollTo = ((...args: [ScrollToOptions]) => {
        calls.push(args[0]);
        original(...args);
      }) as typeof window.scrollTo;
      (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls = calls;
      return calls;
    });
    expect(behaviour).toEqual([]);
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(async () => (await scrollPosition(page)).y).toBe(0);
    const calls = await page.evaluate(() => (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls);
    expect(calls).toContainEqual({ top: 0, left: 0, behavior: 'smooth' });
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('every navigation scrolls to the top-left @phone', async ({ page }) => {
    await openPage(page, home);
    // Make the page wider and longer than the viewport so both offsets can be non-zero.
    await page.evaluate(() => {
      document.body.style.minWidth = '3000px';
      document.body.style.minHeight = '4000px';
      window.scrollTo({ left: 600, top: 900, behavior: 'instant' });
    });
    // A phone's zoomed-out layout viewport may stop short of those offsets; any non-zero pair will do.
    await expect.poll(async () => Object.values(await scrollPosition(page)).every((offset) => offset > 0)).toBe(true);
    // A DOM click follows the link without Playwright scrolling it into view first.
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Quick Tips' })
      .first()
      .evaluate((link) => (link as HTMLElement).click());
    await expect(page).toHaveURL(new RegExp(`${paths.quickTips}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Tips' })).toBeVisible();
    await expect.poll(() => scrollPosition(page)).toEqual({ x: 0, y: 0 });
  });
});

/**
 * Checks a disclosure accordion: none open at first, one open at a time, the open one closes on a
 * second activation, aria-expanded and aria-controls follow, and Enter / Space / Tab operate it.
 */
async function checkAccordion(page: Page, buttons: Locator, panelTexts: string[]): Promise<void> {
  await expect(buttons).toHaveCount(panelTexts.length);
  const expanded = buttons.and(page.locator('[aria-expanded="true"]'));
  const panelOf = async (button: Locator) => page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(expanded).toHaveCount(0);
  for (const index of panelTexts.keys()) await expect(await panelOf(buttons.nth(index))).toBeHidden();

  const [first, second] = [buttons.nth(0), buttons.nth(1)];
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(await panelOf(first)).toBeVisible();
  await expect(await panelOf(first)).toContainText(panelTexts[0] ?? '');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(await panelOf(first)).toBeHidden();
  await expect(await panelOf(second)).toContainText(panelTexts[1] ?? '');
  await expect(expanded).toHaveCount(1);
  // Clicking the open one closes it: none open.
  await second.click();
  await expect(expanded).toHaveCount(0);
  await expect(await panelOf(second)).toBeHidden();

  // Keyboard: Tab reaches the buttons in order, Enter and Space toggle.
  const last = buttons.nth(panelTexts.length - 1);
  const beforeLast = buttons.nth(panelTexts.length - 2);
  await beforeLast.focus();
  await page.keyboard.press('Tab');
  await expect(last).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(last).toHaveAttribute('aria-expanded', 'true');
  await expect(await panelOf(last)).toContainText(panelTexts.at(-1) ?? '');
  await page.keyboard.press('Space');
  await expect(last).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(last).toHaveAttribute('aria-expanded', 'true');
  await beforeLast.focus();
  await page.keyboard.press('Enter');
  await expect(beforeLast).toHaveAttribute('aria-expanded', 'true');
  await expect(last).toHaveAttribute('aria-expanded', 'false');
  await expect(expanded).toHaveCount(1);
}

async function openItem(button: Locator): Promise<void> {
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** The first sentence of a text, enough to recognise it in its panel. */
const opening = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;

test.describe('accordions', () => {
  test('role accordion of the implementation overview: one open item or none, keyboard operable @phone', async ({
    page,
  }) => {
    const roles = overviewSection?.accordion ?? [];
    expect(roles.map((role) => role.title)).toEqual([
      'Project Lead',
      'Pharmacy Representative',
      'Nurse Educator(s)/Nurse Managers',
      'Super Users',
      'Nursing Staff',
      'Anesthesia/OR',
      'Technical Resources',
      'Material Management',
      'Environmental Services/Infection Prevention',
      'Biomed',
    ]);
    await openPage(page, paths.overview);
    const buttons = page.getByRole('main').locator('.accordion').getByRole('button');
    for (const [index, role] of roles.entries()) await expect(buttons.nth(index)).toHaveText(role.title);
    await checkAccordion(
      page,
      buttons,
      roles.map((role) => opening(role.text)),
    );
  });

  test('FAQ accordion: numbered questions, one open item or none, keyboard operable @phone', async ({ page }) => {
    const items = pump.sections['implementation-faq']?.faq ?? [];
    expect(items.length).toBe(2);
    await openPage(page, paths.faq);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    const buttons = page.getByRole('main').locator('.accordion').getByRole('button');
    for (const [index, item] of items.entries()) {
      await expect(buttons.nth(index)).toHaveText(`${String(index + 1).padStart(2, '0')} ${item.question}`);
    }
    await checkAccordion(
      page,
      buttons,
      items.map((item) => opening(item.answer)),
    );
    // The first answer lists the integrated systems, the second shows the timeline picture.
    await openItem(buttons.nth(0));
    const firstPanel = page.locator(`[id="${await buttons.nth(0).getAttribute('aria-controls')}"]`);
    await expect(firstPanel.getByRole('listitem')).toHaveText(items[0]?.list ?? []);
    await openItem(buttons.nth(1));
    const secondPanel = page.locator(`[id="${await buttons.nth(1).getAttribute('aria-controls')}"]`);
    const timeline = secondPanel.getByRole('img', { name: items[1]?.image?.alt ?? '' });
    await expect(timeline).toBeVisible();
    expect(await timeline.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  test('software-version help: collapsed, expanded, collapsed; two steps with pictures @phone', async ({ page }) => {
    const help = pump.sections['instructions-for-use']?.help;
    expect(help?.steps.length).toBe(2);
    await openPage(page, paths.instructions);
    const toggle = page.getByRole('button', { name: help?.title ?? '' });
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    const steps = panel.getByRole('listitem');
    await expect(steps).toHaveCount(2);
    for (const [index, step] of (help?.steps ?? []).entries()) {
      await expect(steps.nth(index)).toContainText(step.text);
      const picture = steps.nth(index).getByRole('img', { name: step.image.alt });
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    // Keyboard: Space and Enter toggle it.
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('external-document modal', () => {
  test('opens, traps focus, closes on Escape, Cancel and the backdrop; Continue opens a new tab @phone', async ({
    page,
    context,
  }) => {
    const offMachine = await guardNetwork(page);
    await openPage(page, paths.quickTips);
    await acknowledgeDisclaimer(page);
    const external = Object.values(pump.sections)
      .flatMap((section) => section.documents)
      .find((document) => document.type === 'external');
    if (external?.type !== 'external') throw new Error('no external document in the /ivenix content');
    const trigger = page.getByRole('button', { name: external.name });
    const dialog = page.getByRole('dialog');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');

    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleName('Password required');
    await expect(dialog).toContainText(/Please enter \S+ as the password when prompted on the next page\./);
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    const proceed = dialog.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeFocused();
    // Tab and Shift+Tab cycle inside the dialog, never reaching the page behind it.
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    for (const [key, target] of [
      ['Tab', cancel],
      ['Tab', proceed],
      ['Tab', cancel],
      ['Shift+Tab', proceed],
      ['Shift+Tab', cancel],
    ] as const) {
      await page.keyboard.press(key);
      await expect(target).toBeFocused();
      expect(await focusInside()).toBe(true);
    }
    // Escape closes it and gives focus back to the trigger.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();

    // Keyboard opens it again; Cancel closes it.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await cancel.click();
    await expect(dialog).toHaveCount(0);

    // A click on the backdrop (outside the dialog) closes it; a click inside does not.
    await trigger.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('heading', { name: 'Password required' }).click();
    await expect(dialog).toBeVisible();
    await page.locator('.modal-backdrop').click({ position: { x: 3, y: 3 } });
    await expect(dialog).toHaveCount(0);

    // Continue opens the external address in a new tab and closes the modal.
    await trigger.click();
    const [tab] = await Promise.all([context.waitForEvent('page'), proceed.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(external.url);
    await expect(dialog).toHaveCount(0);
    await tab.close();
    expect(offMachine).toEqual([external.url]);
  });
});

/** The product manifest as the server sends it, with one change made in the browser's network layer. */
async function serveChangedManifest(page: Page, change: (compiled: CompiledProduct) => void): Promise<void> {
  await page.route(`**/api/products/${product.model}`, async (route) => {
    const response = await route.fetch();
    const compiled = (await response.json()) as CompiledProduct;
    change(compiled);
    await route.fulfill({ response, json: compiled });
  });
}

function findNode(line: CompiledProduct['product'], path: string): RouteDef | undefined {
  return findRoute(line.routes, path);
}

test.describe('error pages a user can recover from', () => {
  test('an unknown address inside a product: not found, with a way back to the product home @phone', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await openPage(page, `${prefix}/internal/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle(/^Page not found/);
    // The chrome stays, so the user is never stranded.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the product home' }).click();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    expect(problems).toEqual([]);
  });

  test('an unknown address outside every product: not found, with a way back to the catalogue @phone', async ({
    page,
  }) => {
    await openPage(page, '/no-such-product/anything');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Back to the catalogue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'WELCOME' })).toBeVisible();
  });

  test('a manifest that fails to load: an error with Try again that recovers @phone', async ({ page }) => {
    await signIn(page, 'demo');
    let failures = 0;
    await page.route(`**/api/products/${product.model}`, async (route) => {
      failures += 1;
      await route.fulfill({ status: 500, json: { error: 'injected failure' } });
    });
    await page.goto(home);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    expect(failures).toBeGreaterThan(0);
    await page.unroute(`**/api/products/${product.model}`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  });

  test('a FAQ route without sectionName throws: an error page, and the rest of the site still works @phone', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await serveChangedManifest(page, (compiled) => {
      const node = findNode(compiled.product, paths.faq);
      if (!node) throw new Error(`${paths.faq} not in the manifest`);
      delete node.meta.sectionName;
    });
    await openPage(page, paths.faq);
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    expect(errors.join('\n')).toContain('FAQ route requires a sectionName');
    // The header, breadcrumbs and footer survive; moving elsewhere in the product clears the error.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(alert).toHaveCount(0);
    // And the error's own way out goes to the catalogue.
    await page.goto(paths.faq);
    await alert.getByRole('link', { name: 'Back to the catalogue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'WELCOME' })).toBeVisible();
  });
});
