/**
 * The `Link` preloads of a signed-in page's answer: the lazy chunks it draws with and the first
 * answers it asks for. Left to the page, a phone fetches them in a chain, each after the one before
 * has arrived and run (the entry script, then the signed-in chunk, then the session, then the
 * product chunk and its manifest), a round trip apiece on a slow network; named here, they travel
 * beside the entry script. Only for a live session, and a product line's only when the account may
 * open it, so a preload is never refused and never goes unused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { permits } from '../../engine/accounts/permits';
import { entryOfPath } from '../../engine/routes/entry-of-path';
import type { CatalogueEntry } from '../../engine/types';
import type { ActiveSession } from '../sessions/session-manager';

/** A chunk as Vite's build manifest (`.vite/manifest.json`) describes it. */
interface BuiltChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type BuildManifest = Record<string, BuiltChunk>;

/**
 * The site's lazy chunks, by source file as the build manifest names them: every signed-in page
 * draws the guarded area and the header's search; a product line's pages add the product area.
 */
const signedInChunks = ['guard/signed-in-area.tsx', 'search/search-box.tsx'];
const productChunks = ['product/product-area.tsx'];

/** Answers the page asks for, at the addresses (and so with the cache keys) its own requests use. */
const catalogueAnswer = '/api/catalogue';
const sessionAnswer = '/api/session';
const productAnswer = (model: string) => `/api/products/${encodeURIComponent(model)}`;

/** The files of `keys` and of the chunks they import, less the entry, which the page loads itself. */
function linksOfChunks(manifest: BuildManifest, keys: string[]): string[] {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the site's build has no chunk for ${key}`);
    if (chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [
    ...[...scripts].map((file) => `</${file}>; rel=modulepreload`),
    ...[...styles].map((file) => `</${file}>; rel=preload; as=style`),
  ];
}

/** `crossorigin` as fetch() sends them: same-origin, with the session cookie. */
const answerLink = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin`;

export type PagePreloads = (
  auth: ActiveSession | null,
  pathname: string,
  catalogue: CatalogueEntry[],
) => string | undefined;

/**
 * Reads the site's build manifest once. A build without one (or without the chunks named above)
 * gets no preloads, which costs speed, never correctness: `onProblem` says why.
 */
export function pagePreloadsOf(siteDir: string, onProblem: (message: string) => void): PagePreloads {
  let signedIn: string[];
  let product: string[];
  try {
    const manifest = JSON.parse(readFileSync(join(siteDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
    signedIn = linksOfChunks(manifest, signedInChunks);
    product = linksOfChunks(manifest, productChunks).filter((link) => !signedIn.includes(link));
  } catch (error) {
    onProblem(`pages are answered without preloads: ${error instanceof Error ? error.message : String(error)}`);
    return () => undefined;
  }
  return (auth, pathname, catalogue) => {
    if (!auth || pathname === '/login') return undefined;
    const entry = entryOfPath(catalogue, pathname);
    if (!entry || !permits(auth.account, entry.model)) return [...signedIn, answerLink(catalogueAnswer)].join(', ');
    return [
      ...signedIn,
      ...product,
      answerLink(catalogueAnswer),
      answerLink(productAnswer(entry.model)),
      answerLink(sessionAnswer),
    ].join(', ');
  };
}
