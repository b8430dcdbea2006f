/**
 * The account as a customer in the console, in a real browser against the real server, at desktop
 * and phone widths: an admin imports hospitals from a CSV file (a file with a mistake is refused at
 * its line, nothing made; the corrected one makes every account, passwords shown once), finds one
 * by its hospital, edits its details, sees its own usage after the hospital used the portal and its
 * named people, removes one, and ends its access, after which the hospital's password is answered
 * with the day the access ended, in English and in Spanish. axe scans each page.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { downloadHref } from '../../engine/shared/documents/links';
import type { CompiledProduct, CompiledSite } from '../../engine/shared/types';
import { accounts } from './testing/accounts-cli';
import { consoleBaseUrl, createOperators, signInOperator, type TestOperator } from './testing/console-operators';
import { addNamedPerson } from './testing/named-people';
import { contentBuildDir, loadCompiledProducts, signIn } from './testing/portal-browser';

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const line = loadCompiledProducts().find((product) => Object.keys(product.fileSizes.download ?? {}).length > 0) as
  | CompiledProduct
  | undefined;
if (!line) throw new Error('build/content needs a line with downloads');
const model = line.product.model;

const textsIn = (lang: string): CompiledSite['site'] =>
  (JSON.parse(readFileSync(join(contentBuildDir, lang === 'en' ? '' : lang, 'site.json'), 'utf8')) as CompiledSite)
    .site;

/** The day an access ended, as the login page writes it in `lang`. */
const longDay = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));

/** The beginning of the access-ended message, up to where the support contact starts. */
const accessEndedStart = (lang: string, day: string) =>
  (textsIn(lang).login.accessEndedMessage.split('{phone}')[0] ?? '').replace('{date}', longDay(day, lang));

const today = () => new Date().toISOString().slice(0, 10);

let admin: TestOperator;

test.beforeAll(async () => {
  [admin] = (await createOperators(['admin'])) as [TestOperator];
});

async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
  expect(report, `axe WCAG 2.2 AA violations on ${page.url()}`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

async function hospitalContext(browser: Browser, password: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, password);
  return { context, page };
}

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});

test.describe('the account as a customer in the console', () => {
  test('an admin imports hospitals, keeps their record, sees one used, removes a person and ends its access @phone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = `${test.info().project.name}-${Date.now().toString(36)}`;
    const ward = `e2e-ward-${stamp}`;
    const clinic = `e2e-clinic-${stamp}`;
    const hospitalName = `Hospital Clínico ${stamp}`;
    await signInOperator(page, admin, { recovery: true });

    // Import: a file with a mistake is refused at its line and column, nothing made.
    await page.getByRole('link', { name: 'Import accounts from a CSV file' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import accounts' })).toBeVisible();
    const header = 'name,product_lines,hospital_name,customer_number,country,language,contact_email,access_ends_on';
    const rows = [
      `${ward},${model},"${hospitalName}, Madrid",C-${stamp},ES,es,ana@hospital.example,`,
      `${clinic},${model};no-such-line,City Clinic,,GB,en,,2099-01-01`,
    ];
    await page.getByLabel('CSV file').setInputFiles(csvFile('hospitals.csv', [header, ...rows]));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByRole('alert')).toContainText('1 problem in hospitals.csv: nothing can be imported');
    const problems = page.getByRole('region', { name: 'Problems in hospitals.csv (1)' });
    await expect(
      problems.getByRole('row', { name: /^3 product_lines unknown product line "no-such-line"/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page, 'the import page with its problems');

    // The corrected file: checked, then every account made, each password shown once.
    const fixed = [rows[0] ?? '', `${clinic},${model},City Clinic,,GB,en,,2099-01-01`];
    await page.getByLabel('CSV file').setInputFiles(csvFile('hospitals-fixed.csv', [header, ...fixed]));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByText('hospitals-fixed.csv is ready: 2 accounts to import.')).toBeVisible();
    await page.getByRole('button', { name: 'Import 2 accounts' }).click();
    const shown = page.getByRole('region', { name: 'Passwords of the 2 imported accounts' });
    await expect(shown.getByText('They will not be shown again.')).toBeVisible();
    const password = (
      (await shown
        .getByRole('row', { name: new RegExp(`^${ward} `) })
        .locator('code')
        .textContent()) ?? ''
    ).trim();
    expect(password).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){4}$/);
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page, 'the imported passwords');

    // Found by its hospital; its details edited.
    await page.goto(`${consoleBaseUrl()}/accounts?q=${encodeURIComponent(hospitalName)}`);
    await expect(page.getByRole('rowheader')).toHaveText([ward]);
    await page.getByRole('link', { name: ward }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Account ${ward}` })).toBeFocused();
    const customer = page.getByRole('region', { name: 'Customer' });
    await expect(customer.getByText('Spain (ES)')).toBeVisible();
    await customer.getByRole('button', { name: 'Edit customer details' }).click();
    const form = page.getByRole('form', { name: 'Customer details' });
    await form.getByLabel('Contact person').fill('Ana Ruiz');
    await form.getByLabel('Contact e-mail').fill('ana.ruiz@');
    await form.getByRole('button', { name: 'Save customer details' }).click();
    await expect(form.getByLabel('Contact e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page);
    await form.getByLabel('Contact e-mail').fill('ana.ruiz@hospital.example');
    await form.getByRole('button', { name: 'Save customer details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Customer details saved.' })).toBeVisible();
    await expect(customer.getByRole('link', { name: 'ana.ruiz@hospital.example' })).toBeVisible();

    // The hospital uses the portal: a sign-in, a download, a search; and a person signs in as themselves.
    const hospital = await hospitalContext(browser, password);
    const [file] = Object.keys(line.fileSizes.download ?? {});
    expect((await hospital.page.request.get(downloadHref({ filePath: file ?? '' }))).status()).toBe(200);
    expect((await hospital.page.request.get('/api/search?q=pump')).status()).toBe(200);
    await addNamedPerson(ward, {
      subject: `nurse-${stamp}`,
      name: 'Nurse Ana Ruiz',
      email: 'ana.ruiz@hospital.example',
    });

    const usage = page.getByRole('region', { name: 'Usage over the last 30 days' });
    await expect(async () => {
      await page.reload();
      await expect(usage.getByRole('row', { name: /^\S.* 1 0 1 1$/ })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const people = page.getByRole('region', { name: 'Named people (1)' });
    await expect(people.getByRole('row', { name: /^Nurse Ana Ruiz ana\.ruiz@hospital\.example/ })).toBeVisible();
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page, 'the account with its usage and people');

    await people.getByRole('button', { name: 'Remove Nurse Ana Ruiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Nurse Ana Ruiz?' });
    await dialog.getByRole('button', { name: 'Remove Nurse Ana Ruiz' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nurse Ana Ruiz removed' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Named people (0)' })).toBeVisible();

    // Its access ends today: the hospital's session ends, and its password says why.
    await customer.getByRole('button', { name: 'Edit customer details' }).click();
    await form.getByLabel('Access ends on').fill(today());
    await form.getByRole('button', { name: 'Save customer details' }).click();
    await expect(customer.getByText(/^Ended on .*: the account signs in no more$/)).toBeVisible();
    await hospital.page.reload();
    await expect(hospital.page).toHaveURL(/\/login/);
    await hospital.page.getByLabel('Password').fill(password);
    await hospital.page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(hospital.page.getByRole('alert')).toContainText(accessEndedStart('en', today()));
    await expect(hospital.page.getByRole('alert').getByRole('link')).toHaveCount(2);
    await expectNoViolations(hospital.page);
    await hospital.context.close();

    // Every step in the audit under the operator's name.
    await page.goto(`${consoleBaseUrl()}/audit?account=${ward}&operator=${admin.name}`);
    const audit = page.getByRole('table', { name: /Audit entries/ }).getByRole('row');
    for (const kind of ['Account created', 'Customer details changed', 'Named person removed']) {
      await expect(audit.filter({ hasText: kind }).first()).toBeVisible();
    }
  });

  test('the password of an account whose access ended says so in Spanish, with the day in Spanish', async ({
    page,
  }) => {
    const name = `e2e-ended-es-${Date.now().toString(36)}`;
    const password = `Lantern quarry ${name}`;
    const texts = textsIn('es');
    await accounts(['add', '--name', name, '--models', model], `${password}\n`);
    await page.goto('/es/login');
    await page.getByLabel(texts.login.passwordLabel).fill(password);
    await page.getByRole('button', { name: texts.login.buttonLabel }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.catalogue.heading })).toBeVisible();
    await accounts(['set-details', '--name', name, '--access-ends-on', today()]);

    await page.context().clearCookies();
    await page.goto('/es/login');
    await page.getByLabel(texts.login.passwordLabel).fill(password);
    await page.getByRole('button', { name: texts.login.buttonLabel }).click();
    await expect(page.getByRole('alert')).toContainText(accessEndedStart('es', today()));
    await expect(page.getByLabel(texts.login.passwordLabel)).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page);
  });
});
