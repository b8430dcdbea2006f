import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, expect, type Page, type TestInfo } from '@playwright/test';
import { defaultLanguage, pathInLanguage } from '../../../engine/shared/languages';
import { type RouteDef, walkRoutes } from '../../../engine/shared/routes/route-tree';
import type {
  CatalogueEntry,
  CompiledProduct,
  CompiledSite,
  CompiledSiteSettings,
  PageKind,
} from '../../../engine/shared/types';

/** `text` as a regular expression that matches it literally, e.g. to match an accessible name's start. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Addresses on this machine; anything else is a request off the machine. */
export const isLocal = (url: string) => /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/.test(url);

/** Records every request that would leave the machine and answers it locally instead. */
export async function guardNetwork(page: Page): Promise<string[]> {
  const offMachine: string[] = [];
  await page.context().route(
    (url) => !isLocal(url.toString()),
    async (route) => {
      offMachine.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>External stand-in</title><h1>External stand-in</h1>',
      });
    },
  );
  return offMachine;
}

export async function signIn(page: Page, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { name: 'WELCOME' })).toBeVisible();
}

export async function acknowledgeDisclaimer(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'I acknowledge' });
  if (await button.isVisible()) await button.click();
}

/** The repository root (tests/e2e/../..), whatever the working directory. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The compiled content the server under test answers from (`npm run build` writes it). */
export const contentBuildDir = join(repoRoot, 'build', 'content');

/**
 * Every compiled product line in catalogue order, read from build/content (never a hand list).
 * Read when a spec file loads, so a missing build fails loudly instead of producing no tests.
 */
export function loadCompiledProducts(buildDir = contentBuildDir): CompiledProduct[] {
  const siteFile = join(buildDir, 'site.json');
  if (!existsSync(siteFile)) throw new Error(`${siteFile} is missing: run \`npm run build\` first`);
  const { catalogue } = JSON.parse(readFileSync(siteFile, 'utf8')) as { catalogue: CatalogueEntry[] };
  const folder = join(buildDir, 'products');
  const byModel = new Map<string, CompiledProduct>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const compiled = JSON.parse(readFileSync(join(folder, file), 'utf8')) as CompiledProduct;
    byModel.set(compiled.product.model, compiled);
  }
  const ordered = catalogue.flatMap((entry) => byModel.get(entry.model) ?? []);
  // A compiled product missing from the catalogue still gets crawled, after the catalogue's ones.
  return [...ordered, ...[...byModel.values()].filter((compiled) => !ordered.includes(compiled))];
}

/** A language of the site with its compiled texts, and the address of a page in it. */
export interface SiteLanguage {
  lang: string;
  site: CompiledSiteSettings;
  /** The page at `path` (an address of the default language) in this language. */
  path: (path: string) => string;
}

/**
 * Every language of the site, the default first, each with the texts compiled for it
 * (build/content/site.json, then build/content/<code>/site.json): what a reader of it sees and hears.
 */
export function loadSiteLanguages(buildDir = contentBuildDir): SiteLanguage[] {
  const read = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as CompiledSite).site;
  const siteFile = join(buildDir, 'site.json');
  if (!existsSync(siteFile)) throw new Error(`${siteFile} is missing: run \`npm run build\` first`);
  const base = read(siteFile);
  const languages = base.languages ?? [];
  const first = languages.length > 0 ? defaultLanguage(languages) : (base.lang ?? 'en');
  const codes = [first, ...languages.map((language) => language.code).filter((code) => code !== first)];
  return codes.map((lang) => ({
    lang,
    site: lang === first ? base : read(join(buildDir, lang, 'site.json')),
    path: (path: string) => pathInLanguage(path, lang, languages),
  }));
}

/** The h1 each page kind draws: FAQ pages their fixed title, home pages the product title, others the route title. */
export function expectedHeading(compiled: CompiledProduct, route: RouteDef): string {
  if (route.kind === 'faq') return 'Frequently Asked Questions';
  if (route.kind === 'home') return compiled.product.title;
  return route.meta.title;
}

/** Console errors and warnings and uncaught page errors, as text, from the moment this is called. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Client-side navigation, as a router link would do it: no reload, the disclaimer state is kept. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A context with the device of the running project (viewport, touch, user agent) and its baseURL, for beforeAll. */
export async function newProjectContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  return browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
}

/** The error states a page must never show. */
export async function expectNoErrorAlert(page: Page): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: /No documents found|Something went wrong/ })).toHaveCount(0);
}

/** A key per page kind: a kind added to the schema and missing here is a type error, not a page left unvisited. */
const everyPageKind = {
  home: true,
  'content-list': true,
  downloads: true,
  contact: true,
  'implementation-overview': true,
  faq: true,
  'superuser-resources': true,
  video: true,
  'instructions-for-use': true,
  menu: true,
  'learning-library': true,
  'whats-new': true,
} satisfies Record<PageKind, true>;

/** Every page kind, for the specs that visit one page of each. */
export const pageKinds = Object.keys(everyPageKind) as PageKind[];

/** The first route of each kind, in catalogue order. */
export function firstRouteOfEachKind(products = loadCompiledProducts()): Map<PageKind, RouteDef> {
  const routeOfKind = new Map<PageKind, RouteDef>();
  for (const compiled of products) {
    for (const route of walkRoutes(compiled.product.routes)) {
      if (route.kind && !routeOfKind.has(route.kind)) routeOfKind.set(route.kind, route);
    }
  }
  return routeOfKind;
}

/** Waits until the page and what it frames and pictures have loaded. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  for (const handle of await page.locator('iframe').elementHandles()) {
    await (await handle.contentFrame())?.waitForLoadState('load');
  }
}

/**
 * Opens the disclosures a page kind can reveal (an accordion, the help panel, earlier versions and
 * the paper-copy form), so their content is checked too.
 */
export async function revealDisclosure(page: Page, kind: PageKind): Promise<void> {
  if (kind === 'implementation-overview' || kind === 'faq') {
    await page.getByRole('main').locator('.accordion').getByRole('button').first().click();
  }
  if (kind === 'instructions-for-use') {
    await page.getByRole('main').locator('.help').getByRole('button').click();
    await page.getByRole('main').locator('.paper-copy > button').click();
  }
  // A document's earlier versions, listed on its own page and on What's new.
  if (kind === 'instructions-for-use' || kind === 'whats-new') {
    await page.getByRole('main').getByText('Previous versions').first().click();
  }
}
