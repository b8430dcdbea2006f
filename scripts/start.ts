/**
 * `npm start`: builds what is missing or stale (compiled content, the site, the server), then
 * runs the server until it stops. Invalid content stops here, before the server starts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { builtDateLocalesFile, compiledLanguages } from './build/date-locales-plugin';
import { buildServer, serverBuildIsFresh } from './build/server.mjs';
import { runServer } from './run-server';

const root = join(import.meta.dirname, '..');

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => !entry.isDirectory());
  return entries.reduce((newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
}

function run(args: string[]): void {
  const result = spawnSync('npm', ['run', '--silent', ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['content:compile']);

// A SITE_DIR set by the operator is served as it is; only the default build/site is built here.
if (!process.env.SITE_DIR?.trim()) {
  const siteIndex = join(root, 'build', 'site', 'index.html');
  // The operators' console is built with the site, into its own folder beside it.
  const consoleIndex = join(root, 'build', 'console', 'index.html');
  const sources = ['site', 'renderers', 'engine', 'schema'].map((d) => newestMtime(join(root, d)));
  const built = [siteIndex, consoleIndex].map((index) => (existsSync(index) ? statSync(index).mtimeMs : 0));
  // The site holds the date locales of the languages it was built for: a language added or removed is a new build.
  const localesFile = join(root, 'build', 'site', builtDateLocalesFile);
  const builtLanguages = existsSync(localesFile) ? readFileSync(localesFile, 'utf8') : undefined;
  const languagesChanged = builtLanguages !== JSON.stringify(compiledLanguages(root));
  if (Math.min(...built) === 0 || Math.max(...sources) > Math.min(...built) || languagesChanged) {
    const started = performance.now();
    console.log('Building the site…');
    run(['build:site']);
    console.log(`Site built in ${Math.round((performance.now() - started) / 1000)} s.`);
  }
}

if (!serverBuildIsFresh(root)) {
  console.log('Building the server…');
  await buildServer(root);
}

runServer(root);
