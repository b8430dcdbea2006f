/**
 * The crawler: every route of every compiled product line, taken from the
 * manifests in build/content (never a hand list), walked in one signed-in browser context from
 * the product's home page. Each page must draw its h1, log no console error or warning, throw
 * nothing, ask nothing off the machine and show no error alert; redirects must land on their
 * target; Downloads to Print must show the size of the real file behind each row.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { isVideoFile } from '../../engine/shared/documents/links';
import { pageTitle } from '../../engine/shared/routes/page-title';
import { findRoute, type RouteDef, walkRoutes } from '../../engine/shared/routes/route-tree';
import type { CompiledProduct } from '../../engine/shared/types';
import {
  contentBuildDir,
  escapeRegExp,
  expectedHeading,
  expectNoErrorAlert,
  guardNetwork,
  loadCompiledProducts,
  navigateInApp,
  newProjectContext,
  repoRoot,
  signIn,
  watchConsole,
} from './testing/portal-browser';

interface ExpectedDownload {
  name: string;
  filePath: string;
  bytes: number;
  kb: number;
}

/** The rows Downloads to Print must list, worked out from the manifest independently of the renderer. */
function expectedDownloads(compiled: CompiledProduct): ExpectedDownload[] {
  const rows: ExpectedDownload[] = [];
  const seen = new Set<string>();
  for (const section of Object.values(compiled.sections)) {
    for (const document of section.documents) {
      if (document.type !== 'download' || document.hidden || document.ignoreOnDownloads) continue;
      if (!/pdf$/i.test(document.filePath) || seen.has(document.filePath)) continue;
      seen.add(document.filePath);
      const bytes = compiled.fileSizes.download[document.filePath] ?? Number.NaN;
      rows.push({ name: document.name, filePath: document.filePath, bytes, kb: Math.round(bytes / 1024) });
    }
  }
  return rows;
}

/** Where each public file really lives, per the compiler's file index. */
const fileIndex = JSON.parse(readFileSync(join(contentBuildDir, 'files.json'), 'utf8')) as {
  public: Record<string, { source: string }>;
};

/** One crawl step: the address typed, the path it must end on and the route drawn there. */
interface Visit {
  from: string;
  to: string;
  route: RouteDef;
}

function visitsOf(compiled: CompiledProduct): Visit[] {
  const { routes, homePath: home } = compiled.product;
  const homeRoute = findRoute(routes, home);
  if (!homeRoute) throw new Error(`${compiled.product.pathPrefix}: home ${home} is not a route`);
  const landing = (route: RouteDef): RouteDef => {
    const target = route.redirectTo ? findRoute(routes, route.redirectTo) : route;
    if (!target) throw new Error(`${route.path} redirects to ${route.redirectTo}, which is not a route`);
    return target.redirectTo ? landing(target) : target;
  };
  // The home page first (the crawl starts there), then the product's own address, then every route.
  const visits: Visit[] = [
    { from: home, to: home, route: homeRoute },
    { from: compiled.product.pathPrefix, to: home, route: homeRoute },
  ];
  for (const route of walkRoutes(routes)) {
    if (!route.kind && !route.redirectTo) continue;
    if (route.path === home) continue;
    const target = landing(route);
    visits.push({ from: route.path, to: target.path, route: target });
  }
  return visits;
}

const products = loadCompiledProducts();

let context: BrowserContext;
let page: Page;
let problems: string[];
let offMachine: string[];
let failedResponses: string[];

test.beforeAll(async ({ browser }, testInfo) => {
  context = await newProjectContext(browser, testInfo);
  page = await context.newPage();
  offMachine = await guardNetwork(page);
  problems = watchConsole(page);
  failedResponses = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failedResponses.push(`${response.status()} ${response.url()}`);
  });
  await signIn(page, 'demo');
});

test.afterAll(async () => {
  await context?.close();
});

/**
 * A video file plays in the page, named by its heading, 800 by 600, and the browser can read it and
 * every caption track the content lists (a track served as anything but WebVTT fails to load).
 */
async function checkVideoFile(visit: Visit): Promise<void> {
  const video = page.getByRole('main').locator('video');
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAccessibleName(visit.route.meta.title);
  await expect(video).toHaveAttribute('width', '800');
  await expect(video).toHaveAttribute('height', '600');
  await expect(video.locator('track[kind="captions"]')).toHaveCount(visit.route.meta.captions?.length ?? 0);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  // Only the track shown loads by itself; hidden, the others load too, without being drawn.
  await video.evaluate((element: HTMLVideoElement) => {
    for (const track of element.textTracks) if (track.mode === 'disabled') track.mode = 'hidden';
  });
  const trackStates = () =>
    video.evaluate((element) => [...element.querySelectorAll('track')].map((track) => track.readyState));
  await expect.poll(trackStates).toEqual((visit.route.meta.captions ?? []).map(() => HTMLTrackElementLoaded));
}

/** HTMLTrackElement.LOADED: the caption file arrived and was read as WebVTT. */
const HTMLTrackElementLoaded = 2;

async function checkFrames(visit: Visit): Promise<void> {
  if (visit.route.kind !== 'video' && visit.route.kind !== 'learning-library') return;
  if (visit.route.kind === 'video' && isVideoFile(visit.route.meta.url ?? '')) return checkVideoFile(visit);
  const frame = page.getByRole('main').locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('title', visit.route.meta.title);
  if (visit.route.kind === 'video') {
    await expect(frame).toHaveAttribute('width', '800');
    await expect(frame).toHaveAttribute('height', '600');
  }
  // Let the framed page load, so whatever it asks for is counted against this route.
  const content = await (await frame.elementHandle())?.contentFrame();
  await content?.waitForLoadState('load');
}

async function checkDownloads(compiled: CompiledProduct): Promise<void> {
  const expected = expectedDownloads(compiled);
  expect(expected.length, 'a product line with nothing to print').toBeGreaterThan(0);
  const rows = page.getByRole('main').getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(expected.length);
  for (const [index, download] of expected.entries()) {
    // The manifest's bytes are the real file's: on disk, in the file index and as served.
    const indexed = fileIndex.public[download.filePath];
    expect(indexed, `${download.filePath} in files.json`).toBeDefined();
    expect(statSync(join(repoRoot, 'content', indexed?.source ?? '')).size, download.filePath).toBe(download.bytes);
    const served = await page.request.get(`/public/${download.filePath}`);
    expect(served.status(), download.filePath).toBe(200);
    expect((await served.body()).length, download.filePath).toBe(download.bytes);

    const row = rows.nth(index);
    await expect(row.getByRole('rowheader')).toHaveText(download.name);
    await expect(row.getByRole('cell').nth(0)).toHaveText('PDF');
    await expect(row.getByRole('cell').nth(1)).toHaveText(`${download.kb} KB`);
    await expect(
      row.getByRole('link', { name: new RegExp(`^Download ${escapeRegExp(download.name)}`) }),
    ).toHaveAttribute('href', `/public/${download.filePath.split('/').map(encodeURIComponent).join('/')}`);
  }
}

for (const compiled of products) {
  const { product } = compiled;
  const visits = visitsOf(compiled);

  test(`crawl ${product.pathPrefix}: all ${visits.length} routes of ${product.title}`, async () => {
    test.setTimeout(240_000);
    const findings: string[] = [];
    for (const [step, visit] of visits.entries()) {
      await test.step(`${visit.from}${visit.from === visit.to ? '' : ` → ${visit.to}`}`, async () => {
        const seen = { problems: problems.length, offMachine: offMachine.length, failed: failedResponses.length };
        // The crawl enters at the home page, then moves inside the app as a link would.
        if (step === 0) await page.goto(visit.from);
        else await navigateInApp(page, visit.from);
        await expect(page).toHaveURL((url) => url.pathname === visit.to);
        // The breadcrumbs follow the address, so the page drawn is this route's, not the previous one's.
        const current = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
        await expect(current).toHaveAttribute('href', visit.to);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveCount(1);
        await expect(heading).toBeVisible();
        await expect(heading).toHaveText(expectedHeading(compiled, visit.route));
        await expect(page).toHaveTitle(`${pageTitle(compiled.product, visit.route.path)} | Customer Resources`);
        await checkFrames(visit);
        if (visit.route.kind === 'downloads') await checkDownloads(compiled);
        await expectNoErrorAlert(page);
        // Every picture has loaded (and is not broken) before the next page starts.
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        const broken = await page.evaluate(() =>
          [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.src),
        );
        for (const src of broken) findings.push(`${visit.from}: broken image ${src}`);
        for (const item of problems.slice(seen.problems)) findings.push(`${visit.from}: ${item}`);
        for (const url of offMachine.slice(seen.offMachine)) findings.push(`${visit.from}: off the machine: ${url}`);
        for (const item of failedResponses.slice(seen.failed)) findings.push(`${visit.from}: ${item}`);
      });
    }
    expect(findings, 'console errors or warnings, page errors, requests off the machine or failed requests').toEqual(
      [],
    );
  });
}
