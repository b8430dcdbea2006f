/**
 * Prints the gzipped size of the JavaScript the login page loads (the entry and
 * its static imports) and of each lazy chunk, from Vite's build manifest, and
 * fails when the login page goes over its budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const loginBudgetKb = Number(process.env.LOGIN_JS_BUDGET_KB ?? 110);
const siteDir = join(import.meta.dirname, '..', 'build', 'site');
let manifest: Record<string, ManifestChunk>;
try {
  manifest = JSON.parse(readFileSync(join(siteDir, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('No build manifest at build/site/.vite/manifest.json: run `npm run build:site` first.');
  process.exit(1);
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(siteDir, file)), { level: 9 }).length / 1024;

function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
const loginChunks = staticClosure(entries);
const loginKb = [...loginChunks].reduce((sum, key) => sum + gzipKb(manifest[key]?.file ?? ''), 0);

const rows: [string, number][] = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isDynamicEntry && !loginChunks.has(key)) {
    const own = [...staticClosure([key])].filter((k) => !loginChunks.has(k));
    rows.push([chunk.src ?? chunk.name ?? key, own.reduce((sum, k) => sum + gzipKb(manifest[k]?.file ?? ''), 0)]);
  }
}

console.log('JavaScript, gzipped (level 9):');
console.log(
  `  login page (entry + static imports, ${loginChunks.size} files): ${loginKb.toFixed(1)} KB (budget ${loginBudgetKb} KB)`,
);
for (const [name, kb] of rows.sort((a, b) => b[1] - a[1])) console.log(`  lazy ${name}: ${kb.toFixed(1)} KB`);
if (loginKb > loginBudgetKb) {
  console.error(`The login page's JavaScript is over budget by ${(loginKb - loginBudgetKb).toFixed(1)} KB.`);
  process.exit(1);
}
