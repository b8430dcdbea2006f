#!/usr/bin/env node
/**
 * The server and the operator commands as JavaScript, in build/server/: one ES module per entry,
 * with the portal's own code bundled in and the libraries left to load from node_modules, so a
 * release runs on plain Node with production dependencies only (`npm ci --omit=dev`).
 *
 * Plain JavaScript, not TypeScript: scripts/run-built.mjs imports it to rebuild a stale server
 * in a development checkout, and nothing here may need a TypeScript loader.
 *
 *   node scripts/build/server.mjs        (`npm run build:server`, part of `npm run build`)
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Node's settings for the server, wherever it is started: written into the built server's first
 * line (so `npm run serve` and the systemd unit run the file itself) and used by `npm start` and
 * the benchmarks.
 *
 * Every request allocates a few kilobytes that die young (request, reply, headers, log line).
 * Node's default young generation (16 MiB semi-spaces at most) fills many times a second under
 * load, and each scavenge copies what is still alive. 32 MiB semi-spaces halve how often that
 * happens: measured under 100 connections, a product manifest costs 23 µs of main-thread time
 * instead of 25 (about 10 % more answers a second) and a small gated PDF 39.5 instead of 41, for
 * at most 32 MiB more memory per instance. Larger semi-spaces measured no better.
 *
 * Allocation-site pretenuring is off. V8 watches what survives each scavenge and, when most
 * objects made at one place in the code are still alive, makes that place allocate straight into
 * the old generation from then on. Under load a scavenge always finds the requests of the current
 * turn alive, so now and then a fresh process judges per-request objects long-lived and keeps that
 * judgement for its whole life: it promotes about 100 MiB of garbage a second, runs more than one
 * full mark-compact a second and answers up to a third fewer requests. Measured on a product
 * manifest (5cd0b2c), that befell 11 of 58 fresh processes with pretenuring and none of
 * 22 without, and the others answered as fast either way. What the server keeps for long (the
 * compiled content) is made once, at start-up, where pretenuring would gain little.
 *
 * Neither flag is accepted in NODE_OPTIONS, hence the built file's `#!` line.
 * @type {readonly string[]}
 */
export const serverNodeFlags = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring'];

/** Built file (under build/server/, without `.js`) → its TypeScript source. */
const entries = {
  server: 'server/server.ts',
  'cli/accounts': 'server/cli/accounts.ts',
  'cli/db-migrate': 'server/cli/db-migrate.ts',
  'cli/db-copy': 'server/cli/db-copy.ts',
};

/** @param {string} root */
const outputDir = (root) => join(root, 'build', 'server');
/** @param {string} root */
const inputsFile = (root) => join(outputDir(root), 'inputs.json');

/** The built server of the checkout or release at `root`. @param {string} root */
export const builtServerPath = (root) => join(outputDir(root), 'server.js');

/**
 * The built file of an entry's source, e.g. server/cli/accounts.ts → build/server/cli/accounts.js.
 * @param {string} root @param {string} source
 */
export function builtPathOf(root, source) {
  const name = Object.entries(entries).find(([, path]) => path === source)?.[0];
  if (!name) throw new Error(`${source} is not built; entries: ${Object.values(entries).join(', ')}`);
  return join(outputDir(root), `${name}.js`);
}

/**
 * Whether build/server/ holds every entry, built after the last change to any of its sources.
 * @param {string} root
 */
export function serverBuildIsFresh(root) {
  try {
    const built = Math.min(
      ...Object.keys(entries).map((name) => statSync(join(outputDir(root), `${name}.js`)).mtimeMs),
    );
    /** @type {string[]} */
    const inputs = JSON.parse(readFileSync(inputsFile(root), 'utf8'));
    return inputs.every((input) => statSync(join(root, input)).mtimeMs <= built);
  } catch {
    return false;
  }
}

/**
 * Builds every entry. Each file is written beside its place and renamed over it, so a server or
 * command starting meanwhile loads the previous build or this one, never half a file.
 * @param {string} root
 */
export async function buildServer(root) {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, join(root, source)])),
    outdir: outputDir(root),
    bundle: true,
    // Libraries load from node_modules: native modules and packages reading files beside their
    // own stay working, and a release installs exactly package.json's dependencies.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const server = builtServerPath(root);
  for (const file of result.outputFiles) {
    const text = file.path === server ? `#!/usr/bin/env -S node ${serverNodeFlags.join(' ')}\n${file.text}` : file.text;
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, text);
    if (file.path === server) chmodSync(partial, 0o755);
    renameSync(partial, file.path);
  }
  // Paths relative to absWorkingDir, the root.
  writeFileSync(inputsFile(root), JSON.stringify(Object.keys(result.metafile.inputs)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer(join(import.meta.dirname, '..', '..'));
}
