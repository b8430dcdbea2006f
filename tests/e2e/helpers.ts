import { expect, type Page } from '@playwright/test';

/** Addresses on this machine; anything else is a request off the machine. */
export const isLocal = (url: string) => /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/.test(url);

/** Records every request that would leave the machine and answers it locally instead. */
export async function guardNetwork(page: Page): Promise<string[]> {
  const offMachine: string[] = [];
  await page.context().route(
    (url) => !isLocal(url.toString()),
    async (route) => {
      offMachine.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>External stand-in</title><h1>External stand-in</h1>',
      });
    },
  );
  return offMachine;
}

export async function signIn(page: Page, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
}

export async function acknowledgeDisclaimer(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'I acknowledge' });
  if (await button.isVisible()) await button.click();
}
