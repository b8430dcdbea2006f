/**
 * Search as readers use it, on the demo content: by words of a title, by words found only inside
 * a PDF, with a typo, by keyboard, on a phone, accessible, and never beyond the account's lines.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { loadCompiledProducts, signIn } from './testing/portal-browser';

const products = loadCompiledProducts();
const pump = products[0];
if (!pump) throw new Error('The demo catalogue is empty');

async function search(page: Page, words: string) {
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.fill(words);
  const list = page.getByRole('listbox', { name: 'Search' });
  return { field, list };
}

test('finds documents by the words of their titles, grouped by product line', async ({ page }) => {
  await signIn(page, 'demo');
  const { list } = await search(page, 'air alarm');
  await expect(list.getByRole('group', { name: pump.product.title })).toBeVisible();
  const option = list.getByRole('option', { name: /Responding to air-in-line alarms/ });
  await expect(option).toBeVisible();
  await expect(option.locator('mark').first()).toHaveText(/air/i);
});

test('finds a PDF by words that are only inside the file, and opens it', async ({ page }) => {
  await signIn(page, 'demo');
  // The demo instructions for use carry this document number in their text, and no manifest does.
  const { list } = await search(page, 'DD-F9884F');
  const option = list.getByRole('option').first();
  await expect(option).toContainText('Infusion Pump System instructions for use (PDF)');
  await expect(option.locator('mark')).toHaveText(['DD', 'F9884F']);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), option.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/public\/ivenix\/instructions-for-use\/infusion-pump-system-ifu\.pdf$/);
});

test('forgives a typo', async ({ page }) => {
  await signIn(page, 'demo');
  const { list } = await search(page, 'prmiing');
  await expect(list.getByRole('option', { name: /Priming the primary administration set/ })).toBeVisible();
});

test('works by keyboard: / to search, arrows to choose, Enter to open, Escape to close', async ({ page }) => {
  await signIn(page, 'demo');
  const field = page.getByRole('combobox', { name: 'Search' });
  // The shortcut comes with the field's code: a key pressed before the field is drawn has nothing to open.
  await expect(field).toBeVisible();
  await page.keyboard.press('/');
  await expect(field).toBeFocused();
  await page.keyboard.type('implementation overview');
  const options = page.getByRole('listbox', { name: 'Search' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/implementation/);
  await expect(page.getByRole('heading', { level: 1, name: 'Implementation Overview' })).toBeVisible();

  await field.fill('tips');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Search' })).toBeHidden();
  await expect(field).toHaveValue('tips');
});

test('each result is a link: Ctrl+click or a middle click opens its page in a new tab', async ({ page, context }) => {
  await signIn(page, 'demo');
  const { list } = await search(page, 'implementation overview');
  const option = list.getByRole('option', { name: /^Implementation Overview/ }).first();
  await expect(option).toHaveAttribute('href', /\/implementation/);
  const address = new URL((await option.getAttribute('href')) ?? '', page.url()).href;

  for (const click of [{ modifiers: ['ControlOrMeta' as const] }, { button: 'middle' as const }]) {
    const [tab] = await Promise.all([context.waitForEvent('page'), option.click(click)]);
    await expect(tab).toHaveURL(address);
    // The new tab holds no session of its own: the shared cookie lets it show the page.
    await expect(tab.getByRole('heading', { level: 1, name: 'Implementation Overview' })).toBeVisible();
    await tab.close();
    // The portal stays where it was, with the results still open to open another.
    await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
    await expect(option).toBeVisible();
  }
});

test('a plain click on a result opens its page in the same tab, without reloading the portal', async ({ page }) => {
  await signIn(page, 'demo');
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const { field, list } = await search(page, 'implementation overview');
  const option = list.getByRole('option', { name: /^Implementation Overview/ }).first();
  const address = new URL((await option.getAttribute('href')) ?? '', page.url()).href;
  await option.click();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Implementation Overview' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(field).toHaveValue('');
});

test('has no accessibility violations with results open', async ({ page }) => {
  await signIn(page, 'demo');
  const { list } = await search(page, 'priming');
  await expect(list.getByRole('option').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('.site-header').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test('an account with one line never gets anything of another line, in results or in any answer', async ({ page }) => {
  const others = products.slice(1);
  const answers: string[] = [];
  let searchAnswers = 0;
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    // /api/site is the public answer every visitor gets before signing in (site texts, product addresses).
    if (!path.startsWith('/api/') || path === '/api/site') return;
    const body = await response.text().catch(() => '');
    // A search answer repeats the words typed; only what the server found counts.
    if (path === '/api/search') searchAnswers += 1;
    answers.push(path === '/api/search' ? JSON.stringify(JSON.parse(body).groups ?? body) : body);
  });
  await page.goto('/login');
  await page.getByLabel('Password').fill('demo-ivenix');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
  const field = page.getByRole('combobox', { name: 'Search' });
  // Names of the other lines' own sheets: the demo account would find each of them.
  const namesElsewhere = others.flatMap((other) =>
    Object.values(other.sections)
      .flatMap((section) => section.documents.flatMap((d) => (d.type === 'download' ? [d.name] : [])))
      .slice(0, 2),
  );
  expect(namesElsewhere.length).toBeGreaterThan(0);
  for (const name of namesElsewhere) {
    await field.fill(name);
    // The search's own status: the catalogue may still be saying that it loads.
    await expect(page.getByRole('search').getByRole('status')).toContainText(/results|No results/);
  }
  await field.fill('priming');
  const list = page.getByRole('listbox', { name: 'Search' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(list.getByRole('group')).toHaveCount(1);
  await expect(list.getByRole('group')).toHaveAccessibleName(pump.product.title);
  const everything = answers.join('\n');
  expect(searchAnswers).toBeGreaterThanOrEqual(namesElsewhere.length);
  for (const other of others) {
    expect(everything, other.product.model).not.toContain(`"${other.product.model}"`);
    expect(everything, other.product.pathPrefix).not.toContain(`${other.product.pathPrefix}/`);
    expect(everything, other.product.title).not.toContain(other.product.title);
  }
});

test('@phone searches from the menu of a product page on a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, 'demo');
  await page.goto(pump.product.homePath);
  await page.getByRole('button', { name: 'Menu' }).click();
  const { list } = await search(page, 'priming');
  await expect(list.getByRole('option').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
