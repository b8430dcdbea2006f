/**
 * The pages the browser benchmarks measure, read from the compiled content (no address is written
 * here): the login page signed out, then signed in the catalogue and, of the first product line,
 * its home, its first content list (quick tips in the demo content) and its implementation
 * overview; and how to sign in to see them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import { loginPath } from '../../engine/shared/routes/login-path';
import { walkRoutes } from '../../engine/shared/routes/route-tree';
import type { CompiledProduct, CompiledSite, PageKind } from '../../engine/shared/types';
import { demoPassword } from './bench-server';

export interface BenchPage {
  label: string;
  path: string;
  signedIn: boolean;
}

/** What the benchmark needs to know of the site: its pages and the texts of the login form. */
export interface BenchSite {
  pages: BenchPage[];
  passwordLabel: string;
  loginButton: string;
  catalogueHeading: string;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export function benchSite(buildDir: string): BenchSite {
  const { site, catalogue } = readJson<CompiledSite>(join(buildDir, buildLayout.site));
  const first = catalogue[0];
  if (!first) throw new Error('The compiled catalogue is empty: nothing to measure inside a product.');
  const compiled = readJson<CompiledProduct>(join(buildDir, buildLayout.product(first.model)));
  const firstOfKind = (kind: PageKind) => {
    for (const route of walkRoutes(compiled.product.routes)) if (route.kind === kind) return route;
    throw new Error(`${first.title} has no page of kind ${kind}.`);
  };
  const list = firstOfKind('content-list');
  const overview = firstOfKind('implementation-overview');
  return {
    pages: [
      { label: 'login', path: loginPath, signedIn: false },
      { label: 'catalogue', path: '/', signedIn: true },
      { label: 'product home', path: compiled.product.homePath, signedIn: true },
      { label: list.meta.title.toLowerCase(), path: list.path, signedIn: true },
      { label: overview.meta.title.toLowerCase(), path: overview.path, signedIn: true },
    ],
    passwordLabel: site.login.passwordLabel,
    loginButton: site.login.buttonLabel,
    catalogueHeading: site.catalogue.heading,
  };
}

/** Signs in as the demo account through the login form, as a visitor would. */
export async function signIn(page: Page, origin: string, site: BenchSite): Promise<void> {
  await page.goto(`${origin}${loginPath}`);
  await page.locator(`::-p-aria(${site.passwordLabel})`).fill(demoPassword);
  await page.locator(`::-p-aria([name="${site.loginButton}"][role="button"])`).click();
  await page.locator(`::-p-aria([name="${site.catalogueHeading}"][role="heading"])`).wait();
}

/** The --runs option: a positive whole number, or the process ends with a message naming it. */
export function runsOption(text: string | undefined): number {
  const runs = Number(text);
  if (Number.isSafeInteger(runs) && runs >= 1) return runs;
  console.error('--runs must be a positive whole number');
  process.exit(2);
}
