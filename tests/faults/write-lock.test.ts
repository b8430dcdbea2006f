/**
 * Another process (the accounts command, a backup, a second server) holds SQLite's write lock
 * while logins, downloads and sign-outs arrive: the server waits it out (busy timeout) and
 * answers every request normally once the lock is released; never a 500, and every audit
 * event is there.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot, type ServerProcess } from '../../server/testing/server-process';
import {
  cookieOf,
  type FaultTree,
  inspectDatabase,
  largeFile,
  login,
  send,
  startFaultServer,
  writeFaultTree,
} from './testing/fault-server';

let tree: FaultTree | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop('SIGKILL');
  tree?.cleanup();
});

/** Takes the write lock in another process, says so, holds it for holdMs, then commits. */
async function holdWriteLock(databasePath: string, holdMs: number) {
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require('better-sqlite3'))(process.argv[1]);
       db.exec('BEGIN IMMEDIATE');
       db.exec("INSERT OR REPLACE INTO settings (key, value) VALUES ('lock-holder', 'was here')");
       process.stdout.write('locked\\n');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${holdMs});
       db.exec('COMMIT');
       db.close();`,
      databasePath,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await once(holder.stdout, 'data');
  return { released: once(holder, 'exit') };
}

describe('a held write lock', () => {
  it('is waited out: logins, downloads and sign-outs all succeed and are audited', { timeout: 60_000 }, async () => {
    tree = writeFaultTree(256 * 1024);
    server = await startFaultServer(tree);
    const { port } = server;
    const cookies = await Promise.all([1, 2, 3].map(async () => cookieOf(await login(port, 'demo'))));

    const lock = await holdWriteLock(tree.databasePath, 1500);
    const answers = await Promise.all([
      login(port, 'demo'),
      login(port, 'wrong-password'),
      send(port, largeFile, { headers: { cookie: cookies[0] ?? '' } }),
      send(port, largeFile, { headers: { cookie: cookies[1] ?? '' } }),
      send(port, largeFile),
      send(port, '/api/session', { method: 'DELETE', headers: { cookie: cookies[2] ?? '' } }),
      send(port, '/api/site'),
    ]);
    await lock.released;

    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 200, 200, 401, 204, 200]);
    for (const answer of answers.slice(2, 4)) expect((await answer.body).length).toBe(tree.largeBytes.length);
    const { integrity, audit } = inspectDatabase(tree.databasePath);
    expect(integrity).toBe('ok');
    const kinds = answers.slice(0, 6).map((answer) => audit.get(answer.requestId)?.map((row) => row.kind));
    expect(kinds).toEqual([
      ['login-ok'],
      ['login-failed'],
      ['file-delivered'],
      ['file-delivered'],
      ['access-denied'],
      ['sign-out'],
    ]);
  });
});
