/**
 * What loading the pages people open most costs a slow phone's main thread:
 * `npm run bench:main-thread -- [--runs 5] [--site <built site folder>]`.
 *
 * Serves the compiled content and the built site (`npm run build` first; --site measures another
 * build, e.g. one of an older commit, against the same content) with the real server, signs in as
 * the demo account, and loads the login page (signed out), the catalogue and the first product
 * line's home, first content list and implementation overview, each in a new phone-sized tab with
 * the CPU slowed 4× (Lighthouse's mobile factor), recording a Chrome trace until the network is
 * idle. Prints per page the medians over the runs of: the main thread's CPU time, its CPU time
 * beyond 50 ms per task (blocking that a busy machine cannot inflate, unlike Lighthouse's
 * simulated TBT), the same in wall time, and the longest task. Prints; never fails on figures.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext } from 'puppeteer-core';
import { median } from '../../engine/node/figures/median';
import { withServerAndBrowser } from './bench-browser';
import { type BenchPage, benchSite, runsOption, signIn } from './bench-pages';
import { benchDirs, requireBuilt } from './bench-server';
import { type MainThreadFigures, mainThreadCategories, mainThreadFigures } from './main-thread-figures';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    site: { type: 'string' },
  },
});
const runs = runsOption(values.runs);
requireBuilt({ content: true, site: values.site === undefined });

/** Lighthouse's mobile CPU slowdown and a Pixel 7's screen. */
const cpuSlowdown = 4;
const phone = { width: 412, height: 915, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };

async function loadOnce(context: BrowserContext, url: string): Promise<MainThreadFigures> {
  const tab = await context.newPage();
  try {
    await tab.setViewport(phone);
    const cdp = await tab.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await tab.tracing.start({ categories: mainThreadCategories });
    await tab.goto(url, { waitUntil: 'networkidle0' });
    const trace = await tab.tracing.stop();
    if (!trace) throw new Error(`No trace of ${url}`);
    return mainThreadFigures(trace);
  } finally {
    await tab.close();
  }
}

function formatRow(page: BenchPage, figures: MainThreadFigures[]): string {
  const of = (pick: (f: MainThreadFigures) => number) => median(figures.map(pick)).toFixed(0).padStart(9);
  return [
    page.label.padEnd(24),
    of((f) => f.cpuMs),
    of((f) => f.cpuBlockingMs),
    of((f) => f.wallBlockingMs),
    of((f) => f.longestTaskMs),
  ].join('  ');
}

const site = benchSite(benchDirs.buildDir);
const env: Record<string, string> = values.site === undefined ? {} : { SITE_DIR: resolve(values.site) };
withServerAndBrowser(env, async (server, browser) => {
  console.log(
    `Server PID ${server.pid} on ${server.origin}; ${runs} load(s) of each page, CPU slowed ${cpuSlowdown}×…`,
  );
  const signedOut = await browser.createBrowserContext();
  const signedIn = await browser.createBrowserContext();
  await signIn(await signedIn.newPage(), server.origin, site);
  const rows: string[] = [];
  for (const page of site.pages) {
    const figures: MainThreadFigures[] = [];
    for (let run = 0; run < runs; run++) {
      figures.push(await loadOnce(page.signedIn ? signedIn : signedOut, `${server.origin}${page.path}`));
    }
    rows.push(formatRow(page, figures));
  }
  console.log(`\nMain thread per page load, median of ${runs} (ms):\n`);
  console.log(
    `${'page'.padEnd(24)}  ${['CPU', 'CPU block', 'wall block', 'longest'].map((h) => h.padStart(9)).join('  ')}`,
  );
  for (const row of rows) console.log(row);
});
