import { expect, test } from '@playwright/test';
import { guardNetwork, signIn } from './testing/portal-browser';

test.describe('login and catalogue', () => {
  test('a wrong password shows the message, a red border and the admin mail link', async ({ page }) => {
    const offMachine = await guardNetwork(page);
    await page.goto('/login');
    const input = page.getByLabel('Password');
    await input.fill('not-the-password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Password is incorrect. Please try again. If you forgot your password, please contact your admin.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const border = await input.evaluate((el) => getComputedStyle(el).borderTopColor);
    const [r, g, b] = (border.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    await expect(page.getByRole('link', { name: 'contact your admin' })).toHaveAttribute('href', /^mailto:/);
    await expect(page).toHaveURL(/\/login$/);
    expect(offMachine).toEqual([]);
  });

  test('demo-ivenix sees only the infusion pump card', async ({ page }) => {
    await signIn(page, 'demo-ivenix');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText('Infusion Pump System');
    await expect(
      page.getByText('Welcome to our infusion customer resources site. Select your product below to learn more.'),
    ).toBeVisible();
  });

  test('demo sees all six product lines, each with LEARN MORE', async ({ page }) => {
    const offMachine = await guardNetwork(page);
    await signIn(page, '  demo  ');
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('link', { name: /LEARN MORE/ })).toHaveCount(6);
    for (const title of [
      'Infusion Pump System',
      'Agilia Connect Volumetric Pump',
      'Agilia Connect Syringe Pump',
      'Volumat MC Agilia',
      'Freeflex and Disposables',
      'Soluflex Bags and Disposables',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    expect(offMachine).toEqual([]);
  });
});

test.describe('route guard', () => {
  test('a product page signed out lands on /login', async ({ page }) => {
    await page.goto('/ivenix/internal/home');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a product the account lacks says so on a signed-in page, not on /login', async ({ page }) => {
    await signIn(page, 'demo-ivenix');
    await page.goto('/agilia-connect-volumetric-pump/internal/home');
    await expect(page.getByRole('heading', { level: 1, name: /This account does not include/ })).toBeVisible();
    await expect(page).toHaveURL('/agilia-connect-volumetric-pump/internal/home');
    await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeAttached();
  });

  test('the server refuses a manifest to a signed-out browser even with a hand-set session flag', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      sessionStorage.setItem('loggedIn', 'true');
      sessionStorage.setItem('account', JSON.stringify({ name: 'x', models: ['infusion-pump'] }));
    });
    const status = await page.evaluate(async () => (await fetch('/api/products/infusion-pump')).status);
    expect(status).toBe(401);
    await page.goto('/ivenix/internal/home');
    await expect(page).toHaveURL(/\/login/);
  });
});
