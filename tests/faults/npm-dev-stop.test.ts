/**
 * `npm run dev` stops everything it started: Vite and the API server both stop listening and npm
 * exits 0, on SIGTERM sent to the npm process alone (`kill <pid>`) and on Ctrl+C (SIGINT to the
 * whole process group). The run is the real one (npm, the package script, scripts/dev.ts, Vite, the
 * API server) on the fixture content, compiled to a temp folder, with a temp database and free ports.
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type FixtureTree, writeFixtureTree } from '../../server/testing/fixture-content';
import { repoRoot } from '../../server/testing/server-process';
import { type NpmServer, startNpmServer } from '../deploy/testing/npm-server';
import { fixtureContentDir } from '../fixtures/fixture-paths';
import { waitFor } from './testing/fault-server';

let tree: FixtureTree | undefined;
let npm: NpmServer | undefined;

afterEach(() => {
  // The whole process group, npm gone or not, so a failed test leaves no server behind.
  npm?.killGroup();
  tree?.cleanup();
  npm = undefined;
  tree = undefined;
});

/** True while something accepts TCP connections on the port. */
const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const stops = [
  { how: 'SIGTERM to the npm process alone', signal: 'SIGTERM', group: false },
  { how: 'Ctrl+C (SIGINT to the process group)', signal: 'SIGINT', group: true },
] as const;

describe('stopping npm run dev', () => {
  for (const { how, signal, group } of stops) {
    it(`stops Vite and the API server on ${how}`, { timeout: 180_000 }, async () => {
      tree = writeFixtureTree();
      npm = startNpmServer(['run', 'dev'], repoRoot, {
        CONTENT_DIR: fixtureContentDir,
        CONTENT_BUILD_DIR: tree.buildDir,
        DATABASE_PATH: join(tree.root, 'dev.sqlite'),
      });
      const { child, output } = npm;
      const exited = once(child, 'exit');
      let ports: number[] = [];
      await waitFor(
        () => {
          if (child.exitCode !== null) throw new Error(`npm run dev exited ${child.exitCode}:\n${output()}`);
          const vite = /open http:\/\/127\.0\.0\.1:(\d+)\//.exec(output())?.[1];
          const api = /API server http:\/\/127\.0\.0\.1:(\d+)/.exec(output())?.[1];
          ports = [vite, api].flatMap((port) => (port ? [Number(port)] : []));
          return ports.length === 2;
        },
        'npm run dev to print its addresses',
        120_000,
      );
      for (const port of ports) expect(await listens(port), `port ${port} before the stop`).toBe(true);

      const pid = child.pid ?? 0;
      process.kill(group ? -pid : pid, signal);

      expect(await exited, output()).toEqual([0, null]);
      // Checked once npm has gone: a child that outlived it would still hold its port.
      for (const port of ports) expect(await listens(port), `port ${port} after npm exited`).toBe(false);
    });
  }
});
