/**
 * Languages as readers meet them, on the demo content in English and Spanish: a browser that
 * prefers Spanish gets the Spanish login, signs in and reaches the Infusion Pump System's quick tips
 * in Spanish; the language switcher keeps the page and its choice is remembered (reload, new tab,
 * next visit); an untranslated page shows its English content under a Spanish notice, with
 * `lang="en"` on that region; search folds accents and finds the Spanish cleaning material. Every
 * Spanish page passes axe, `lang` checks included. Expected texts come from the compiled content of
 * each language (build/content/es), never from a hand copy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { fillText } from '../../engine/shared/fill-text';
import { walkRoutes } from '../../engine/shared/routes/route-tree';
import type { CompiledProduct, CompiledSite } from '../../engine/shared/types';
import { contentBuildDir, loadCompiledProducts } from './testing/portal-browser';

const spanishBuild = join(contentBuildDir, 'es');
const es = (JSON.parse(readFileSync(join(spanishBuild, 'site.json'), 'utf8')) as CompiledSite).site;
const en = (JSON.parse(readFileSync(join(contentBuildDir, 'site.json'), 'utf8')) as CompiledSite).site;

function pumpIn(products: CompiledProduct[]): CompiledProduct {
  const pump = products.find((compiled) => compiled.product.pathPrefix === '/ivenix');
  if (!pump) throw new Error('The demo content has no Infusion Pump System (/ivenix)');
  return pump;
}
const pumpEs = pumpIn(loadCompiledProducts(spanishBuild));
const pumpEn = pumpIn(loadCompiledProducts());

const quickTipsPath = pumpEs.routePaths['using-pump-quick-tips'];
if (!quickTipsPath) throw new Error('The Infusion Pump System has no quick tips page (route using-pump-quick-tips)');
const quickTipsTitle = [...walkRoutes(pumpEs.product.routes)].find((route) => route.path === quickTipsPath)?.meta.title;

/** The first page of the line whose section has no Spanish translation: it falls back to English. */
const untranslated = [...walkRoutes(pumpEs.product.routes)].find((route) => {
  const name = route.meta.sectionName;
  return name !== undefined && Object.hasOwn(pumpEs.sections, name) && pumpEs.sections[name]?.lang === 'en';
});
if (!untranslated)
  throw new Error('Every page of the Infusion Pump System is translated: the demo must leave one in English');

const spanish = (path: string) => (path === '/' ? '/es/' : `/es${path}`);
const languageName = (code: string) => es.languages?.find((language) => language.code === code)?.name ?? code;

/** axe's WCAG A/AA rules, among them html-has-lang, html-lang-valid and valid-lang. */
async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe')
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function signInInSpanish(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/es\/login$/);
  await page.getByLabel(es.login.passwordLabel).fill('demo');
  await page.getByRole('button', { name: es.login.buttonLabel }).click();
  await expect(page.getByRole('heading', { name: es.catalogue.heading })).toBeVisible();
}

/** The language switcher in the header, or in the small-screen menu where the header folds it away. */
async function switcher(page: Page, label: string) {
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: es.chrome.menu });
  if (await menu.isVisible()) await menu.click();
  // The menu's copy is a list inside the main navigation; the header's, a navigation of its own.
  const nav = header
    .getByRole('navigation', { name: label })
    .or(header.getByRole('list', { name: label }))
    .filter({ visible: true });
  await expect(nav).toBeVisible();
  return nav;
}

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('gets the Spanish login, signs in and reaches the quick tips in Spanish @phone', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/es\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: es.login.heading })).toBeVisible();
    await expectNoViolations(page);

    await page.getByLabel(es.login.passwordLabel).fill('demo');
    await page.getByRole('button', { name: es.login.buttonLabel }).click();
    await expect(page.getByRole('heading', { name: es.catalogue.heading })).toBeVisible();
    // The catalogue in Spanish: the router writes it /es, the server and the switcher /es/.
    await expect(page).toHaveURL(/\/es\/?$/);

    await page
      .getByRole('link', { name: new RegExp(pumpEs.product.card.title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/es${pumpEs.product.pathPrefix}/`));
    await page.goto(spanish(quickTipsPath));
    await expect(page.getByRole('heading', { level: 1, name: quickTipsTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // A translated page has no notice (its rows whose file is only in English carry lang="en" themselves).
    await expect(page.getByText(fillText(es.language.notTranslated, { language: languageName('es') }))).toHaveCount(0);
    await expectNoViolations(page);
  });

  test('switching language keeps the page, and the choice is remembered @phone', async ({ page, context }) => {
    await signInInSpanish(page);
    await page.goto(`${spanish(quickTipsPath)}?from=switcher`);
    await expect(page.getByRole('heading', { level: 1, name: quickTipsTitle })).toBeVisible();

    const spanishSwitcher = await switcher(page, es.language.label);
    // The one-row header of a wide window shows only the languages to switch to; the current one is
    // still in the list, marked.
    await expect(spanishSwitcher.locator('a[hreflang="es"]')).toHaveAttribute('aria-current', 'true');
    await spanishSwitcher.getByRole('link', { name: languageName('en') }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*//[^/]+${quickTipsPath}\\?from=switcher$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const englishTitle = [...walkRoutes(pumpEn.product.routes)].find((route) => route.path === quickTipsPath)?.meta
      .title;
    await expect(page.getByRole('heading', { level: 1, name: englishTitle })).toBeVisible();

    // Remembered over the browser's preference: a reload, a new tab, and the next visit to / and /login.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const tab = await context.newPage();
    await tab.goto('/');
    await expect(tab).toHaveURL(/\/$/);
    await expect(tab.locator('html')).toHaveAttribute('lang', 'en');
    await expect(tab.getByRole('heading', { name: en.catalogue.heading })).toBeVisible();

    // And back: Spanish is remembered the same way.
    await (await switcher(tab, en.language.label)).getByRole('link', { name: languageName('es') }).click();
    await expect(tab).toHaveURL(/\/es\/$/);
    const another = await context.newPage();
    await another.goto('/');
    await expect(another).toHaveURL(/\/es\/$/);
    await expect(another.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('an untranslated page shows its English content under a Spanish notice', async ({ page }) => {
    await signInInSpanish(page);
    await page.goto(spanish(untranslated.path));
    const notice = page.getByText(fillText(es.language.notTranslated, { language: languageName('es') }));
    await expect(notice).toBeVisible();
    // The notice is in the reader's language; the content under it is marked as English for screen readers.
    await expect(notice).not.toHaveAttribute('lang', 'en');
    const english = page.getByRole('main').locator('[lang="en"]').first();
    await expect(english).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoViolations(page);

    // Switching to English keeps the page, which then needs no notice.
    await (await switcher(page, es.language.label)).getByRole('link', { name: languageName('en') }).click();
    await expect(page).toHaveURL(new RegExp(`${untranslated.path}$`));
    await expect(page.getByText(fillText(es.language.notTranslated, { language: languageName('es') }))).toHaveCount(0);
  });

  test('search folds accents and finds the Spanish cleaning material', async ({ page }) => {
    await signInInSpanish(page);
    await page.getByRole('combobox', { name: es.search.label }).fill('desinfeccion');
    const results = page.getByRole('listbox', { name: es.search.label });
    await expect(results.getByRole('option', { name: /desinfección/i }).first()).toBeVisible();
  });
});

test.describe('an English browser', () => {
  let context: BrowserContext;

  test.afterEach(async () => context?.close());

  test('follows a Spanish link sent by a colleague, and keeps English on /login', async ({ browser, baseURL }) => {
    context = await browser.newContext({ baseURL, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/es/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: es.login.heading })).toBeVisible();
  });
});
