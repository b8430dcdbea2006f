/**
 * "Read and understood" in a real browser against the real server: a person signed in with their
 * hospital account sees the new version of a document on the catalogue, opens it, confirms it, and
 * the notice lets go of it at once and for good; a shared-password session sees the notice and is
 * told it cannot confirm and how to sign in by name; Spanish once; the console's report shows the
 * person's confirmed and outstanding versions and exports them as CSV. Which documents, their
 * names, versions and texts come from build/content, so the test follows the content.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { es as esLocale } from 'date-fns/locale';
import { formatContentDate } from '../../engine/shared/dates';
import { fillText } from '../../engine/shared/fill-text';
import { consoleBaseUrl, createOperators, signInOperator, type TestOperator } from './testing/console-operators';
import { newPerson, signInByName } from './testing/named-people';
import {
  acknowledgeDisclaimer,
  contentBuildDir,
  escapeRegExp,
  loadCompiledProducts,
  loadSiteLanguages,
  signIn,
} from './testing/portal-browser';

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const [english, spanish] = loadSiteLanguages();
if (!english || !spanish) throw new Error('build/content needs the site in English and Spanish');
const texts = english.site.acknowledgements;

/** The first line that asks for documents to be confirmed, and its first two such documents. */
const line = loadCompiledProducts().find((compiled) => (compiled.acknowledgements?.length ?? 0) >= 2);
const [first, second] = line?.acknowledgements ?? [];
if (!line || !first || !second)
  throw new Error('build/content needs a line that asks for two documents to be confirmed');
/** The demo account that may see every line. */
const account = 'demo';

async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
  expect(
    violations.map((violation) => `${violation.id} at ${violation.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

const notice = (page: Page, heading = texts.heading) => page.getByRole('region', { name: heading });
const openLink = (page: Page, name: string, { open, heading } = texts) =>
  notice(page, heading).getByRole('link', { name: new RegExp(`^${escapeRegExp(fillText(open, { document: name }))}`) });

test.describe('read and understood', () => {
  test('a person signed in by name opens a new version, confirms it, and the notice lets go of it @phone', async ({
    page,
    context,
  }) => {
    await signInByName(context, account, newPerson('Ana Ruiz'));
    await page.goto('/');
    await acknowledgeDisclaimer(page);
    await expect(notice(page)).toContainText(
      fillText(texts.newVersion, { document: first.name, version: first.version, date: formatContentDate(first.date) }),
    );
    await expectNoViolations(page);

    // The document opens in a new tab, at its address; then the confirmation of the version read.
    const [opened] = await Promise.all([context.waitForEvent('page'), openLink(page, first.name).click()]);
    expect(new URL(opened.url()).pathname + new URL(opened.url()).search).toBe(first.href);
    await opened.close();
    await notice(page)
      .getByRole('checkbox', { name: fillText(texts.understood, { version: first.version }) })
      .check();
    await expectNoViolations(page);
    await notice(page).getByRole('button', { name: texts.confirm }).click();

    const recorded = page.getByRole('status').filter({
      hasText: fillText(texts.confirmed, { document: first.name, version: first.version }),
    });
    await expect(recorded).toBeVisible();
    // The form went with the document: the keyboard goes on from what was said.
    await expect(recorded).toBeFocused();
    await expect(openLink(page, first.name)).toHaveCount(0);
    await expect(openLink(page, second.name)).toBeVisible();

    // For good: the server keeps it, on the catalogue and on the line's home page.
    await page.reload();
    await expect(openLink(page, second.name)).toBeVisible();
    await expect(openLink(page, first.name)).toHaveCount(0);
    await page.goto(line.product.homePath);
    await expect(page.getByRole('heading', { level: 1, name: line.product.title })).toBeVisible();
    await expect(openLink(page, second.name)).toBeVisible();
    await expect(openLink(page, first.name)).toHaveCount(0);
  });

  test('a shared-password session sees the notice and is told it cannot confirm, and how to sign in by name @phone', async ({
    page,
    context,
  }) => {
    await signIn(page, account);
    await acknowledgeDisclaimer(page);
    await expect(openLink(page, first.name)).toBeVisible();
    const [opened] = await Promise.all([context.waitForEvent('page'), openLink(page, first.name).click()]);
    await opened.close();
    await expect(notice(page)).toContainText(texts.sharedPassword);
    await expect(notice(page).getByRole('checkbox')).toHaveCount(0);
    await expect(notice(page).getByRole('button', { name: texts.confirm })).toHaveCount(0);
    await expectNoViolations(page);
  });

  test('in Spanish, a person confirms on the line’s home page', async ({ page, context }) => {
    const es = spanish.site.acknowledgements;
    const spanishLine = loadCompiledProducts(join(contentBuildDir, spanish.lang)).find(
      (compiled) => compiled.product.model === line.product.model,
    );
    const [spanishFirst] = spanishLine?.acknowledgements ?? [];
    if (!spanishFirst) throw new Error('build/content/es has no documents to confirm for the line');
    await signInByName(context, account, newPerson('Lucía Gómez'));
    await page.goto(spanish.path(line.product.homePath));
    const region = notice(page, es.heading);
    const date = formatContentDate(spanishFirst.date, esLocale);
    await expect(region).toContainText(
      fillText(es.newVersion, { document: spanishFirst.name, version: spanishFirst.version, date }),
    );
    const [opened] = await Promise.all([context.waitForEvent('page'), openLink(page, spanishFirst.name, es).click()]);
    await opened.close();
    await region.getByRole('checkbox', { name: fillText(es.understood, { version: spanishFirst.version }) }).check();
    await region.getByRole('button', { name: es.confirm }).click();
    await expect(
      page.getByText(fillText(es.confirmed, { document: spanishFirst.name, version: spanishFirst.version })),
    ).toBeFocused();
    await expect(openLink(page, spanishFirst.name, es)).toHaveCount(0);
  });

  test.describe("the console's report", () => {
    let viewer: TestOperator;
    test.beforeAll(async () => {
      [viewer] = (await createOperators(['viewer'])) as [TestOperator];
    });

    test("shows a person's confirmed and outstanding versions and exports the hospital's report as CSV", async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const person = newPerson('Ben Okafor');
      const hospital = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const portal = await hospital.newPage();
      await signInByName(hospital, account, person);
      await portal.goto('/');
      await acknowledgeDisclaimer(portal);
      const [opened] = await Promise.all([hospital.waitForEvent('page'), openLink(portal, first.name).click()]);
      await opened.close();
      await notice(portal).getByRole('checkbox').check();
      await notice(portal).getByRole('button', { name: texts.confirm }).click();
      await expect(openLink(portal, first.name)).toHaveCount(0);
      await hospital.close();

      await signInOperator(page, viewer);
      await page.goto(`${consoleBaseUrl()}/accounts/${account}`);
      await page.getByRole('link', { name: /^Read and understood/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Read and understood: ${account}` })).toBeVisible();
      const rowsOf = (name: string) =>
        page.getByRole('row').filter({ hasText: person.email }).filter({ hasText: name });
      await expect(rowsOf(first.name).filter({ hasText: 'Confirmed' })).toHaveCount(1);
      await expect(rowsOf(second.name).filter({ hasText: 'Outstanding' })).toHaveCount(1);
      await expectNoViolations(page);

      await page.getByLabel('Status').selectOption('Outstanding');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(rowsOf(first.name)).toHaveCount(0);
      await expect(rowsOf(second.name)).toHaveCount(1);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download the hospital’s report (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`acknowledgements-${account}.csv`);
      const csv = await readFile((await download.path()) as string, 'utf8');
      const lines = csv.split('\r\n');
      expect(lines[0]).toBe(
        'line,document,document_key,version,version_date,current_version,person,email,person_removed,status,confirmed_at',
      );
      const mine = lines.filter((csvLine) => csvLine.includes(person.email));
      expect(mine.find((csvLine) => csvLine.includes(`,${first.document},`))).toMatch(/,confirmed,\d{4}-\d{2}-\d{2}T/);
      expect(mine.find((csvLine) => csvLine.includes(`,${second.document},`))).toMatch(/,outstanding,$/);
    });
  });
});
