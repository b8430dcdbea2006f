/**
 * The paper-copy form of an instructions-for-use page, filled in as a hospital's staff fill it in:
 * the portal's own specs and the console's queue both start from a request made this way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { CompiledSite } from '../../../engine/shared/types';
import { acknowledgeDisclaimer, contentBuildDir, firstRouteOfEachKind, navigateInApp, signIn } from './portal-browser';

const { site } = JSON.parse(readFileSync(join(contentBuildDir, 'site.json'), 'utf8')) as CompiledSite;
export const paperCopyTexts = site.paperCopy;

/** Signs in as `demo` and opens the form on the first instructions-for-use page. */
export async function openPaperCopyForm(page: Page): Promise<void> {
  const instructions = firstRouteOfEachKind().get('instructions-for-use');
  if (!instructions) throw new Error('build/content has no instructions-for-use page');
  await signIn(page, 'demo');
  await navigateInApp(page, instructions.path);
  await expect(page.getByRole('heading', { level: 1, name: instructions.meta.title })).toBeVisible();
  await acknowledgeDisclaimer(page);
  await page.getByRole('button', { name: paperCopyTexts.buttonLabel }).click();
  await expect(page.getByRole('heading', { level: 2, name: paperCopyTexts.heading })).toBeFocused();
}

/** Two copies to a ward of St Mary's, from `name` at `email`. */
export async function sendPaperCopyForm(page: Page, email: string, name: string): Promise<void> {
  await page.getByLabel(paperCopyTexts.copiesLabel).fill('2');
  await page.getByLabel(paperCopyTexts.nameLabel).fill(name);
  await page.getByLabel(paperCopyTexts.facilityLabel).fill('St Mary’s Hospital');
  await page.getByLabel(paperCopyTexts.addressLabel).fill('Ward 7\n1 Main Street\nSpringfield');
  await page.getByLabel(paperCopyTexts.emailLabel).fill(email);
  await page.getByRole('button', { name: paperCopyTexts.submitLabel }).click();
}

/** The reference the success message names, once it is shown. */
export async function sentReference(page: Page): Promise<string> {
  const [before = '', after = ''] = paperCopyTexts.success.split('{reference}');
  const sent = page.getByRole('status').filter({ hasText: before });
  await expect(sent).toBeVisible();
  return ((await sent.textContent()) ?? '').replace(before, '').replace(after, '');
}
