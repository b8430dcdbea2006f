import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const signedInChunk = /\/assets\/signed-in-area-[\w-]+\.js$/;

test.describe('the parts of the site loaded on demand', () => {
  test('the login page draws from one script, fetches the signed-in area ahead once, and signs in with it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    expect(scripts.filter((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toHaveLength(1);
    // Fetched ahead while the user types, so the catalogue follows the sign-in without another round trip.
    await expect.poll(() => scripts.some((path) => signedInChunk.test(path))).toBe(true);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    expect(scripts.filter((path) => signedInChunk.test(path))).toHaveLength(1);
  });

  test('a chunk that fails to arrive shows the error panel, and Try again loads it', async ({ page, context }) => {
    await signIn(page, 'demo');
    const tab = await context.newPage();
    await tab.route(signedInChunk, (route) => route.abort('internetdisconnected'));
    await tab.goto('/');
    await expect(tab.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(tab.getByText('Could not reach the server. Check your connection and try again.')).toBeVisible();

    await tab.unroute(signedInChunk);
    await tab.getByRole('button', { name: 'Try again' }).click();
    await expect(tab.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
  });
});
