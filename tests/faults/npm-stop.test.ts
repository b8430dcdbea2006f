/**
 * `npm start` and `npm run serve` stop with their server, which finishes and frees its port, and
 * npm exits 0: on SIGTERM sent to the npm process alone (`kill <pid>`, as a supervisor does) and
 * on Ctrl+C (SIGINT to the whole process group, so under `npm start` the server gets it twice:
 * from the terminal and passed on by scripts/start.ts). The runs are the real ones (npm, the
 * package script, scripts/start.ts, the built server) on the fixture content, compiled to a temp
 * folder, with a stub built site, a temp database and a free port; of the repository's build,
 * only the server is brought up to date, as `npm start` does.
 */
import { once } from 'node:events';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, serverBuildIsFresh } from '../../scripts/build/server.mjs';
import { type FixtureTree, writeFixtureTree } from '../../server/testing/fixture-content';
import { repoRoot } from '../../server/testing/server-process';
import { type NpmServer, startNpmServer } from '../deploy/testing/npm-server';
import { fixtureContentDir } from '../fixtures/fixture-paths';
import { send, waitFor } from './testing/fault-server';

let tree: FixtureTree | undefined;
let npm: NpmServer | undefined;

// `npm run serve` runs the checkout's build as it is; `npm start` would bring it up to date too.
beforeAll(async () => {
  if (!serverBuildIsFresh(repoRoot)) await buildServer(repoRoot);
});

afterEach(() => {
  // The whole process group, npm gone or not, so a failed test leaves no server behind.
  npm?.killGroup();
  tree?.cleanup();
  npm = undefined;
  tree = undefined;
});

function startNpm(args: readonly string[]): NpmServer {
  tree = writeFixtureTree();
  npm = startNpmServer(args, repoRoot, {
    NODE_ENV: 'test',
    SCRYPT_COST: '10',
    // `npm start` compiles the fixture sources into the tree's build folder; `npm run serve`
    // serves the tree's copy of their compiled form.
    CONTENT_DIR: fixtureContentDir,
    CONTENT_BUILD_DIR: tree.buildDir,
    SITE_DIR: tree.siteDir,
    DATABASE_PATH: join(tree.root, 'portal.sqlite'),
  });
  return npm;
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
      const { child, output, listening } = startNpm(args);
      const exited = once(child, 'exit');
      const port = await listening(90_000);
      expect((await send(port, '/api/site')).status).toBe(200);

      const pid = child.pid ?? 0;
      process.kill(group ? -pid : pid, signal);

      await waitFor(async () => !(await answers(port)), 'the port to stop answering', 60_000);
      // 0 only when the server stopped gracefully; cut short by a signal, it would be 128 + its number.
      expect(await exited, output()).toEqual([0, null]);
    });
  }
});
