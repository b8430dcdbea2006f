/**
 * The maintainer's live preview: `npm run dev` (scripts/dev.ts) on a copy of the content, on
 * ports of its own (the shared server of playwright.config.ts stays untouched). A save shows in
 * the open page without a reload, keeping its address and scroll position; a file that is not
 * JSON shows Vite's overlay with its file, line and column and the code frame; the fix clears the
 * overlay and shows the new text. Restarting `npm run dev` brings an open tab back on its page:
 * Vite's client reloads it once the port answers, which must not be before the API server does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/dev/api-server';
import { acknowledgeDisclaimer, repoRoot, signIn, watchConsole } from './testing/portal-browser';

const sectionFile = join('products', 'ivenix', 'sections', 'quick-tips.json');
const pagePath = '/ivenix/internal/using-the-pump/quick-tips';
/** Waits for the watcher, the compiler, the server and the page on a busy machine; each is a condition, not a pause. */
const liveTimeout = { timeout: 20_000 };

let workDir = '';
let origin = '';
let dev: DevProcess | undefined;

interface DevProcess {
  child: ChildProcess;
  /** Everything it has printed so far. */
  log: () => string;
  /** Resolves once it prints that the portal is ready; rejects if it exits first or takes over 90 s. */
  ready: Promise<void>;
}

/**
 * `npm run dev` as a maintainer runs it in a terminal: in a process group of its own, so that
 * stopDev's Ctrl+C reaches it and the API server it forks, and nothing else on the machine.
 */
function startDev(): DevProcess {
  const { NODE_ENV: _playwrightMode, ...env } = process.env;
  const child = spawn(process.execPath, ['scripts/run.mjs', 'scripts/dev.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      PORT: new URL(origin).port,
      CONTENT_DIR: join(workDir, 'content'),
      CONTENT_BUILD_DIR: join(workDir, 'build'),
      DATABASE_PATH: join(workDir, 'portal.sqlite'),
    },
  });
  let log = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev was not ready in 90 s:\n${log}`)), 90_000);
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        const address = /Portal ready in \d+ ms: open (http:\S+?)\/? /.exec(log)?.[1];
        if (!address) return;
        // Vite takes the next port when another process got PORT first; the maintainer opens what it prints.
        origin = address;
        clearTimeout(timer);
        resolve();
      });
    }
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run dev exited (code ${code}):\n${log}`));
    });
  });
  ready.catch(() => undefined); // awaited by whoever needs it ready
  return { child, log: () => log, ready };
}

/** Ctrl+C to its process group, as in the terminal; a hang must not leave Vite or the API server running. */
async function stopDev({ child }: DevProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  const group = -child.pid;
  process.kill(group, 'SIGINT');
  const kill = setTimeout(() => process.kill(group, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(kill);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  workDir = mkdtempSync(join(tmpdir(), 'portal-dev-loop-'));
  cpSync(join(repoRoot, 'content'), join(workDir, 'content'), { recursive: true });
  origin = `http://127.0.0.1:${await freePort()}`;
  dev = startDev();
  await dev.ready;
});

test.afterEach(async () => {
  const devLog = dev?.log() ?? '';
  await test.info().attach('npm run dev log', { body: devLog, contentType: 'text/plain' });
  // The figures a maintainer feels: start-up, revalidation and edit-to-screen times.
  for (const line of devLog.split('\n').filter((text) => /ready in|revalidated in|on screen/.test(text))) {
    console.log(line.trim());
  }
});

test.afterAll(async () => {
  if (dev) await stopDev(dev);
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
  await expect.poll(() => dev?.log(), liveTimeout).toMatch(/quick-tips\.json: on screen \d+ ms after the save/);

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

  const fixed = 'Quick tips, fixed after a broken save.';
  writeFileSync(file, original.replace(JSON.stringify(message), JSON.stringify(fixed)));
  await expect(overlay).toHaveCount(0, liveTimeout);
  await expect(late.locator('vite-error-overlay')).toHaveCount(0, liveTimeout);
  await expect(late.getByText(fixed)).toBeVisible(liveTimeout);
  await late.close();
  await expect(page.getByText(fixed)).toBeVisible(liveTimeout);
  await expectSamePage();
  // The browser asks for a favicon the site does not have; anything else logged is a fault.
  expect(problems.filter((problem) => !problem.includes('/favicon.ico'))).toEqual([]);
  await context.close();
});

test('restarting npm run dev brings the open tab back on its page, with no 502 on the way', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 600 } });
  const page = await context.newPage();
  await signIn(page, 'demo');
  await page.goto(pagePath);
  await acknowledgeDisclaimer(page);
  // Whatever the content test left in the file: this test reads it rather than depending on that one.
  const { message } = JSON.parse(readFileSync(join(workDir, 'content', sectionFile), 'utf8')) as { message: string };
  await expect(page.getByText(message)).toBeVisible();

  const badGateway: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 502) badGateway.push(`${response.request().method()} ${response.url()}`);
  });
  const failed = page.getByRole('heading', { name: 'Something went wrong' });
  // Gone once Vite's client has reloaded the tab, which it does as soon as the dev server answers again.
  await page.evaluate(() => {
    (window as { devLoopMark?: string }).devLoopMark = 'before the restart';
  });
  const reloaded = page.waitForEvent('load', { timeout: 120_000 });

  const previous = dev;
  if (previous) {
    await stopDev(previous);
    await test
      .info()
      .attach('npm run dev log, before the restart', { body: previous.log(), contentType: 'text/plain' });
  }
  const restartedAt = performance.now();
  dev = startDev();
  const readyMs = dev.ready.then(() => Math.round(performance.now() - restartedAt));
  await reloaded;
  // Either way the tab settles: on its page, or on the error panel (the API answered 502 before it was up).
  await expect(page.getByText(message).or(failed).first()).toBeVisible(liveTimeout);
  const backMs = Math.round(performance.now() - restartedAt);
  console.log(
    `dev restart: the tab settled ${backMs} ms after the restart (npm run dev ready after ${await readyMs} ms); ` +
      `502 answers: ${badGateway.length}`,
  );

  expect(badGateway).toEqual([]);
  await expect(failed).toHaveCount(0);
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(`${origin}${pagePath}`);
  expect(await page.evaluate(() => (window as { devLoopMark?: string }).devLoopMark)).toBeUndefined();
  await context.close();
});
