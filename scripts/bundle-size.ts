/**
 * Builds the site with its own Vite config into a temporary folder and prints the gzipped size of
 * the JavaScript each first page loads, from Vite's build manifest: the login page's (the entry and
 * its static imports), a signed-in first page's (that, the signed-in area and the header's search,
 * as the server preloads them for it) and each lazy chunk. It fails only above an absolute
 * allowance with headroom, to catch an accident (a whole locale set or a PDF library arriving in
 * the entry), not to chase bytes: no module is split or lazied to stay under it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const repoRoot = join(import.meta.dirname, '..');

/** KB of gzipped JavaScript each first page may load. */
const allowanceKb = {
  login: 110,
  // 116 KB when the allowance was set, plus 15 %.
  signedIn: 134,
};

/** The source files whose chunks a signed-in first page draws with (server/content/page-preloads.ts). */
const signedInSources = ['layouts/signed-in-layout.tsx', 'search/search-box.tsx', 'catalogue/catalogue-page.tsx'];

const gzipKb = (dir: string, file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length / 1024;

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const sumKb = (dir: string, manifest: Manifest, keys: Iterable<string>) =>
  [...keys].reduce((sum, k) => sum + gzipKb(dir, manifest[k]?.file ?? ''), 0);

/** Each lazy chunk with what it imports that the login page has not brought already. */
function lazyChunks(dir: string, manifest: Manifest, loaded: Set<string>): [string, number][] {
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !loaded.has(key))
    .map(([key, chunk]): [string, number] => {
      const own = [...staticClosure(manifest, [key])].filter((k) => !loaded.has(k));
      return [chunk.src ?? chunk.name ?? key, sumKb(dir, manifest, own)];
    })
    .sort((a, b) => b[1] - a[1]);
}

function measure(dir: string, manifest: Manifest) {
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const login = staticClosure(manifest, entries);
  const signedInKeys = signedInSources.map((source) => {
    // A source file the build groups with others (vite.config.ts) names its chunk, without a src.
    const name = source.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
    const key = Object.keys(manifest).find(
      (k) => manifest[k]?.src === source || (manifest[k]?.name === name && manifest[k]?.src === undefined),
    );
    if (!key) throw new Error(`The site's build has no chunk for ${source}`);
    return key;
  });
  const signedIn = staticClosure(manifest, [...entries, ...signedInKeys]);
  return {
    login: { kb: sumKb(dir, manifest, login), files: login.size },
    signedIn: { kb: sumKb(dir, manifest, signedIn), files: signedIn.size },
    lazy: lazyChunks(dir, manifest, login),
  };
}

const outDir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
let sizes: ReturnType<typeof measure>;
try {
  await build({ configFile: join(repoRoot, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  sizes = measure(outDir, manifest);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

console.log('JavaScript, gzipped (level 9):');
const over: string[] = [];
for (const page of ['login', 'signedIn'] as const) {
  const { kb, files } = sizes[page];
  const label = page === 'login' ? 'login page' : 'signed-in first page';
  console.log(`  ${label} (${files} files): ${kb.toFixed(2)} KB of ${allowanceKb[page]} KB allowed`);
  if (kb > allowanceKb[page])
    over.push(`The ${label}'s JavaScript is ${kb.toFixed(1)} KB, over ${allowanceKb[page]} KB.`);
}
for (const [name, kb] of sizes.lazy) console.log(`  lazy ${name}: ${kb.toFixed(1)} KB`);
if (over.length > 0) {
  for (const line of over) console.error(line);
  process.exit(1);
}
