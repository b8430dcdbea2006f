/**
 * What a hospital user meets when something goes wrong, in English and in Spanish: a document opened
 * after the session ended leads through the login page to the document; a shared link to a document
 * the account may not open, an address that names nothing and too many requests are pages of the
 * portal with its header and footer, never raw JSON. Texts come from the compiled site.json of each
 * language, the documents from the compiled manifests, so the test follows both.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { CompiledProduct, CompiledSite } from '../../engine/shared/types';
import { contentBuildDir, loadCompiledProducts } from './testing/portal-browser';

type Texts = CompiledSite['site'];
const textsIn = (lang: string): Texts =>
  (JSON.parse(readFileSync(join(contentBuildDir, lang === 'en' ? '' : lang, 'site.json'), 'utf8')) as CompiledSite)
    .site;
const languages = [
  { lang: 'en', texts: textsIn('en'), prefix: '' },
  { lang: 'es', texts: textsIn('es'), prefix: '/es' },
] as const;

const products = loadCompiledProducts();
const downloadsOf = (compiled: CompiledProduct | undefined): string[] =>
  Object.values(compiled?.sections ?? {}).flatMap((section) =>
    (section.documents ?? []).flatMap((document) => (document.type === 'download' ? [document.filePath] : [])),
  );
const ivenix = products.find((compiled) => compiled.product.brand === 'ivenix');
/** A document of the infusion pump line, which demo-ivenix may open. */
const permitted = downloadsOf(ivenix)[0];
/** A document of another brand's line only, which demo-ivenix may not open. */
const notPermitted = products
  .filter((compiled) => compiled !== ivenix)
  .flatMap(downloadsOf)
  .find((path) => !downloadsOf(ivenix).includes(path));
if (!permitted || !notPermitted) throw new Error('build/content lacks the documents this spec opens');
const addressOf = (filePath: string) => `/public/${filePath.split('/').map(encodeURIComponent).join('/')}`;

/** The reader's remembered language, as the language switcher writes it. */
async function remember(context: BrowserContext, lang: string, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? 'http://127.0.0.1' }]);
}

async function signInHere(page: Page, texts: Texts, password: string): Promise<void> {
  await page.getByLabel(texts.login.passwordLabel).fill(password);
  await page.getByRole('button', { name: texts.login.buttonLabel }).click();
}

/** What a person sees is a page of the portal: its header and footer, and no JSON anywhere. */
async function expectPortalPage(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\{\s*"error"/);
  // The words the server wrote for a browser without the script are gone once the script has drawn.
  await expect(page.locator('.error-fallback')).toHaveCount(0);
}

for (const { lang, texts, prefix } of languages) {
  test.describe(`when something goes wrong (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await remember(context, lang, baseURL);
    });

    test('a document opened after the session ended: the login page, then the document', async ({ page }) => {
      await page.goto(`${prefix}/login`);
      await signInHere(page, texts, 'demo');
      await expect(page.getByRole('heading', { level: 1, name: texts.catalogue.heading })).toBeVisible();
      // The session ends (an idle timeout, a sign-out in another tab): its cookie is gone.
      await page.context().clearCookies({ name: '__Host-portal_session' });

      const target = addressOf(permitted);
      await page.goto(target);
      await expect(page).toHaveURL(`${prefix}/login?requestedFile=${encodeURIComponent(permitted)}&fileKind=public`);
      await expect(page.getByRole('heading', { level: 1, name: texts.login.heading })).toBeVisible();
      expect(await page.locator('body').innerText()).not.toMatch(/\{\s*"error"/);

      const delivered = page.waitForResponse((response) => new URL(response.url()).pathname === target);
      await signInHere(page, texts, 'demo');
      const answer = await delivered;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      await page.waitForURL((url) => url.pathname === target);
    });

    test('a shared link to a document this account may not open: a page saying so, the way back and whom to call', async ({
      page,
    }) => {
      const target = addressOf(notPermitted);
      await page.goto(target);
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/login\\?requestedFile=`));
      const refused = page.waitForResponse((response) => new URL(response.url()).pathname === target);
      await signInHere(page, texts, 'demo-ivenix');
      expect((await refused).status()).toBe(404);
      await page.waitForURL((url) => url.pathname === target);

      const words = texts.errors.pages['document-not-available'];
      await expectPortalPage(page, words.title);
      const main = page.getByRole('main');
      await expect(main).toContainText(words.text);
      // Nothing of the link is shown: its words could pose as the portal's.
      await expect(main).not.toContainText(notPermitted.split('/').at(-1) ?? notPermitted);
      await expect(main.getByRole('link', { name: /^1-8\d\d/ })).toHaveAttribute('href', /^tel:/);
      await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(page).toHaveTitle(`${words.title} | ${texts.chrome.siteName}`);

      await main.getByRole('link', { name: texts.errors.backToCatalogue }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.catalogue.heading })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(`${prefix}/`);
    });

    test('an address that names nothing: the not-found page of the portal', async ({ page }) => {
      for (const address of [`${prefix}/old-brochure.pdf`, `${prefix}/images/missing.png`]) {
        const answer = await page.goto(address);
        expect(answer?.status(), address).toBe(404);
        await expectPortalPage(page, texts.notFound.title);
        await expect(page.getByRole('main')).toContainText(texts.notFound.text);
      }
    });
  });
}

test.describe('too many requests', () => {
  // Last: it uses up this address's signed-out budget of the search route for a minute.
  test('is a page of the portal saying when to try again, in each language', async ({ page, context, baseURL }) => {
    const search = '/api/search?q=pump';
    let status = 0;
    for (let sent = 0; sent < 200 && status !== 429; sent++) {
      status = (await page.request.get(search, { headers: { accept: 'application/json' } })).status();
    }
    expect(status).toBe(429);
    for (const { lang, texts } of languages) {
      await remember(context, lang, baseURL);
      const answer = await page.goto(search);
      expect(answer?.status()).toBe(429);
      const words = texts.errors.pages['rate-limited'];
      await expectPortalPage(page, words.title);
      const main = page.getByRole('main');
      await expect(main).toContainText(words.text);
      await expect(main).toContainText(texts.errors.retryAt.split('{time}')[0] ?? '');
      await expect(main.getByRole('button', { name: texts.errors.tryAgain })).toBeVisible();
    }
  });
});
