/**
 * A paper copy of the instructions for use, end to end: requested on the first product line's
 * instructions-for-use page, answered with a reference, stored, and listed by the operator CLI
 * reading the server's own database; a malformed form is refused with the field named. Texts come
 * from the compiled site.json, so the test follows the content.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import type { CompiledSite } from '../../engine/shared/types';
import {
  acknowledgeDisclaimer,
  contentBuildDir,
  firstRouteOfEachKind,
  navigateInApp,
  repoRoot,
  signIn,
  watchConsole,
} from './testing/portal-browser';

const { site } = JSON.parse(readFileSync(join(contentBuildDir, 'site.json'), 'utf8')) as CompiledSite;
const texts = site.paperCopy;
const instructions = firstRouteOfEachKind().get('instructions-for-use');
if (!instructions) throw new Error('build/content has no instructions-for-use page');

const databasePath = process.env.E2E_DATABASE_PATH;

/** `npm run accounts -- <args>` against the e2e server's database, as an operator would run it. */
async function accounts(...args: string[]): Promise<string> {
  if (!databasePath) throw new Error('E2E_DATABASE_PATH is not set: run the specs through playwright.config.ts');
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'accounts', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_PATH: databasePath, NODE_ENV: 'development' },
  });
  return stdout;
}

async function openForm(page: Page): Promise<void> {
  await signIn(page, 'demo');
  await navigateInApp(page, instructions?.path ?? '');
  await expect(page.getByRole('heading', { level: 1, name: instructions?.meta.title })).toBeVisible();
  await acknowledgeDisclaimer(page);
  await page.getByRole('button', { name: texts.buttonLabel }).click();
  await expect(page.getByRole('heading', { level: 2, name: texts.heading })).toBeFocused();
}

async function fillIn(page: Page, email: string, name: string): Promise<void> {
  await page.getByLabel(texts.copiesLabel).fill('2');
  await page.getByLabel(texts.nameLabel).fill(name);
  await page.getByLabel(texts.facilityLabel).fill('St Mary’s Hospital');
  await page.getByLabel(texts.addressLabel).fill('Ward 7\n1 Main Street\nSpringfield');
  await page.getByLabel(texts.emailLabel).fill(email);
  await page.getByRole('button', { name: texts.submitLabel }).click();
}

test.describe('paper copy on request', () => {
  test('a request is answered with a reference and listed by the CLI @phone', async ({ page }) => {
    const problems = watchConsole(page);
    await openForm(page);
    const name = `<b>Ada</b> ${test.info().project.name}-${Date.now()}`;
    await fillIn(page, 'ada@example.org', name);

    const [before, after] = texts.success.split('{reference}');
    const sent = page.getByRole('status').filter({ hasText: before ?? '' });
    await expect(sent).toBeVisible();
    const reference = ((await sent.textContent()) ?? '').replace(before ?? '', '').replace(after ?? '', '');
    expect(reference).toMatch(/^PC-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await expect(page.locator('main b')).toHaveCount(0);

    const csv = await accounts('requests', '--csv');
    const record = csv.split(/\n(?=PC-)/).find((line) => line.startsWith(reference));
    expect(record).toContain(`"${name}"`);
    expect(record).toContain('"Ward 7\n1 Main Street\nSpringfield"');
    expect(record).toContain(',2,');
    await page.getByRole('button', { name: texts.closeLabel }).click();
    await expect(page.getByRole('button', { name: texts.buttonLabel })).toBeFocused();
    // The browser asks for a favicon the site does not have; anything else logged is a fault.
    expect(problems.filter((problem) => !problem.includes('/favicon.ico'))).toEqual([]);
  });

  test('a malformed form is refused with the field named, and nothing is stored @phone', async ({ page }) => {
    await openForm(page);
    const name = `Refused ${test.info().project.name}-${Date.now()}`;
    await fillIn(page, 'not-an-address', name);

    const email = page.getByLabel(texts.emailLabel);
    await expect(page.getByRole('alert')).toContainText(texts.failed);
    await expect(page.getByRole('alert')).toContainText(`${texts.emailLabel}: Not a valid email address`);
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Not a valid email address');
    expect(await accounts('requests', '--csv')).not.toContain(name);
  });
});
