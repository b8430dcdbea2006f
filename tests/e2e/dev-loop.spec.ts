/**
 * The maintainer's live preview: `npm run dev` (scripts/dev.ts) on a copy of the content, on
 * ports of its own (the shared server of playwright.config.ts stays untouched). A save shows in
 * the open page without a reload, keeping its address and scroll position; a file that is not
 * JSON shows Vite's overlay with its file, line and column and the code frame; the fix clears the
 * overlay and shows the new text.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/dev/api-server';
import { acknowledgeDisclaimer, repoRoot, signIn, watchConsole } from './helpers';

const sectionFile = join('products', 'ivenix', 'sections', 'quick-tips.json');
const pagePath = '/ivenix/internal/using-the-pump/quick-tips';
/** Waits for the watcher, the compiler, the server and the page on a busy machine; each is a condition, not a pause. */
const liveTimeout = { timeout: 20_000 };

let workDir = '';
let dev: ChildProcess | undefined;
let devLog = '';
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  workDir = mkdtempSync(join(tmpdir(), 'portal-dev-loop-'));
  cpSync(join(repoRoot, 'content'), join(workDir, 'content'), { recursive: true });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const { NODE_ENV: _playwrightMode, ...env } = process.env;
  dev = spawn(process.execPath, ['scripts/run.mjs', 'scripts/dev.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      PORT: String(port),
      CONTENT_DIR: join(workDir, 'content'),
      CONTENT_BUILD_DIR: join(workDir, 'build'),
      DATABASE_PATH: join(workDir, 'portal.sqlite'),
    },
  });
  const child = dev;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev was not ready in 90 s:\n${devLog}`)), 90_000);
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        devLog += chunk.toString();
        if (!/Portal ready in \d+ ms/.test(devLog)) return;
        clearTimeout(timer);
        resolve();
      });
    }
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run dev exited (code ${code}):\n${devLog}`));
    });
  });
});

test.afterEach(async () => {
  await test.info().attach('npm run dev log', { body: devLog, contentType: 'text/plain' });
  // The figures a maintainer feels: start-up, revalidation and edit-to-screen times.
  for (const line of devLog.split('\n').filter((text) => /ready in|revalidated in|on screen/.test(text))) {
    console.log(line.trim());
  }
});

test.afterAll(async () => {
  const child = dev;
  if (child?.pid && child.exitCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    // Ctrl+C stops Vite and the API server; a hang must not leave them running after the suite.
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(kill);
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('a content save shows in the open page; invalid JSON shows the overlay until it is fixed', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 600 } });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await signIn(page, 'demo');
  await page.goto(pagePath);
  await acknowledgeDisclaimer(page);

  const file = join(workDir, 'content', sectionFile);
  const original = readFileSync(file, 'utf8');
  const message = (JSON.parse(original) as { message: string }).message;
  await expect(page.getByText(message)).toBeVisible();

  // The page scrolled down, and a mark that only survives if the document is never reloaded.
  await page.evaluate(() => {
    window.scrollTo(0, 300);
    (window as { devLoopMark?: string }).devLoopMark = 'same document';
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  const expectSamePage = async () => {
    await expect(page).toHaveURL(`${origin}${pagePath}`);
    expect(await page.evaluate(() => (window as { devLoopMark?: string }).devLoopMark)).toBe('same document');
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
  };

  const edited = 'Quick tips, edited on disk and shown live.';
  writeFileSync(file, original.replace(JSON.stringify(message), JSON.stringify(edited)));
  await expect(page.getByText(edited)).toBeVisible(liveTimeout);
  await expect(page.getByText(message)).toHaveCount(0);
  await expectSamePage();
  await expect.poll(() => devLog, liveTimeout).toMatch(/quick-tips\.json: on screen \d+ ms after the save/);

  // The opening quote of the message's value removed: the value starts where the parser stops.
  const broken = original.replace(`"message": "`, `"message": `);
  const messageLine = original.split('\n').findIndex((line) => line.includes('"message"'));
  const column = (original.split('\n')[messageLine] ?? '').indexOf('"message": ') + '"message": '.length + 1;
  writeFileSync(file, broken);
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay.locator('.message-body')).toContainText(
    `${sectionFile.split('\\').join('/')}:${messageLine + 1}:${column}`,
    liveTimeout,
  );
  await expect(overlay.locator('.frame')).toContainText(`> ${messageLine + 1} |`);
  // The page underneath keeps the last valid content.
  await expect(page.getByText(edited)).toBeAttached();
  // A page opened while the content is invalid shows the errors too.
  const late = await context.newPage();
  await late.goto(pagePath);
  await expect(late.locator('vite-error-overlay .message-body')).toContainText('quick-tips.json:', liveTimeout);
  await late.close();

  const fixed = 'Quick tips, fixed after a broken save.';
  writeFileSync(file, original.replace(JSON.stringify(message), JSON.stringify(fixed)));
  await expect(overlay).toHaveCount(0, liveTimeout);
  await expect(page.getByText(fixed)).toBeVisible(liveTimeout);
  await expectSamePage();
  // The browser asks for a favicon the site does not have; anything else logged is a fault.
  expect(problems.filter((problem) => !problem.includes('/favicon.ico'))).toEqual([]);
  await context.close();
});
