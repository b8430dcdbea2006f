/**
 * A phone on a ward's Wi-Fi (400 kbps, 400 ms round trip, 4× slower CPU, empty cache), throttled
 * through the DevTools protocol: `npm run bench:phone -- [--runs 3]`. What it times and how:
 * docs/PERFORMANCE.md, "A phone on a ward's Wi-Fi". Never fails on a figure.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { median } from '../../engine/compiler/figures/median';
import { loginPath } from '../../engine/shared/routes/login-path';
import { type BenchSite, benchSite, signIn, withServerAndBrowser } from './browser-bench';
import { requireBuild } from './built';
import { readOptions } from './options';

const { runs } = readOptions({ runs: [3, 1] });
requireBuild();

const bytesPerSecond = (400 * 1000) / 8;
const wardWifi = { offline: false, latency: 400, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond };
const cpuSlowdown = 4;
const phone = { width: 412, height: 915, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };

/** A fresh tab with the phone's screen, the ward's network and the slow CPU, its cache emptied. */
async function slowTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await tab.setViewport(phone);
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', wardWifi);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return tab;
}

/** ms from the navigation's start (the page's own clock) until `ready` holds in the page, polled every 50 ms. */
async function untilReady(tab: Page, ready: string, arg: string): Promise<number> {
  const handle = await tab.waitForFunction(
    `(() => { const arg = ${JSON.stringify(arg)}; return (${ready}) && performance.now(); })()`,
    { polling: 50, timeout: 120_000 },
  );
  return Number(await handle.jsonValue());
}

const passwordTakesInput = `(() => {
  const field = document.querySelector('input[type=password]');
  return field !== null && !field.disabled && !field.readOnly && field.getClientRects().length > 0;
})()`;
/** A row of the list: a link to one of its pages or to a document. */
const rowSelector = (list: string) =>
  `main a[href^="${list}/"], main a[href^="/public/"], main a[href^="/secure-download"]`;
const rowShows = `[...document.querySelectorAll(arg)].some((row) => row.getClientRects().length > 0)`;
/** The home's own links are drawn, the list's rows gone. */
const homeShows = (list: string) =>
  `location.pathname === arg && document.querySelector(${JSON.stringify(rowSelector(list))}) === null && document.querySelector('main a[href]') !== null`;

interface Run {
  login: number;
  deepLink: number;
  move: number;
}

async function runOnce(browser: Browser, origin: string, site: BenchSite): Promise<Run> {
  const [list, home] = [site.list.path, site.home.path];
  const signedOut = await browser.createBrowserContext();
  const signedIn = await browser.createBrowserContext();
  try {
    const loginTab = await slowTab(signedOut);
    await loginTab.goto(`${origin}${loginPath}`, { waitUntil: 'domcontentloaded' });
    const login = await untilReady(loginTab, passwordTakesInput, '');
    await loginTab.locator('input[type=password]').fill('x');

    await signIn(await signedIn.newPage(), origin, site);
    const tab = await slowTab(signedIn);
    await tab.goto(`${origin}${list}`, { waitUntil: 'domcontentloaded' });
    const deepLink = await untilReady(tab, rowShows, rowSelector(list));

    // The header's link is folded away on a phone; the breadcrumb's is the one a thumb reaches.
    const links = await tab.$$(`a[href="${home}"]`);
    const shown = await Promise.all(links.map((link) => link.boundingBox()));
    const link = links[shown.findIndex((box) => box !== null)];
    if (!link) throw new Error(`The list shows no link to ${home}.`);
    const clickedAt = Number(await tab.evaluate(() => performance.now()));
    await link.click();
    const move = (await untilReady(tab, homeShows(list), home)) - clickedAt;
    return { login, deepLink, move };
  } finally {
    await Promise.all([signedOut.close(), signedIn.close()]);
  }
}

const site = benchSite();
withServerAndBrowser({}, async (origin, browser) => {
  console.log(`400 kbps, 400 ms round trip, CPU ${cpuSlowdown}× slower, empty cache; ${runs} run(s)…`);
  const results: Run[] = [];
  for (let run = 1; run <= runs; run++) results.push(await runOnce(browser, origin, site));
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const line = (label: string, pick: (run: Run) => number) => {
    const all = results.map(pick);
    console.log(`  ${label.padEnd(44)} ${seconds(median(all)).padStart(6)} s   (${all.map(seconds).join(', ')})`);
  };
  console.log('\nMedian (each run):');
  line(`login page usable (${loginPath})`, (run) => run.login);
  line(`cold deep link, signed in (${site.list.path.split('/').at(-1)})`, (run) => run.deepLink);
  line('in-app move to the line’s home', (run) => run.move);
});
