/**
 * What the browser benchmarks share: the pages they measure, read from the compiled content (no
 * address is written here), how to sign in to see them, and the built server with Debian's
 * Chromium through puppeteer-core, both stopped whatever happens.
 */
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import { loginPath } from '../../engine/shared/routes/login-path';
import { walkRoutes } from '../../engine/shared/routes/route-tree';
import type { CompiledProduct, CompiledSite, PageKind } from '../../engine/shared/types';
import { chromiumArgs, chromiumPath } from '../chromium';
import { built, demoPassword, readJson } from './built';
import { startPortal } from './child-server';
import { machineLoad } from './report';
import { onStop, runBench } from './run-bench';

interface BenchPage {
  label: string;
  path: string;
  signedIn: boolean;
}

/**
 * The login page signed out; signed in, the catalogue and, of the first product line, its home,
 * its first content list (quick tips in the demo content) and its implementation overview; and
 * the texts of the login form.
 */
export function benchSite() {
  const { site, catalogue } = readJson<CompiledSite>(join(built.buildDir, buildLayout.site));
  const first = catalogue[0];
  if (!first) throw new Error('The compiled catalogue is empty: nothing to measure inside a product.');
  const { product } = readJson<CompiledProduct>(join(built.buildDir, buildLayout.product(first.model)));
  const firstOfKind = (kind: PageKind): BenchPage => {
    for (const route of walkRoutes(product.routes)) {
      if (route.kind === kind) return { label: route.meta.title.toLowerCase(), path: route.path, signedIn: true };
    }
    throw new Error(`${first.title} has no page of kind ${kind}.`);
  };
  const home: BenchPage = { label: 'product home', path: product.homePath, signedIn: true };
  const list = firstOfKind('content-list');
  return {
    pages: [
      { label: 'login', path: loginPath, signedIn: false },
      { label: 'catalogue', path: '/', signedIn: true },
      home,
      list,
      firstOfKind('implementation-overview'),
    ],
    home,
    list,
    login: site.login,
    catalogueHeading: site.catalogue.heading,
  };
}

export type BenchSite = ReturnType<typeof benchSite>;

/** Signs in as the demo account through the login form, as a visitor would. */
export async function signIn(page: Page, origin: string, site: BenchSite): Promise<void> {
  await page.goto(`${origin}${loginPath}`);
  await page.locator(`::-p-aria(${site.login.passwordLabel})`).fill(demoPassword);
  await page.locator(`::-p-aria([name="${site.login.buttonLabel}"][role="button"])`).click();
  await page.locator(`::-p-aria([name="${site.catalogueHeading}"][role="heading"])`).wait();
}

/** Runs `measure` with the server (these settings on top of startPortal's) and Chromium started. */
export function withServerAndBrowser(
  env: Record<string, string>,
  measure: (origin: string, browser: Browser) => Promise<void>,
): void {
  runBench(async () => {
    const server = await startPortal({ env });
    const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
    onStop(() => browser.close());
    console.log(`Server PID ${server.pid} on ${server.origin}; Chromium ${await browser.version()}; ${machineLoad()}.`);
    await measure(server.origin, browser);
  });
}
