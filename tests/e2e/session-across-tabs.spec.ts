import { expect, type Page, test } from '@playwright/test';
import { signIn } from './testing/portal-browser';

/** Marks the page's window: the mark survives anything but a reload or a new document. */
async function markWindow(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  return () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

/**
 * Counts the channels the page has open: it hears the other tabs once the signed-in chunk has given it
 * one, after the page is drawn, and news told before then is not heard.
 */
async function watchChannels(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const Real = window.BroadcastChannel;
    const open = new Set<BroadcastChannel>();
    window.BroadcastChannel = class extends Real {
      constructor(name: string) {
        super(name);
        open.add(this);
      }
      override close() {
        open.delete(this);
        super.close();
      }
    };
    (window as unknown as { openChannels: () => number }).openChannels = () => open.size;
  });
  return () =>
    expect
      .poll(() => page.evaluate(() => (window as unknown as { openChannels: () => number }).openChannels()))
      .toBeGreaterThan(0);
}

test.describe('the session across tabs of one browser', () => {
  test('signing out in one tab shows the other the login page at once, without a reload or a click', async ({
    page,
    context,
  }) => {
    await signIn(page, 'demo');
    const tab = await context.newPage();
    const listening = await watchChannels(tab);
    await tab.goto('/');
    await expect(tab.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    await listening();
    const stillSameDocument = await markWindow(tab);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await expect(tab).toHaveURL(/\/login$/);
    await expect(tab.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    expect(await stillSameDocument()).toBe(true);
  });

  test('signing in in one tab takes another tab on the login page to the catalogue', async ({ page, context }) => {
    const tab = await context.newPage();
    const listening = await watchChannels(tab);
    await tab.goto('/login');
    await expect(tab.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    await listening();
    const stillSameDocument = await markWindow(tab);

    await signIn(page, 'demo');

    await expect(tab.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    await expect(tab).toHaveURL(/\/$/);
    expect(await stillSameDocument()).toBe(true);
  });
});
