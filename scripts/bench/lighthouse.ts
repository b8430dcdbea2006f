/**
 * Lighthouse, mobile, on the pages people open most: `npm run bench:lighthouse -- [--runs 3]
 * [--save <folder for the JSON reports>] [--site <another built site, e.g. an older commit's>]`.
 * How: docs/PERFORMANCE.md, "Lighthouse". Never fails on scores.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import type { BrowserContext } from 'puppeteer-core';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import { benchSite, signIn, withServerAndBrowser } from './browser-bench';
import { built, requireBuild } from './built';
import { categoryIds, type Figures, figuresOf, formatTable } from './lighthouse-table';
import { readOptions } from './options';

const options = readOptions({ runs: [1, 1] }, ['save', 'site']);
const siteDir = resolve(options.site ?? built.siteDir);
requireBuild([join(built.buildDir, buildLayout.files), join(siteDir, 'index.html')]);

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine; such a run is tried again. */
const attempts = 3;

/** Lighthouse on a new tab of the context, so each page is a first load in a tab that has done nothing else. */
async function measure(context: BrowserContext, url: string): Promise<Result> {
  let failure = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const tab = await context.newPage();
    try {
      const result = await lighthouse(url, { logLevel: 'error', onlyCategories: [...categoryIds] }, undefined, tab);
      failure = result?.lhr.runtimeError?.message ?? (result ? '' : 'Lighthouse returned nothing');
      if (result && !failure) return result.lhr;
    } finally {
      await tab.close();
    }
    console.warn(`  ${url}, attempt ${attempt} of ${attempts}: ${failure}`);
  }
  throw new Error(`${url}: ${failure}`);
}

const site = benchSite();
withServerAndBrowser({ SITE_DIR: siteDir }, async (origin, browser) => {
  const runs = new Map(site.pages.map((page) => [page, [] as Figures[]]));
  let version = '';
  for (let run = 1; run <= options.runs; run++) {
    console.log(`Run ${run} of ${options.runs}: ${site.pages.length} pages…`);
    const signedOut = await browser.createBrowserContext();
    const signedIn = await browser.createBrowserContext();
    await signIn(await signedIn.newPage(), origin, site);
    for (const [page, figures] of runs) {
      const report = await measure(page.signedIn ? signedIn : signedOut, `${origin}${page.path}`);
      version = report.lighthouseVersion;
      figures.push(figuresOf(report));
      if (options.save) {
        mkdirSync(options.save, { recursive: true });
        writeFileSync(
          join(options.save, `${page.label.replace(/[^a-z0-9]+/gi, '-')}-run${run}.json`),
          JSON.stringify(report),
        );
      }
    }
    await Promise.all([signedOut.close(), signedIn.close()]);
  }
  console.log(`\nLighthouse ${version}, mobile, median of ${options.runs} run(s):\n`);
  console.log(formatTable([...runs].map(([page, figures]) => ({ page: page.label, runs: figures }))));
});
