/**
 * E-mail updates of safety notices, as a person meets them: the public form (axe-clean, in English
 * and Spanish, no JavaScript needed), the confirmation e-mail read from the demo mail folder, the
 * link that confirms, then a new notice deployed (a server started again with content that has
 * it) mailed at once, and its unsubscribe link. The spec runs its own servers in demo mode without
 * SMTP_URL, on one database, so it controls when the notice appears.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type ServerProcess, startServerProcess } from '../../server/testing/server-process';
import { contentBuildDir, repoRoot } from './testing/portal-browser';

// Made when the test starts: Playwright also loads this file where it only lists the tests.
let work = '';
const mailDir = () => join(work, 'mail');

/** The compiled demo content as it was before its notice: the same build with every notice taken out. */
function buildWithoutNotices(): string {
  const dir = join(work, 'content-before');
  cpSync(contentBuildDir, dir, { recursive: true });
  for (const folder of [join(dir, 'products'), join(dir, 'es', 'products')])
    for (const name of readdirSync(folder)) {
      const file = join(folder, name);
      const compiled = JSON.parse(readFileSync(file, 'utf8'));
      delete compiled.product.notices;
      writeFileSync(file, JSON.stringify(compiled));
    }
  const index = JSON.parse(readFileSync(join(dir, 'notices.json'), 'utf8'));
  for (const lines of Object.values(index.languages) as { notices: unknown[] }[][])
    for (const line of lines) line.notices = [];
  writeFileSync(join(dir, 'notices.json'), JSON.stringify(index));
  return dir;
}

const start = (buildDir: string) =>
  startServerProcess({
    contentDir: join(repoRoot, 'content'),
    buildDir,
    siteDir: join(repoRoot, 'build', 'site'),
    databasePath: join(work, 'portal.sqlite'),
    startTimeoutMs: 60_000,
    // Demo mode without SMTP_URL: every message goes to MAIL_DIR.
    env: { NODE_ENV: 'development', SCRYPT_COST: '', MAIL_DIR: mailDir(), ADMIN_PORT: '0' },
  });

/** The messages of a kind written so far, read as text (quoted-printable decoded, headers unfolded). */
function mails(kind: 'confirmation' | 'notice'): { headers: string; body: string }[] {
  let names: string[] = [];
  try {
    names = readdirSync(mailDir()).filter((name) => name.endsWith(`-${kind}.eml`));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const raw = readFileSync(join(mailDir(), name), 'utf8');
    const [headers = '', ...body] = raw.split('\r\n\r\n');
    const text = body
      .join('\r\n\r\n')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return { headers: headers.replace(/\r\n[ \t]+/g, ' '), body: Buffer.from(text, 'latin1').toString('utf8') };
  });
}

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

let server: ServerProcess | undefined;
test.beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'notice-mail-e2e-'));
});
test.afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('subscribe, confirm from the e-mail, get a new notice at once and unsubscribe', async ({ page }) => {
  test.setTimeout(180_000);
  const address = `ada-${Date.now()}@hospital.example`;
  server = await start(buildWithoutNotices());
  const { origin } = server;

  await page.goto(`${origin}/eifu/infusion-pump/en/subscribe`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail updates: Infusion Pump System');
  await expectAxeClean(page);
  await page.getByLabel('Your e-mail address').fill(address);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('we have sent it a link to confirm')).toBeVisible();

  await expect.poll(() => mails('confirmation').length, { timeout: 30_000 }).toBe(1);
  const [confirmation] = mails('confirmation');
  expect(confirmation?.headers).toContain(`To: ${address}`);
  const confirmLink = confirmation?.body.match(/http\S+\/subscribe\/confirm\?token=\S+/)?.[0] ?? '';
  await page.goto(confirmLink.replace(/^http:\/\/[^/]+/, origin));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
  await server.stop();

  // The field safety notice is deployed: the server starts with content that has it.
  server = await start(contentBuildDir);
  await expect.poll(() => mails('notice').length, { timeout: 30_000 }).toBe(1);
  const [notice] = mails('notice');
  expect(notice?.headers).toContain(
    'Subject: Field safety notice: Downstream occlusion alarm may sound late at low rates',
  );
  expect(notice?.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(notice?.body).toContain('04056869000015');
  const unsubscribe = notice?.headers.match(/List-Unsubscribe: <([^>]+)>/)?.[1] ?? '';
  expect(notice?.body).toContain(unsubscribe);

  await page.goto(unsubscribe.replace(/^http:\/\/[^/]+/, server.origin));
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribed');

  // The Spanish form, for the same line.
  await page.goto(`${server.origin}/eifu/infusion-pump/es/subscribe`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Suscribirse' })).toBeVisible();
  await expectAxeClean(page);
});
