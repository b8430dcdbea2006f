/**
 * Every file opens beside the portal, in a new tab, whichever way the reader reaches it: a secure
 * download's row, its earlier version, and a search result for it, as a plain download already
 * does. The portal's tab stays on its page, and the new tab, which shares the session's cookie,
 * receives the PDF. The secure document is the first one the compiled demo content has.
 */
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { walkRoutes } from '../../engine/shared/routes/route-tree';
import type { DocumentOf } from '../../engine/shared/types';
import { acknowledgeDisclaimer, escapeRegExp, loadCompiledProducts, signIn } from './testing/portal-browser';

/** The first listed secure download with an earlier version, and the page that lists it. */
function firstSecureDownload() {
  for (const compiled of loadCompiledProducts()) {
    for (const route of walkRoutes(compiled.product.routes)) {
      const section = route.meta.sectionName ? compiled.sections[route.meta.sectionName] : undefined;
      const document = section?.documents.find(
        (item): item is DocumentOf<'secure-download'> =>
          item.type === 'secure-download' && !item.hidden && !item.disabled && Boolean(item.versions?.length),
      );
      if (document && route.kind === 'content-list') return { page: route.path, document };
    }
  }
  throw new Error('the demo content has no listed secure download with an earlier version');
}

const secure = firstSecureDownload();
const secureHref = (path: string) => `/secure-download?file=${encodeURIComponent(path)}`;

/** Follows `link` with a plain click; the tab it opens once the PDF has arrived. */
async function opensBeside(page: Page, context: BrowserContext, link: Locator, href: string): Promise<void> {
  const pageBefore = page.url();
  const delivered = context.waitForEvent('response', (response) => response.url().endsWith(href));
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  const response = await delivered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.frame().page()).toBe(tab);
  // The portal stays where the reader was.
  expect(page.url()).toBe(pageBefore);
  await tab.close();
}

test('a secure download, its earlier version and its search result open in a new tab', async ({ page, context }) => {
  await signIn(page, 'demo');
  await page.goto(secure.page);
  await acknowledgeDisclaimer(page);
  const main = page.getByRole('main');

  const row = main.getByRole('link', { name: new RegExp(`^${escapeRegExp(secure.document.name)}`) }).first();
  await expect(row).toHaveAttribute('target', '_blank');
  await opensBeside(page, context, row, secureHref(secure.document.path));

  const [earlier] = secure.document.versions ?? [];
  // The disclosure's summary names its document for screen readers, out of sight.
  await main.getByText(`Previous versions – ${secure.document.name}`, { exact: true }).click();
  const earlierLink = main.getByRole('link', {
    name: new RegExp(`^Version ${escapeRegExp(`${earlier?.version} – ${secure.document.name}`)}`),
  });
  await opensBeside(page, context, earlierLink, secureHref(earlier?.path ?? ''));

  await page.getByRole('combobox', { name: 'Search' }).fill(secure.document.name);
  const result = page
    .getByRole('listbox', { name: 'Search' })
    .locator(`[role="option"][href="${secureHref(secure.document.path)}"]`)
    .first();
  await expect(result).toBeVisible();
  await opensBeside(page, context, result, secureHref(secure.document.path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
