/**
 * `npm start`: builds what is missing or stale (compiled content, the site), then runs the
 * server until it stops. Invalid content stops here, before the server starts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function newestMtime(dir: string): number {
  let newest = 0;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  if (existsSync(dir)) walk(dir);
  return newest;
}

function run(args: string[]): void {
  const result = spawnSync('npm', ['run', '--silent', ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['content:compile']);

// A SITE_DIR set by the operator is served as it is; only the default build/site is built here.
if (!process.env.SITE_DIR?.trim()) {
  const siteIndex = join(root, 'build', 'site', 'index.html');
  const sources = ['site', 'renderers', 'engine', 'schema'].map((d) => newestMtime(join(root, d)));
  if (!existsSync(siteIndex) || Math.max(...sources) > statSync(siteIndex).mtimeMs) {
    console.log('Building the site…');
    run(['build:site']);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
// npm passes a stop signal to its script, which package.json starts with `exec` so that no shell
// in between dies of it alone. Passed on here, it lets the server finish its downloads and close
// the database; this process exits only after the server, so the port is free when npm has exited.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
// The server's own status, so a supervisor sees a clean stop as one (a signal as 128 + its number, as shells do).
server.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
