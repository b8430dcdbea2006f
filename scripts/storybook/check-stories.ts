/**
 * Opens every story of the static Storybook build (`npm run build-storybook` first) as a designer's
 * browser would: `npm run test:storybook [-- --port N] [--only <text in story ids>]`.
 *
 * Serves build/storybook with a plain static server (no Vite, no repository behind it: what a static
 * host would serve), opens each story's iframe in Debian's Chromium at the size the story asks for
 * and waits for Storybook's own word that the story finished. A story fails when any request of its
 * page to the static host is answered 4xx/5xx or does not arrive (another origin, such as a hosted
 * video player a story embeds, is the content's address and no part of the build) (a missing static folder, an asset path that only the
 * dev server resolves), when the page throws, when the story itself errors (render, play function,
 * or a report such as the a11y addon's) or when it never finishes. Prints each failure with its
 * causes, then `N passed, N failed`, and exits non-zero on any failure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium';
import { serveStatic } from './static-server';
import { recordChannel, type StoryReport } from './story-report';
import { type StorySize, storySizes } from './story-sizes';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.STORYBOOK_CHECK_PORT ?? '0' },
    only: { type: 'string' },
    dir: { type: 'string', default: 'build/storybook' },
  },
});

/** Stories open this many at a time: the machine has two cores, and each page runs axe. */
const parallelPages = 2;
/** How long one story may take to finish on a busy machine, axe included. */
const storyTimeoutMs = 60_000;
/** Storybook's own frame size when the toolbar picks none. */
const defaultSize: StorySize = { width: 1280, height: 800 };

interface StoryOutcome {
  id: string;
  problems: string[];
}

/** The violations a failed a11y report names, one line each. */
function a11yViolations(result: unknown): string[] {
  const violations = (result as { violations?: { id: string; nodes: { target: unknown }[] }[] } | undefined)
    ?.violations;
  return (violations ?? []).map((v) => `a11y ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/** What went wrong, as Storybook reported it. */
function problemsReported(report: StoryReport | undefined): string[] {
  if (!report) return [`did not finish within ${storyTimeoutMs / 1000} s`];
  const problems = [...report.errors];
  for (const reporter of report.finished?.reporters ?? []) {
    if (reporter.status !== 'failed') continue;
    const lines = reporter.type === 'a11y' ? a11yViolations(reporter.result) : [];
    problems.push(...(lines.length > 0 ? lines : [`${reporter.type} report failed`]));
  }
  if (report.finished?.status === 'error' && problems.length === 0) problems.push('the story errored');
  return problems;
}

async function checkStory(page: Page, origin: string, id: string): Promise<StoryOutcome> {
  const problems: string[] = [];
  const ofTheBuild = (url: string) => new URL(url).origin === origin;
  page.on('response', (response) => {
    if (ofTheBuild(response.url()) && response.status() >= 400) {
      problems.push(`HTTP ${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    if (!ofTheBuild(request.url())) return;
    problems.push(`request failed ${request.url()}: ${request.failure()?.errorText ?? 'unknown'}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  const report = await page
    .waitForFunction(
      () => {
        const seen = (window as { __storyReport?: StoryReport }).__storyReport;
        return seen && (seen.finished || seen.errors.length > 0) ? seen : undefined;
      },
      undefined,
      { timeout: storyTimeoutMs, polling: 100 },
    )
    .then((handle) => handle.jsonValue() as Promise<StoryReport>)
    .catch(() => undefined);
  problems.push(...problemsReported(report));
  return { id, problems };
}

async function checkAll(browser: Browser, origin: string, ids: string[]): Promise<StoryOutcome[]> {
  const context = await browser.newContext({ viewport: defaultSize });
  const sizes = await context.newPage().then(async (page) => {
    try {
      return await storySizes(page, origin, ids, storyTimeoutMs);
    } finally {
      await page.close();
    }
  });
  await context.addInitScript({ content: recordChannel });
  const outcomes = new Map<string, StoryOutcome>();
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      // A fresh page each time: a story's listeners, timers and storage never reach the next one.
      const page = await context.newPage();
      try {
        await page.setViewportSize(sizes.get(id) ?? defaultSize);
        const outcome = await checkStory(page, origin, id);
        outcomes.set(id, outcome);
        if (outcome.problems.length > 0) console.log(`✗ ${id}`);
      } finally {
        await page.close();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: parallelPages }, worker));
  } finally {
    await context.close();
  }
  return ids.flatMap((id) => outcomes.get(id) ?? []);
}

/** A problem's first line, short enough to read in a list (a play function's message quotes the whole DOM). */
function headline(problem: string): string {
  const first = problem.split('\n', 1)[0] ?? '';
  return first.length > 300 ? `${first.slice(0, 300)}…` : first;
}

async function main(): Promise<number> {
  const indexPath = join(values.dir, 'index.json');
  if (!existsSync(indexPath)) {
    console.error(`${indexPath} is missing: run \`npm run build-storybook\` first.`);
    return 2;
  }
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as {
    entries: Record<string, { id: string; type: string }>;
  };
  const ids = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && (!values.only || entry.id.includes(values.only)))
    .map((entry) => entry.id);
  if (ids.length === 0) {
    console.error('No story to check.');
    return 2;
  }
  const server = await serveStatic(values.dir, Number(values.port));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    console.log(`Opening ${ids.length} stories of ${values.dir} at ${server.origin}`);
    const outcomes = await checkAll(browser, server.origin, ids);
    const failed = outcomes.filter((outcome) => outcome.problems.length > 0);
    if (failed.length > 0) console.log('\nFailures:');
    for (const { id, problems } of failed) {
      console.log(`✗ ${id}`);
      for (const problem of new Set(problems.map(headline))) console.log(`    ${problem}`);
    }
    console.log(`${outcomes.length - failed.length} passed, ${failed.length} failed`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
    await server.close();
  }
}

process.exitCode = await main();
