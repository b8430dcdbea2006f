#!/usr/bin/env node
/**
 * Runs one of the TypeScript scripts with plain Node, for commands run often (content:check, dev):
 * a TypeScript loader costs more start-up than the work itself. esbuild bundles the script and its
 * imports into .cache/ at the repository root, one level below the root like scripts/ and server/,
 * so a script's `import.meta.dirname` joined with '..' still names the root. The bundle is rebuilt
 * only when one of its inputs is newer than it.
 *
 * With --bundle-packages the libraries are bundled too (loading one file is faster than resolving
 * hundreds); without it they stay external, for scripts whose libraries must load from
 * node_modules themselves (Vite, native modules).
 *
 *   node scripts/run.mjs [--bundle-packages] scripts/<name>.ts [arguments…]
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const bundlePackages = process.argv[2] === '--bundle-packages';
const [entry, ...args] = process.argv.slice(bundlePackages ? 3 : 2);
if (!entry?.endsWith('.ts')) {
  console.error('Usage: node scripts/run.mjs [--bundle-packages] scripts/<name>.ts [arguments…]');
  process.exit(2);
}
const root = join(import.meta.dirname, '..');
const name = basename(entry).replace(/\.ts$/, '');
const outfile = join(root, '.cache', `${name}${bundlePackages ? '.bundled' : ''}.mjs`);
const inputsFile = `${outfile}.inputs.json`;

function isFresh() {
  try {
    const built = statSync(outfile).mtimeMs;
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.every((input) => statSync(join(root, input)).mtimeMs <= built);
  } catch {
    return false;
  }
}

if (!isFresh()) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    metafile: true,
    logLevel: 'warning',
    ...(bundlePackages
      ? {
          // Prefer packages' ES builds; CommonJS ones still call require(), which an ES module must create.
          mainFields: ['module', 'main'],
          // pdf.js loads its worker from beside its own file, so it must stay where it is installed;
          // resvg draws the site's icon with a native addon (.node), which a bundle cannot hold.
          external: ['pdfjs-dist', '@resvg/resvg-js'],
          banner: {
            js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
          },
        }
      : { packages: 'external' }),
  });
  writeFileSync(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs)));
}
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
