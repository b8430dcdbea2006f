/**
 * `npm start` and `npm run serve` stop with their server, which finishes and frees its port, and
 * npm exits 0: on SIGTERM sent to the npm process alone (`kill <pid>`, as a supervisor does) and
 * on Ctrl+C (SIGINT to the whole process group, so under `npm start` the server gets it twice:
 * from the terminal and passed on by scripts/start.ts). The runs are the real ones (npm, the
 * package script, scripts/start.ts, the server) on the fixture content, compiled to a temp
 * folder, with a stub built site, a temp database and a free port, so nothing of the
 * repository's build is touched.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type FixtureTree, writeFixtureTree } from '../../server/test-support/fixture-content';
import { repoRoot } from '../../server/test-support/server-process';
import { fixtureContentDir } from '../fixtures/fixture-paths';
import { send, waitFor } from './support';

let tree: FixtureTree | undefined;
let npm: ChildProcess | undefined;
afterEach(() => {
  // The whole process group, npm gone or not, so a failed test leaves no server behind.
  try {
    if (npm?.pid) process.kill(-npm.pid, 'SIGKILL');
  } catch {
    // The group has already gone.
  }
  tree?.cleanup();
  npm = undefined;
  tree = undefined;
});

function startNpm(args: readonly string[]): { child: ChildProcess; output: () => string } {
  tree = writeFixtureTree();
  // Its own process group, for the clean-up above; a test signals the npm process or that group.
  const child = spawn('npm', [...args], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? tmpdir(),
      NODE_ENV: 'test',
      SCRYPT_COST: '10',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      // `npm start` compiles the fixture sources into the tree's build folder; `npm run serve`
      // serves the tree's copy of their compiled form.
      CONTENT_DIR: fixtureContentDir,
      CONTENT_BUILD_DIR: tree.buildDir,
      SITE_DIR: tree.siteDir,
      DATABASE_PATH: join(tree.root, 'portal.sqlite'),
    },
  });
  npm = child;
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk));
  return { child, output: () => output };
}

const answers = (port: number) =>
  send(port, '/api/site').then(
    () => true,
    () => false,
  );

const stops = [
  { args: ['start'], how: 'SIGTERM to the npm process alone', signal: 'SIGTERM', group: false },
  { args: ['start'], how: 'Ctrl+C (SIGINT to the process group)', signal: 'SIGINT', group: true },
  { args: ['run', 'serve'], how: 'SIGTERM to the npm process alone', signal: 'SIGTERM', group: false },
] as const;

describe('stopping npm start and npm run serve', () => {
  for (const { args, how, signal, group } of stops) {
    it(`npm ${args.join(' ')} stops the server on ${how}`, { timeout: 180_000 }, async () => {
      const { child, output } = startNpm(args);
      const exited = once(child, 'exit');
      let port = 0;
      await waitFor(
        () => {
          if (child.exitCode !== null) throw new Error(`npm exited ${child.exitCode}:\n${output()}`);
          port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output())?.[1] ?? 0);
          return port > 0;
        },
        'the server to listen',
        90_000,
      );
      expect((await send(port, '/api/site')).status).toBe(200);

      const pid = child.pid ?? 0;
      process.kill(group ? -pid : pid, signal);

      await waitFor(async () => !(await answers(port)), 'the port to stop answering', 60_000);
      // 0 only when the server stopped gracefully; cut short by a signal, it would be 128 + its number.
      expect(await exited, output()).toEqual([0, null]);
    });
  }
});
