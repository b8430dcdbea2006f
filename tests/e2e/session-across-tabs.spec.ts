import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

/** Marks the page's window: the mark survives anything but a reload or a new document. */
async function markWindow(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  return () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

test.describe('the session across tabs of one browser', () => {
  test('signing out in one tab shows the other the login page at once, without a reload or a click', async ({
    page,
    context,
  }) => {
    await signIn(page, 'demo');
    const tab = await context.newPage();
    await tab.goto('/');
    await expect(tab.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    const stillSameDocument = await markWindow(tab);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await expect(tab).toHaveURL(/\/login$/);
    await expect(tab.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    expect(await stillSameDocument()).toBe(true);
  });

  test('signing in in one tab takes another tab on the login page to the catalogue', async ({ page, context }) => {
    const tab = await context.newPage();
    await tab.goto('/login');
    await expect(tab.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    const stillSameDocument = await markWindow(tab);

    await signIn(page, 'demo');

    await expect(tab.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    await expect(tab).toHaveURL(/\/$/);
    expect(await stillSameDocument()).toBe(true);
  });
});
