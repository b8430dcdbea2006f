/**
 * The console's two day-to-day duties in a real browser: a hospital's paper-copy request reaches
 * the queue, is marked sent with a note (or cancelled) and leaves the New list, with the audit
 * naming the operator; and one of a hospital's sessions ended from the console sends that browser
 * to /login while the hospital's other session goes on.
 */
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { consoleBaseUrl, createOperators, signInOperator, type TestOperator } from './testing/console-operators';
import { openPaperCopyForm, sendPaperCopyForm, sentReference } from './testing/paper-copy-form';
import { signIn } from './testing/portal-browser';

let admin: TestOperator;

test.beforeAll(async () => {
  [admin] = (await createOperators(['admin'])) as [TestOperator];
});

async function requestPaperCopy(browser: Browser, name: string): Promise<string> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    await openPaperCopyForm(page);
    await sendPaperCopyForm(page, 'ward7@example.org', name);
    return await sentReference(page);
  } finally {
    await context.close();
  }
}

async function closeFromQueue(page: Page, reference: string, action: 'Mark as sent' | 'Cancel', note: string) {
  await page.goto(`${consoleBaseUrl()}/paper-copies?status=open`);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference }) });
  await expect(row).toContainText('St Mary’s Hospital');
  await row.getByRole('button', { name: `${action} ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `${action}: ${reference}` });
  await dialog.getByLabel(/Note/).fill(note);
  await dialog.getByRole('button', { name: action === 'Cancel' ? 'Cancel the request' : 'Mark as sent' }).click();
  await expect(page.getByRole('rowheader', { name: reference })).toHaveCount(0);
}

test.describe("operators' console: queue and sessions", () => {
  test('paper-copy requests are marked sent or cancelled with a note, and the audit names the operator', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${test.info().project.name}-${Date.now()}`;
    const sent = await requestPaperCopy(browser, `Ada ${stamp}`);
    const cancelled = await requestPaperCopy(browser, `Grace ${stamp}`);

    await signInOperator(page, admin, { path: '/paper-copies', recovery: true });
    await closeFromQueue(page, sent, 'Mark as sent', 'Posted first class');
    await closeFromQueue(page, cancelled, 'Cancel', 'Asked twice by mistake');

    await page.getByRole('link', { name: 'Sent' }).click();
    const sentRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: sent }) });
    await expect(sentRow).toContainText('Posted first class');
    await page.getByRole('link', { name: 'Cancelled' }).click();
    const cancelledRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: cancelled }) });
    await expect(cancelledRow).toContainText('Asked twice by mistake');

    await page.goto(`${consoleBaseUrl()}/audit?operator=${admin.name}`);
    const rows = page.getByRole('table', { name: /Audit entries/ }).getByRole('row');
    await expect(rows.filter({ hasText: 'Paper copy sent' }).filter({ hasText: sent })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Paper copy cancelled' }).filter({ hasText: cancelled })).toHaveCount(1);
  });

  test("ending one of a hospital's sessions sends that browser to /login and leaves the other signed in", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signInOperator(page, admin, { recovery: true });
    const account = `e2e-sessions-${Date.now().toString(36)}`;
    const form = page.getByRole('region', { name: 'New account' });
    await form.getByLabel('Account name').fill(account);
    await form.locator('input[type="checkbox"]').first().check();
    await form.getByRole('button', { name: 'Create account' }).click();
    const password = (
      (await form
        .getByRole('region', { name: `Password of ${account}` })
        .locator('code')
        .textContent()) ?? ''
    ).trim();

    // One after the other, so the second ward's session is the newer one.
    const wards: { context: BrowserContext; page: Page }[] = [];
    for (const _ward of [1, 2]) {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const ward = await context.newPage();
      await signIn(ward, password);
      wards.push({ context, page: ward });
    }
    const [first, second] = wards as [(typeof wards)[0], (typeof wards)[0]];

    await page.goto(`${consoleBaseUrl()}/accounts/${account}`);
    const sessions = page.getByRole('table', { name: /Open sessions/ });
    await expect(sessions).toHaveAccessibleName('Open sessions (2)');
    // The newest session is listed first: the second ward's.
    await sessions.getByRole('row').nth(1).getByRole('button', { name: /^End/ }).click();
    await expect(sessions).toHaveAccessibleName('Open sessions (1)');

    await second.page.reload();
    await expect(second.page).toHaveURL(/\/login/);
    await first.page.reload();
    await expect(first.page.getByRole('article').first()).toBeVisible();
    await expect(first.page).not.toHaveURL(/\/login/);
    for (const ward of wards) await ward.context.close();
  });
});
