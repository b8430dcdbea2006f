/**
 * A release as the README makes one: a checkout built with the development install, whose
 * dependencies are then installed again without the development tools (`npm ci --omit=dev`),
 * runs on plain Node. `npm run serve` starts the built server, which signs in the demo account
 * and answers a gated manifest, and the operator commands run. A static page stands in for the
 * built site, which is only files the server reads (quick-start.test.ts builds and serves it).
 * Everything happens in a temp folder; the npm registry must be reachable.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, login, send } from '../faults/testing/fault-server';
import { copyCheckout } from './testing/checkout-copy';
import { type NpmServer, startNpmServer } from './testing/npm-server';

let release = '';
let npm: NpmServer | undefined;
let port = 0;

/**
 * The machine's path without the node_modules/.bin folders npm put first for this test run, so
 * npm itself runs on the machine's Node, as an operator's does (each npm script still finds the
 * release's Node 24 first). npm on Node 24 installed four times slower on a development machine.
 */
const machinePath = (process.env.PATH ?? '')
  .split(':')
  .filter((folder) => !folder.endsWith('node_modules/.bin'))
  .join(':');

const env = () => ({
  PATH: machinePath,
  HOME: process.env.HOME ?? '',
  TMPDIR: process.env.TMPDIR ?? tmpdir(),
  DATABASE_PATH: join(release, 'data', 'portal.sqlite'),
});
const npmIn = (...args: string[]) =>
  execFileSync('npm', args, { cwd: release, env: env(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(async () => {
  release = copyCheckout('release-');
  npmIn('run', '--silent', 'content:compile');
  npmIn('run', '--silent', 'build:server');
  mkdirSync(join(release, 'build', 'site'), { recursive: true });
  writeFileSync(join(release, 'build', 'site', 'index.html'), '<!doctype html><title>Customer resources</title>');
  unlinkSync(join(release, 'node_modules'));
  npmIn('ci', '--omit=dev', '--no-audit', '--no-fund');
  npm = startNpmServer(['run', 'serve'], release, { DATABASE_PATH: env().DATABASE_PATH });
  port = await npm.listening(60_000);
}, 600_000);

afterAll(async () => {
  const server = npm;
  if (server?.child.pid && server.child.exitCode === null) {
    const exited = once(server.child, 'exit');
    process.kill(server.child.pid, 'SIGTERM');
    await exited;
  }
  server?.killGroup();
  if (release) rmSync(release, { recursive: true, force: true });
}, 60_000);

/** The command lines of the processes npm started, as the kernel has them. */
function childrenOf(pid: number): string[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' '));
}

describe('a release installed with npm ci --omit=dev', () => {
  it('has no development tools: no TypeScript loader, no bundler', () => {
    expect(existsSync(join(release, 'node_modules', 'tsx'))).toBe(false);
    expect(existsSync(join(release, 'node_modules', 'esbuild'))).toBe(false);
  });

  it('runs the built server in one Node process with the server settings', () => {
    expect(childrenOf(npm?.child.pid ?? 0)).toEqual([
      'node --max-semi-space-size=32 --no-allocation-site-pretenuring build/server/server.js',
    ]);
  });

  it('signs in the demo account and answers a product manifest only to its session', async () => {
    const signedIn = await login(port, 'demo');
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    const catalogue = await send(port, '/api/catalogue', { headers: { cookie } });
    expect(catalogue.status).toBe(200);
    const [first] = JSON.parse((await catalogue.body).toString('utf8')) as { model: string }[];
    expect(first).toBeDefined();
    const manifest = await send(port, `/api/products/${first?.model}`, { headers: { cookie } });
    expect(manifest.status).toBe(200);
    expect((await send(port, `/api/products/${first?.model}`)).status).toBe(401);
  });

  it('runs the operator commands on the same database', () => {
    expect(npmIn('run', '--silent', 'db:migrate')).toMatch(/up to date, no migration applied/);
    expect(npmIn('run', '--silent', 'accounts', '--', 'list')).toMatch(/^demo\t/m);
  });
});
