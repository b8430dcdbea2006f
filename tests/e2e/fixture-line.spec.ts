/**
 * Adding a product line needs no code: a copy of content/ gets the fixture
 * product line of tests/fixtures/content (product, brand sections, images, files, secure files,
 * training) and its name in site.json, nothing else. It is compiled with the ordinary compiler and
 * served by a second, ordinary server process; the browser then finds the new line in the
 * catalogue of an account permitted for it and follows its routes to a real PDF.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { guardNetwork, repoRoot, watchConsole } from './testing/portal-browser';

const fixtureContent = join(repoRoot, 'tests', 'fixtures', 'content');
const fixtureProduct = JSON.parse(
  readFileSync(join(fixtureContent, 'products', 'demo-pump', 'product.json'), 'utf8'),
) as {
  title: string;
  pathPrefix: string;
  homePath: string;
};
/** Everything the fixture line brings, relative to a content folder. */
const fixtureParts = [
  'products/demo-pump',
  'brands/acme',
  'images/cards/demo.svg',
  'images/logos/demo.svg',
  'images/icons',
  'images/implementation',
  'images/instructions',
  'files/demo',
  'files/acme',
  'secure/demo',
  'secure/acme',
  'training/acme',
];

// Another port than the shared server's, derived from it so parallel runs on other ports do not clash.
const port = Number(process.env.E2E_FIXTURE_PORT ?? Number(process.env.E2E_PORT ?? 18_080) + 101);
const origin = `http://127.0.0.1:${port}`;

let workDir = '';
let server: ChildProcess | undefined;
let serverOutput = '';

async function waitForServer(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`the fixture server exited:\n${serverOutput}`);
    try {
      if ((await fetch(`${origin}/api/site`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the fixture server did not answer on ${origin} within ${timeoutMs} ms:\n${serverOutput}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  workDir = mkdtempSync(join(tmpdir(), 'portal-fixture-line-'));
  const contentDir = join(workDir, 'content');
  const buildDir = join(workDir, 'build');
  cpSync(join(repoRoot, 'content'), contentDir, { recursive: true });
  for (const part of fixtureParts) {
    mkdirSync(dirname(join(contentDir, part)), { recursive: true });
    // Adding the line must not replace any file of the demo content.
    cpSync(join(fixtureContent, part), join(contentDir, part), { recursive: true, force: false, errorOnExist: true });
  }
  const siteFile = join(contentDir, 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { products: string[] };
  site.products.push('demo-pump');
  writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);

  const env = { ...process.env, CONTENT_DIR: contentDir, CONTENT_BUILD_DIR: buildDir };
  execFileSync('npx', ['tsx', 'scripts/compile-content.ts'], { cwd: repoRoot, env, stdio: 'pipe' });

  // A server left on this port (another run) would answer in place of ours: refuse to go on.
  const busy = await fetch(`${origin}/api/site`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`${origin} already answers: set E2E_FIXTURE_PORT to a free port`);
  server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_DIR: join(repoRoot, 'build', 'site'),
      DATABASE_PATH: join(workDir, 'db.sqlite'),
      NODE_ENV: 'development',
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    serverOutput += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    serverOutput += chunk.toString();
  });
  await waitForServer(60_000);
});

test.afterAll(async () => {
  const child = server;
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGKILL');
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('a fixture product line added as content only shows in the catalogue and works', async ({ page }) => {
  const offMachine = await guardNetwork(page);
  const problems = watchConsole(page);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`${origin}/login`);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();

  // demo may open every model of the compiled catalogue: the six lines and the new one.
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: fixtureProduct.title }) });
  await expect(card).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveCount(7);
  await expect(card.getByRole('img')).toBeVisible();
  await card.getByRole('link', { name: /LEARN MORE/ }).click();

  const home = `${fixtureProduct.pathPrefix}/${fixtureProduct.homePath}`;
  await expect(page).toHaveURL(`${origin}${home}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixtureProduct.title);
  await expect(page.getByText('Welcome to the demo pump resources.')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: '01 Using the Pump' })).toBeVisible();
  await main.getByRole('link', { name: 'Quick Tips' }).click();

  await expect(page).toHaveURL(`${origin}${fixtureProduct.pathPrefix}/internal/using/quick-tips`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Tips');
  await expect(page.getByText('Tips for the Acme test pump.')).toBeVisible();
  await expect(page.getByText('Content updated May 05, 2025')).toBeVisible();
  const guide = main.getByRole('link', { name: /Acme setup guide/ });
  await expect(guide).toHaveAttribute('href', '/public/acme/setup-guide.pdf');
  const pdf = await page.request.get(`${origin}/public/acme/setup-guide.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The secure file and the training package of the line are delivered too.
  const secure = await page.request.get(`${origin}/secure-download?file=acme%2Fcompatibility.pdf`);
  expect(secure.status()).toBe(200);
  expect((await secure.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await page.request.get(`${origin}/public/training/acme/course/index.html`)).status()).toBe(200);

  // The route document leads back home, and the group route forwards to its default child.
  await main.getByRole('link', { name: 'Back home' }).click();
  await expect(page).toHaveURL(`${origin}${home}`);
  await page.goto(`${origin}${fixtureProduct.pathPrefix}/internal/using`);
  await expect(page).toHaveURL(`${origin}${fixtureProduct.pathPrefix}/internal/using/quick-tips`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Tips');

  // The sanitiser ran on the line's raw HTML: nothing of the script or handlers survives.
  await expect(page.getByText('Safe text')).toBeVisible();
  expect(dialogs).toEqual([]);

  expect(offMachine).toEqual([]);
  expect(problems).toEqual([]);
});
