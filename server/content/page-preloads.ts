/**
 * The `Link` preloads of a page's answer: the entry script and stylesheet first, then the
 * lazy chunks the page draws with and the first answers it asks for. Left to the page, a phone
 * fetches them in a chain, each after the one before has arrived and run (the entry script, then
 * the signed-in chunk, then the session, then the product chunk and its manifest), a round trip
 * apiece on a slow network; named here, they travel beside the entry script. The entry leads
 * because nothing is drawn before it has run: named after the others (as the page's own tags
 * would be, read after the header), it would share a slow link with all of them and arrive last.
 * The login page's for everyone; a signed-in page's only for a live session, and a product line's only
 * when the account may open it, so a preload is never refused and never goes unused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { permits } from '../../engine/shared/accounts/permits';
import { entryOfPath } from '../../engine/shared/routes/entry-of-path';
import { loginPath } from '../../engine/shared/routes/login-path';
import type { CatalogueEntry } from '../../engine/shared/types';
import type { ActiveSession } from '../auth/session-manager';
import { withLanguageParam } from '../languages/languages';

/**
 * The site's chunks, by source file as the build manifest names them: every page runs the entry;
 * every signed-in page draws the signed-in layout (the header's navigation, the disclaimer), the
 * header's search and, on the catalogue, its page; a product line's pages add the line's route.
 */
const signedInChunks = [
  'index.html',
  'layouts/signed-in-layout.tsx',
  'search/search-box.tsx',
  'catalogue/catalogue-page.tsx',
];
const productChunks = ['product/product-line.tsx'];
/** The login page's: the entry holds it all. */
const loginChunks = ['index.html'];

/**
 * Answers the page asks for, at the addresses (and so with the cache keys) its own requests use: a
 * page of another language asks for the catalogue and the manifest in it (`?lang=es`).
 */
const catalogueAnswer = (lang: string | undefined) => withLanguageParam('/api/catalogue', lang);
const sessionAnswer = '/api/session';
const productAnswer = (model: string, lang: string | undefined) =>
  withLanguageParam(`/api/products/${encodeURIComponent(model)}`, lang);

/**
 * The files of `keys` and of the chunks they import, in that order, each chunk's stylesheets after
 * its script. `crossorigin` as the page's own tags have it (Vite writes it on the entry's, and its
 * preload helper sets it on the lazy chunks' scripts and stylesheets), so the page's requests find
 * what was preloaded.
 */
function linksOfChunks(manifest: Manifest, keys: string[]): string[] {
  const links: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key] ?? groupChunkOf(manifest, key);
    if (!chunk) throw new Error(`the site's build has no chunk for ${key}`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    links.push(`</${chunk.file}>; rel=modulepreload; crossorigin`);
    for (const css of chunk.css ?? []) links.push(`</${css}>; rel=preload; as=style; crossorigin`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return links;
}

/**
 * The chunk a source file went into when the build's codeSplitting groups it with other modules
 * (vite.config.ts puts date-fns with the signed-in area): the manifest then names the chunk by the
 * group, which is named after the source file, and no longer by the source file itself.
 */
function groupChunkOf(manifest: Manifest, key: string): Manifest[string] | undefined {
  const name = key.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  return Object.values(manifest).find((chunk) => chunk.name === name && chunk.src === undefined);
}

/** `crossorigin` as fetch() sends them: same-origin, with the session cookie. */
const answerLink = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin`;

/** `pathname` without its language prefix; `lang` only for a language other than the default. */
export type PagePreloads = (
  auth: ActiveSession | null,
  pathname: string,
  catalogue: CatalogueEntry[],
  lang?: string,
) => string | undefined;

/**
 * Reads the site's build manifest once. A build without one (or without the chunks named above)
 * gets no preloads, which costs speed, never correctness: `onProblem` says why.
 */
export function pagePreloadsOf(siteDir: string, onProblem: (message: string) => void): PagePreloads {
  let signedIn: string[];
  let product: string[];
  let login: string[];
  try {
    const manifest = JSON.parse(readFileSync(join(siteDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    signedIn = linksOfChunks(manifest, signedInChunks);
    product = linksOfChunks(manifest, productChunks).filter((link) => !signedIn.includes(link));
    login = linksOfChunks(manifest, loginChunks);
  } catch (error) {
    onProblem(`pages are answered without preloads: ${error instanceof Error ? error.message : String(error)}`);
    return () => undefined;
  }
  return (auth, pathname, catalogue, lang) => {
    if (pathname === loginPath) return login.join(', ');
    if (!auth) return undefined;
    const entry = entryOfPath(catalogue, pathname);
    if (!entry || !permits(auth.account, entry.model))
      return [...signedIn, answerLink(catalogueAnswer(lang)), answerLink(sessionAnswer)].join(', ');
    return [
      ...signedIn,
      ...product,
      answerLink(catalogueAnswer(lang)),
      answerLink(productAnswer(entry.model, lang)),
      answerLink(sessionAnswer),
    ].join(', ');
  };
}
