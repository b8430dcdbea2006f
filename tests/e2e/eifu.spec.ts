/**
 * The public instructions for use in real Chromium, without a password: a phone scanning a label
 * lands on the device's instructions in its language, the pages and the paper-copy form work with
 * JavaScript off, and every page passes the WCAG 2.2 AA scan.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { devices, expect, test } from '@playwright/test';
import type { CompiledSite, EifuIndex, NoticesIndex } from '../../engine/shared/types';
import { expectNoViolations } from './testing/axe-scan';
import { contentBuildDir } from './testing/portal-browser';

const eifu = JSON.parse(readFileSync(join(contentBuildDir, 'eifu.json'), 'utf8')) as EifuIndex;
const siteIn = (lang: string) =>
  (JSON.parse(readFileSync(join(contentBuildDir, lang === 'en' ? '' : lang, 'site.json'), 'utf8')) as CompiledSite)
    .site;

/** A device published in English and Spanish, from the demo content. */
const line = eifu.lines.find((l) => l.languages.some((g) => g.lang === 'es'));
const spanish = line?.languages.find((g) => g.lang === 'es');
const english = line?.languages.find((g) => g.lang === 'en');
const device = spanish?.documents[0];
const gtin = device?.gtins[0] ?? '';

test('a phone scanning the label lands on the instructions in Spanish @phone', async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'es-ES' });
  const page = await context.newPage();
  // A GTIN-13 label: the same device as its GTIN-14.
  await page.goto(`/01/${gtin.replace(/^0/, '')}`);
  await expect(page).toHaveURL(new RegExp(`/eifu/${line?.model}/es\\?gtin=${gtin}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const texts = siteIn('es').eifu;
  await expect(
    page.getByRole('heading', { level: 1, name: texts.lineHeading.replace('{line}', spanish?.title ?? '') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: device?.title })).toBeVisible();
  const file = page.getByRole('link', { name: texts.open.replace('{file}', device?.current.fileName ?? '') });
  await expect(file).toBeVisible();
  const answer = await page.request.get((await file.getAttribute('href')) ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByText(device?.current.sha256 ?? 'none')).toBeVisible();
  await context.close();
});

test("a line's page shows its safety notices, names its Atom feed and leads to its e-mail updates", async ({
  browser,
}) => {
  const notices = JSON.parse(readFileSync(join(contentBuildDir, 'notices.json'), 'utf8')) as NoticesIndex;
  const withNotice = (notices.languages.en ?? []).find(
    (l) =>
      l.notices.length > 0 && eifu.lines.some((e) => e.model === l.model && e.languages.some((g) => g.lang === 'en')),
  );
  expect(withNotice, 'a demo line with instructions for use and a notice').toBeDefined();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const texts = siteIn('en');
  await page.goto(`/eifu/${withNotice?.model}/en`);
  await expect(page.getByRole('heading', { level: 2, name: texts.notices.heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: withNotice?.notices[0]?.title })).toBeVisible();
  const feed = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
  expect((await page.request.get(feed ?? '')).headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  await page.getByRole('link', { name: texts.notices.subscribeLink }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: texts.notices.subscribe.title.replace('{line}', withNotice?.title ?? ''),
    }),
  ).toBeVisible();
  await context.close();
});

test('the pages and the paper-copy form work with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const texts = siteIn('en');
  await page.goto('/eifu');
  await expect(page.getByRole('heading', { level: 1, name: texts.eifu.title })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: texts.eifu.lineHeading.replace('{line}', english?.title ?? '') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: texts.eifu.earlierVersions }).first()).toBeVisible();
  await expect(page.locator('.eifu-qr svg').first()).toBeVisible();

  await page.getByRole('link', { name: texts.eifu.paperCopyLink }).first().click();
  await page.getByLabel(texts.paperCopy.copiesLabel).fill('1');
  await page.getByLabel(texts.paperCopy.nameLabel).fill('Dana Whitfield');
  await page.getByLabel(texts.paperCopy.facilityLabel).fill('St Mary’s Hospital');
  await page.getByLabel(texts.paperCopy.addressLabel).fill('Ward 7\n1 Main Street');
  await page.getByLabel(texts.paperCopy.emailLabel).fill('dana@example.org');
  await page.getByRole('button', { name: texts.paperCopy.submitLabel }).click();
  const [before = ''] = texts.eifu.paperCopySent.split('{reference}');
  await expect(page.getByRole('status')).toContainText(before);
  await expect(page.getByRole('status')).toContainText(/PC-[A-Z0-9]{4}-[A-Z0-9]{4}/);

  await page.getByRole('link', { name: texts.eifu.aboutLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.eifu.aboutTitle })).toBeVisible();
  await context.close();
});

test('every public page passes the accessibility scan @phone', async ({ page }) => {
  for (const path of [
    '/eifu',
    '/es/eifu',
    `/eifu/${line?.model}/en`,
    `/eifu/${line?.model}/es?gtin=${gtin}&fallback=1`,
    '/eifu/about',
    '/es/eifu/paper-copy',
    '/01/00000000000000',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expectNoViolations(page);
  }
});
