/**
 * Sign-in journeys at the five widths the portal is checked at: a signed-out deep link comes back
 * to the page after sign-in (and a tampered one to the catalogue); signing out and an empty password
 * each say something; a product line the account lacks is explained on /login; the paper-copy form
 * keeps what was typed through Escape and knows the server's limit on copies. Texts come from the
 * compiled site.json and the limit from its one place, so the test follows both.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { copiesRange } from '../../engine/shared/documents/paper-copy-limits';
import type { CompiledSite } from '../../engine/shared/types';
import {
  acknowledgeDisclaimer,
  contentBuildDir,
  expectedHeading,
  firstRouteOfEachKind,
  loadCompiledProducts,
  navigateInApp,
  signIn,
} from './testing/portal-browser';

const widths = [320, 390, 1024, 1366, 1920];
const { site, catalogue } = JSON.parse(readFileSync(join(contentBuildDir, 'site.json'), 'utf8')) as CompiledSite & {
  catalogue: { title: string; pathPrefix: string }[];
};
const login = site.login;
const paperCopy = site.paperCopy;
const maxCopies = copiesRange.max;

const products = loadCompiledProducts();
const routes = firstRouteOfEachKind(products);
/** Pages a tip e-mail or a bookmark may name, each with the h1 it must land on. */
const deepLinks = (['content-list', 'faq', 'instructions-for-use', 'home', 'downloads'] as const).map((kind) => {
  const route = routes.get(kind);
  const compiled = products.find((product) => route?.path.startsWith(product.product.pathPrefix));
  if (!route || !compiled) throw new Error(`build/content has no ${kind} page`);
  return { path: route.path, heading: expectedHeading(compiled, route) };
});

async function fillPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel(login.passwordLabel).fill(password);
  await page.getByRole('button', { name: login.buttonLabel }).click();
}

async function signOut(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Sign out' });
  // On a phone the header's links, Sign out among them, fold into the Menu.
  if (!(await button.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await button.click();
}

test.describe('sign-in journeys', () => {
  test('a signed-out deep link lands on its page after sign-in, a tampered one on the catalogue; sign-out and an empty password say so', async ({
    page,
  }) => {
    for (const [index, width] of widths.entries()) {
      await page.setViewportSize({ width, height: 800 });
      const link = deepLinks[index % deepLinks.length];
      // Query and hash come back too: every other width's link carries them.
      const target = index % 2 ? `${link?.path}?from=email#top` : (link?.path ?? '');
      await page.goto(target);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(target)}`);
      // The page asked for survives a reload of the login page.
      if (index === 0) await page.reload();
      await fillPassword(page, '');
      await expect(page.getByRole('alert')).toHaveText(login.emptyPasswordMessage);
      await fillPassword(page, 'demo');
      await expect(page.getByRole('heading', { level: 1, name: link?.heading })).toBeVisible();
      expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(target);

      await signOut(page);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('status').filter({ hasText: login.signedOutMessage })).toBeVisible();
    }
    // A plain visit (a new tab: going to the same address again keeps the history entry's state)
    // says nothing about signing out.
    const plain = await page.context().newPage();
    await plain.goto('/login');
    await expect(plain.getByLabel(login.passwordLabel)).toBeVisible();
    await expect(plain.getByText(login.signedOutMessage)).toHaveCount(0);
    await plain.close();
    // A tampered target (another site; the rest are the unit tests') lands on the catalogue.
    await page.goto(`/login?next=${encodeURIComponent('//evil.example/ivenix')}`);
    await fillPassword(page, 'demo');
    await expect(page.getByRole('heading', { level: 1, name: site.catalogue.heading })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a product line the account lacks is named on a signed-in page, with the way back and to support', async ({
    page,
  }) => {
    await signIn(page, 'demo-ivenix');
    const lacking = catalogue.find((entry) => entry.pathPrefix !== catalogue[0]?.pathPrefix);
    if (!lacking) throw new Error('build/content has a single product line');
    const address = `${lacking.pathPrefix}/internal/home`;
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await navigateInApp(page, address);
      const message = login.notIncludedMessage.replace('{line}', lacking.title);
      await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
      // Still signed in, on the address asked for: nothing suggests the session ended.
      await expect(page).toHaveURL(address);
      await expect(page.getByLabel(login.passwordLabel)).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await page.getByRole('main').getByRole('link', { name: login.backToCatalogueLabel }).click();
      await expect(page.getByRole('heading', { level: 1, name: site.catalogue.heading })).toBeVisible();
    }
  });

  test('the paper-copy form keeps what was typed through Escape, and refuses more copies than the server takes', async ({
    page,
  }) => {
    const instructions = routes.get('instructions-for-use');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('paper-copy')) sent.push(request.url());
    });
    await signIn(page, 'demo');
    await navigateInApp(page, instructions?.path ?? '');
    await acknowledgeDisclaimer(page);
    const open = page.getByRole('button', { name: paperCopy.buttonLabel });
    const typed = {
      [paperCopy.nameLabel]: 'Ada',
      [paperCopy.facilityLabel]: 'St Mary’s',
      [paperCopy.addressLabel]: '1 Main St',
    };
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await open.click();
      for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(`${value} ${width}`);
      await page.keyboard.press('Escape');
      await expect(open).toBeFocused();
      await open.click();
      for (const [label, value] of Object.entries(typed))
        await expect(page.getByLabel(label)).toHaveValue(`${value} ${width}`);

      const copies = page.getByLabel(paperCopy.copiesLabel);
      await expect(copies).toHaveAttribute('max', String(maxCopies));
      await copies.fill(String(maxCopies + 1));
      await page.getByRole('button', { name: paperCopy.submitLabel }).click();
      await expect(copies).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert').filter({ hasText: paperCopy.copiesLabel })).toBeVisible();
      expect(sent).toEqual([]);
      await copies.fill('1');
      await page.getByRole('button', { name: paperCopy.cancelLabel }).click();
    }
    // Sent, the request leaves nothing behind for the next one.
    await open.click();
    await page.getByLabel(paperCopy.emailLabel).fill('ada@example.org');
    await page.getByRole('button', { name: paperCopy.submitLabel }).click();
    await page.getByRole('button', { name: paperCopy.closeLabel }).click();
    await open.click();
    await expect(page.getByLabel(paperCopy.nameLabel)).toHaveValue('');
  });
});
