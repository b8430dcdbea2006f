/**
 * PostgreSQL unreachable at start: the server prints one line naming the database server (never
 * the password) and exits non-zero before it listens, rather than half-starting.
 */
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultServer, writeFaultTree } from './testing/fault-server';

const tree = writeFaultTree(1024);
afterEach(() => tree.cleanup());

/** A port on 127.0.0.1 that nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

describe('PostgreSQL unreachable at start', () => {
  it('exits 1 with one line naming host:port/database, without the password, before listening', async () => {
    const port = await closedPort();
    const password = 'never-print-this-password';
    const start = startFaultServer(tree, {
      env: { DATABASE_URL: `postgres://portal:${password}@127.0.0.1:${port}/portal_db` },
    });
    const error = await start.then(
      () => new Error('the server started'),
      (refusal: unknown) => refusal as Error,
    );
    expect(error.message).toContain('exited (1) before listening');
    const printed = error.message.split('\n').slice(1).join('\n').trim();
    expect(printed.split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The portal cannot start: PostgreSQL at 127\\.0\\.0\\.1:${port}/portal_db cannot be .*ECONNREFUSED`,
        ),
      ),
    ]);
    expect(printed).not.toContain(password);
  });
});
