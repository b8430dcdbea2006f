/**
 * The operators' console in a real browser against the real server: an admin signs in with an
 * authenticator code, creates an account with two product lines, the hospital signs in to the
 * portal and sees exactly those, downloads a document that then shows in Usage; disabling the
 * account sends the hospital's next request to /login, and the audit names the operator for every
 * step. A viewer sees every page and no control that changes anything. axe scans each page; the
 * portal's own port knows no /admin.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { downloadHref } from '../../engine/shared/documents/links';
import type { CompiledProduct } from '../../engine/shared/types';
import { consoleBaseUrl, createOperators, signInOperator, type TestOperator } from './testing/console-operators';
import { loadCompiledProducts, signIn } from './testing/portal-browser';

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const pages = [
  ['/accounts', 'Accounts'],
  ['/paper-copies', 'Paper copies'],
  ['/audit', 'Audit'],
  ['/health', 'Health'],
  ['/usage', 'Usage'],
  ['/e-mail-updates', 'E-mail updates'],
] as const;

/** Two lines that each have a download, the first and the last of the catalogue. */
const withDownloads = loadCompiledProducts().filter((line) => Object.keys(line.fileSizes.download ?? {}).length > 0);
const chosen = [withDownloads[0], withDownloads.at(-1)] as [CompiledProduct, CompiledProduct];
if (!chosen[0] || !chosen[1] || chosen[0] === chosen[1])
  throw new Error('build/content needs two lines with downloads');

let admin: TestOperator;
let viewer: TestOperator;

test.beforeAll(async () => {
  [admin, viewer] = (await createOperators(['admin', 'viewer'])) as [TestOperator, TestOperator];
});

async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
  expect(report, `axe WCAG 2.2 AA violations on ${page.url()}`).toEqual([]);
}

async function openConsolePage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${consoleBaseUrl()}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function hospitalContext(browser: Browser, password: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, password);
  return { context, page };
}

test.describe("operators' console", () => {
  test('/admin on the portal port is not found', async ({ request }) => {
    for (const path of ['/admin', '/admin/', '/admin/api/session']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('an admin onboards a hospital, sees its download in Usage, disables it and finds every step audited', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signInOperator(page, admin);
    const account = `e2e-hospital-${Date.now().toString(36)}`;

    // Create: two lines by their titles, a generated password shown once.
    const form = page.getByRole('region', { name: 'New account' });
    await form.getByLabel('Account name').fill(account);
    for (const line of chosen) await form.getByLabel(line.product.title, { exact: true }).check();
    await form.getByRole('button', { name: 'Create account' }).click();
    const shown = form.getByRole('region', { name: `Password of ${account}` });
    await expect(shown).toContainText('It will not be shown again');
    const password = ((await shown.locator('code').textContent()) ?? '').trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole('rowheader', { name: account })).toBeVisible();

    // The hospital sees exactly those two lines and downloads a document of the first.
    const hospital = await hospitalContext(browser, password);
    const cards = hospital.page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.getByRole('heading')).toHaveText(chosen.map((line) => line.product.title));
    const [file] = Object.keys(chosen[0].fileSizes.download ?? {});
    const download = await hospital.page.request.get(downloadHref({ filePath: file ?? '' }));
    expect(download.status()).toBe(200);

    // Disable: the hospital's next request goes to /login.
    await openConsolePage(page, `/accounts/${account}`, `Account ${account}`);
    await page.getByRole('button', { name: 'Disable account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account disabled' })).toBeVisible();
    await hospital.page.reload();
    await expect(hospital.page).toHaveURL(/\/login/);
    await hospital.context.close();

    // The audit names the operator for each step taken in the console.
    await openConsolePage(page, `/audit?account=${account}&operator=${admin.name}`, 'Audit');
    const rows = page.getByRole('table', { name: /Audit entries/ }).getByRole('row');
    for (const kind of ['Account created', 'Account disabled']) {
      await expect(rows.filter({ hasText: kind }).filter({ hasText: admin.name })).toHaveCount(1);
    }
    await openConsolePage(page, `/audit?operator=${admin.name}&kind=operator-login-ok`, 'Audit');
    await expect(rows.filter({ hasText: 'Operator sign-in' }).first()).toBeVisible();

    // Usage: the download is counted for its line today.
    await openConsolePage(page, `/usage?period=7&model=${chosen[0].product.model}`, 'Usage');
    const downloads = page.getByRole('table', { name: 'Downloads per day' });
    const today = new Date().toISOString().slice(0, 10);
    const todayRow = downloads.getByRole('row', { name: new RegExp(`^${today}`) });
    await expect(todayRow.getByRole('cell').first()).not.toHaveText('0');
  });

  test('an admin rotates a password, makes its sign-in link, and removes the account after typing its name', async ({
    page,
  }) => {
    await signInOperator(page, admin, { recovery: true });
    const account = `e2e-removed-${Date.now().toString(36)}`;
    const form = page.getByRole('region', { name: 'New account' });
    await form.getByLabel('Account name').fill(account);
    await form.getByLabel(chosen[1].product.title, { exact: true }).check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('It will not be shown again')).toBeVisible();

    await page.getByRole('link', { name: account }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Account ${account}` })).toBeFocused();
    await page.getByRole('button', { name: 'Rotate password' }).click();
    const shown = page.getByRole('region', { name: `Password of ${account}` });
    const password = ((await shown.locator('code').textContent()) ?? '').trim();
    await expect(page.getByRole('region', { name: "Link with the password's key" }).locator('code')).toContainText(
      '?auth=',
    );

    const hospital = await hospitalContext(page.context().browser() as Browser, password);
    await hospital.context.close();

    await page.getByRole('button', { name: 'Remove account' }).click();
    const dialog = page.getByRole('dialog', { name: `Remove the account ${account}?` });
    const remove = dialog.getByRole('button', { name: `Remove ${account}` });
    await expect(remove).toBeDisabled();
    await dialog.getByLabel(/Type the account's name/).fill(account);
    await remove.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(page.getByRole('link', { name: account })).toHaveCount(0);
  });

  test('a viewer sees every page and no control that changes anything', async ({ page }) => {
    await signInOperator(page, viewer);
    await expect(page.getByRole('region', { name: 'New account' })).toHaveCount(0);
    const firstAccount = page.getByRole('rowheader').first().getByRole('link');
    const name = (await firstAccount.textContent()) ?? '';
    await firstAccount.click();
    await expect(page.getByRole('heading', { level: 1, name: `Account ${name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: /Save|Rotate|Disable|Enable|Remove|End/ })).toHaveCount(0);
    await openConsolePage(page, '/paper-copies', 'Paper copies');
    await expect(page.getByRole('button', { name: /Mark as sent|Cancel/ })).toHaveCount(0);
    await openConsolePage(page, '/audit', 'Audit');
    await openConsolePage(page, '/health', 'Health');
    await expect(page.getByText(/reachable/)).toBeVisible();
    await openConsolePage(page, '/usage', 'Usage');
  });

  test('every console page passes axe', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto(`${consoleBaseUrl()}/sign-in`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoViolations(page);
    await signInOperator(page, admin, { recovery: true });
    await page.getByRole('rowheader').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /^Account / })).toBeVisible();
    await expectNoViolations(page);
    for (const [path, heading] of pages) {
      await openConsolePage(page, path, heading);
      await expectNoViolations(page);
    }
  });

  test('no console page scrolls sideways on a 320 px screen: wide tables scroll in their own region', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 640 });
    await signInOperator(page, admin, { recovery: true });
    const expectNoSidewaysScroll = async (what: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, what).toBeLessThanOrEqual(0);
    };
    for (const [path, heading] of pages) {
      await openConsolePage(page, path, heading);
      await expectNoSidewaysScroll(path);
    }
    await openConsolePage(page, '/accounts', 'Accounts');
    await page.getByRole('rowheader').first().getByRole('link').click();
    await expect(page.getByRole('table', { name: /Open sessions/ })).toBeVisible();
    await expectNoSidewaysScroll('an account with its sessions');
  });

  test('a signed-out visit to a console page asks for nothing the server refuses, and lands on Sign in', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${consoleBaseUrl()}/accounts`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(refused).toEqual([]);
  });
});
