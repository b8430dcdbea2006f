/**
 * Real server processes for a test file, each on a fixture tree of its own: `start(env)` starts one,
 * and every one started is stopped and its tree removed after each test, whatever the test did.
 */
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { type FixtureTree, writeFixtureTree } from '../../../server/testing/fixture-content';
import { type ServerProcess, startServerProcess } from '../../../server/testing/server-process';

export function fixtureServers(): (env?: Record<string, string>) => Promise<ServerProcess> {
  const started: { tree: FixtureTree; server?: ServerProcess }[] = [];
  afterEach(async () => {
    for (const { tree, server } of started.splice(0)) {
      await server?.stop();
      tree.cleanup();
    }
  });
  return async (env = {}) => {
    const entry: { tree: FixtureTree; server?: ServerProcess } = { tree: writeFixtureTree() };
    started.push(entry);
    const { tree } = entry;
    entry.server = await startServerProcess({
      contentDir: tree.contentDir,
      buildDir: tree.buildDir,
      siteDir: tree.siteDir,
      databasePath: join(tree.root, 'portal.sqlite'),
      env,
    });
    return entry.server;
  };
}

/** Waits until the server has printed what `pattern` matches, on stdout or stderr (the start-up lines come in order). */
export async function printed(process: ServerProcess, pattern: RegExp): Promise<RegExpExecArray> {
  for (;;) {
    const match = pattern.exec(process.output());
    if (match) return match;
    if (process.child.exitCode !== null) throw new Error(`The server exited:\n${process.output()}`);
    await new Promise((resolve) => {
      const either = () => {
        process.child.stdout?.off('data', either);
        process.child.stderr?.off('data', either);
        resolve(undefined);
      };
      process.child.stdout?.on('data', either);
      process.child.stderr?.on('data', either);
    });
  }
}
