/**
 * Lighthouse figures of the pages people open most: `npm run bench:lighthouse -- [--runs 3]
 * [--form-factor mobile|desktop|both] [--save <folder>] [--site <built site folder>]`.
 *
 * Serves the built site and compiled content (`npm run build` first; this builds nothing; --site
 * serves another build, e.g. an older commit's, with the same content) with the real server as a
 * child process (temporary database, test mode: demo accounts and a cheap password hash),
 * launches Debian's Chromium through puppeteer-core and signs in as the demo account through the
 * login form. Lighthouse then measures, each in a new tab of that signed-in browser context, the
 * catalogue and, of the first product line, its home, first content list and implementation
 * overview; the login page is measured signed out, in a fresh context. Prints performance,
 * accessibility, best practices, SEO, CLS, LCP and TBT per page and form factor, each the median of
 * the runs, with Lighthouse's CPU benchmark index (throttling is simulated: a busy machine scores
 * low and inflates TBT). --save <folder> writes every report as JSON, for the Lighthouse viewer.
 * Never fails on scores.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Config, desktopConfig, type Flags, type Result } from 'lighthouse';
import type { Browser, BrowserContext } from 'puppeteer-core';
import { withServerAndBrowser } from './bench-browser';
import { type BenchPage, type BenchSite, benchSite, runsOption, signIn } from './bench-pages';
import { benchDirs, requireBuilt } from './bench-server';
import { categoryIds, type Figures, figuresOf, formatTable, medianFigures } from './lighthouse-table';

/** Lighthouse's own default is the mobile form factor with simulated 4× CPU and slow 4G. */
const formFactors: Record<string, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    'form-factor': { type: 'string', default: 'both' },
    save: { type: 'string' },
    site: { type: 'string' },
  },
});
const runs = runsOption(values.runs);
const wanted = values['form-factor'] === 'both' ? Object.keys(formFactors) : [values['form-factor'] ?? ''];
if (!wanted.every((name) => Object.hasOwn(formFactors, name))) {
  console.error('--form-factor must be mobile, desktop or both');
  process.exit(2);
}
requireBuilt({ content: true, site: values.site === undefined });

const flags: Flags = { logLevel: 'error', output: 'json', onlyCategories: [...categoryIds] };

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine; such a run is tried again. */
const attempts = 3;

/** Lighthouse on a new tab of the context, so each page is a first load in a tab that has done nothing else. */
async function measure(context: BrowserContext, url: string, formFactor: string): Promise<Result> {
  let failure = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const tab = await context.newPage();
    try {
      const result = await lighthouse(url, flags, formFactors[formFactor], tab);
      failure = result?.lhr.runtimeError?.message ?? (result ? '' : 'Lighthouse returned nothing');
      if (result && !failure) return result.lhr;
    } finally {
      await tab.close();
    }
    console.warn(`  ${url} (${formFactor}), attempt ${attempt} of ${attempts}: ${failure}`);
  }
  throw new Error(`${url} (${formFactor}): ${failure}`);
}

/** One run over every page in every wanted form factor: the login page in a fresh context, the rest signed in. */
async function runOnce(browser: Browser, origin: string, site: BenchSite): Promise<Map<string, Result>> {
  const reports = new Map<string, Result>();
  const signedOut = await browser.createBrowserContext();
  const signedIn = await browser.createBrowserContext();
  try {
    await signIn(await signedIn.newPage(), origin, site);
    for (const formFactor of wanted) {
      for (const page of site.pages) {
        const context = page.signedIn ? signedIn : signedOut;
        reports.set(keyOf(page, formFactor), await measure(context, `${origin}${page.path}`, formFactor));
      }
    }
  } finally {
    await signedOut.close();
    await signedIn.close();
  }
  return reports;
}

const keyOf = (page: BenchPage, formFactor: string) => `${page.label} ${formFactor}`;

function saveReports(folder: string, run: number, reports: Map<string, Result>): void {
  mkdirSync(folder, { recursive: true });
  for (const [key, report] of reports) {
    const name = `${key.replace(/[^a-z0-9]+/gi, '-')}-run${run}.json`;
    writeFileSync(join(folder, name), JSON.stringify(report));
  }
}

const site = benchSite(benchDirs.buildDir);
const env: Record<string, string> = values.site === undefined ? {} : { SITE_DIR: resolve(values.site) };
withServerAndBrowser(env, async (server, browser) => {
  console.log(`Server PID ${server.pid} on ${server.origin}; Chromium ${await browser.version()}.`);
  const figures = new Map<string, Figures[]>();
  let last = new Map<string, Result>();
  for (let run = 1; run <= runs; run++) {
    console.log(`Run ${run} of ${runs}: ${site.pages.length} pages × ${wanted.join(', ')}…`);
    last = await runOnce(browser, server.origin, site);
    for (const [key, report] of last) figures.set(key, [...(figures.get(key) ?? []), figuresOf(report)]);
    if (values.save) saveReports(values.save, run, last);
  }
  const rows = wanted.flatMap((formFactor) =>
    site.pages.map((page) => ({
      page: page.label,
      formFactor,
      figures: medianFigures(figures.get(keyOf(page, formFactor)) ?? []),
    })),
  );
  console.log(`\nLighthouse ${last.values().next().value?.lighthouseVersion ?? ''}, median of ${runs} run(s):\n`);
  console.log(formatTable(rows));
});
