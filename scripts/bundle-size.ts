/**
 * Builds the site and the lightest React + React Router data-router app (scripts/budget/floor-app)
 * with the site's own Vite config, each into a temporary folder, and prints the gzipped size of the
 * JavaScript the login page loads (the entry and its static imports) and of each lazy chunk, from
 * Vite's build manifest, next to the same measure of the floor app. Fails above
 * BUNDLE_BUDGET_FACTOR (default 1.05) times that floor: a budget relative to what React and the
 * router cost cannot drift when they grow or shrink.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const repoRoot = join(import.meta.dirname, '..');

function budgetFactor(): number {
  const text = process.env.BUNDLE_BUDGET_FACTOR ?? '1.05';
  const factor = Number(text);
  if (text.trim() === '' || !Number.isFinite(factor) || factor < 1) {
    console.error(`BUNDLE_BUDGET_FACTOR must be a number of at least 1 (e.g. 1.05), not "${text}".`);
    process.exit(1);
  }
  return factor;
}

function readManifest(dir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

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

/** What a first visit loads: the entries and everything they import statically, gzipped. */
function firstLoad(dir: string, manifest: Manifest): { kb: number; chunks: Set<string> } {
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const chunks = staticClosure(manifest, entries);
  return { kb: sumKb(dir, manifest, chunks), chunks };
}

/** Each lazy chunk with what it imports that the first load has not brought already. */
function lazyChunks(dir: string, manifest: Manifest, loaded: Set<string>): [string, number][] {
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !loaded.has(key))
    .map(([key, chunk]): [string, number] => {
      const own = [...staticClosure(manifest, [key])].filter((k) => !loaded.has(k));
      return [chunk.src ?? chunk.name ?? key, sumKb(dir, manifest, own)];
    })
    .sort((a, b) => b[1] - a[1]);
}

/**
 * Builds the app in `root` (the site's when undefined) with the site's Vite config (plugins, minifier,
 * target) into a temporary folder, and hands `measure` its folder and manifest.
 */
async function measureBuild<T>(root: string | undefined, measure: (dir: string, manifest: Manifest) => T): Promise<T> {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  try {
    await build({
      configFile: join(repoRoot, 'vite.config.ts'),
      ...(root ? { root } : {}),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    const manifest = readManifest(outDir);
    if (!manifest) throw new Error(`The build of ${root ?? 'the site'} wrote no manifest in ${outDir}`);
    return measure(outDir, manifest);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const factor = budgetFactor();
const { login, lazy } = await measureBuild(undefined, (dir, manifest) => {
  const first = firstLoad(dir, manifest);
  return { login: first, lazy: lazyChunks(dir, manifest, first.chunks) };
});
const floor = await measureBuild(
  join(import.meta.dirname, 'budget', 'floor-app'),
  (dir, manifest) => firstLoad(dir, manifest).kb,
);
const ratio = login.kb / floor;

console.log('JavaScript, gzipped (level 9):');
console.log(`  login page (entry + static imports, ${login.chunks.size} files): ${login.kb.toFixed(2)} KB`);
console.log(`  floor: React + data router, two routes (scripts/budget/floor-app): ${floor.toFixed(2)} KB`);
console.log(`  ratio: ${ratio.toFixed(4)} (budget ${factor}, i.e. ${(floor * factor).toFixed(2)} KB)`);
for (const [name, kb] of lazy) console.log(`  lazy ${name}: ${kb.toFixed(1)} KB`);
if (ratio > factor) {
  console.error(
    `The login page's JavaScript is ${ratio.toFixed(4)}× the floor, over the budget of ${factor}× by ${(login.kb - floor * factor).toFixed(1)} KB.`,
  );
  process.exit(1);
}
