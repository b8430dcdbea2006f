#!/usr/bin/env node
/**
 * Runs an operator command (`npm run accounts`, `db:migrate`, `db:copy`) from the built server,
 * build/server/, with plain Node: a release installed with `npm ci --omit=dev` has no TypeScript
 * loader. Where the development tools are installed (a checkout after `npm ci`), the server is
 * rebuilt first when a source changed since the last build, so a command never runs code older
 * than the checkout; a release, without them, runs its build as it is.
 *
 *   node scripts/run-built.mjs server/cli/<name>.ts [arguments…]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, builtPathOf, serverBuildIsFresh } from './build/server.mjs';

const [source, ...args] = process.argv.slice(2);
if (!source) {
  console.error('Usage: node scripts/run-built.mjs server/cli/<name>.ts [arguments…]');
  process.exit(2);
}
const root = join(import.meta.dirname, '..');
const built = builtPathOf(root, source);

const developmentToolsInstalled = await import('esbuild').then(
  () => true,
  () => false,
);
if (developmentToolsInstalled && !serverBuildIsFresh(root)) await buildServer(root);
if (!existsSync(built)) {
  console.error(`${built} is missing: build the release first (npm run build).`);
  process.exit(1);
}
// The command checks that it is the script Node was started with before it runs.
process.argv = [process.argv[0] ?? 'node', built, ...args];
await import(pathToFileURL(built).href);
