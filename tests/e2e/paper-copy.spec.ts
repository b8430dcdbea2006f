/**
 * A paper copy of the instructions for use, end to end: requested on the first product line's
 * instructions-for-use page, answered with a reference, stored, and listed by the operator CLI
 * reading the server's own database; a malformed form is refused with the field named. Texts come
 * from the compiled site.json, so the test follows the content.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import {
  sendPaperCopyForm as fillIn,
  openPaperCopyForm as openForm,
  sentReference,
  paperCopyTexts as texts,
} from './testing/paper-copy-form';
import { repoRoot, watchConsole } from './testing/portal-browser';

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

test.describe('paper copy on request', () => {
  test('a request is answered with a reference and listed by the CLI @phone', async ({ page }) => {
    const problems = watchConsole(page);
    await openForm(page);
    const name = `<b>Ada</b> ${test.info().project.name}-${Date.now()}`;
    await fillIn(page, 'ada@example.org', name);

    const reference = await sentReference(page);
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
