/**
 * SIGTERM during downloads: the downloads in flight finish intact, new requests get 503 with
 * Retry-After, and the process exits 0. When the grace period runs out first, the process
 * cuts the stragglers and exits 1. The server runs from its TypeScript source, as `npm start`.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../server/testing/server-process';
import {
  type Answer,
  cookieOf,
  type FaultTree,
  inspectDatabase,
  largeFile,
  login,
  send,
  startFaultServer,
  waitFor,
  writeFaultTree,
} from './testing/fault-server';

let tree: FaultTree | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop('SIGKILL');
  tree?.cleanup();
  server = undefined;
  tree = undefined;
});

/** Starts downloads whose bodies are paused right after the head arrives, so they stay in flight. */
async function pausedDownloads(port: number, cookie: string, count: number) {
  const responses: IncomingMessage[] = [];
  const answers: Answer[] = [];
  for (let index = 0; index < count; index++) {
    answers.push(
      await send(port, largeFile, {
        headers: { cookie },
        onResponse: (response) => {
          response.pause();
          responses.push(response);
        },
      }),
    );
  }
  return {
    answers,
    resume: () => {
      for (const response of responses) response.resume();
    },
  };
}

describe('SIGTERM', () => {
  it('lets downloads in flight finish, answers new requests 503, exits 0', { timeout: 90_000 }, async () => {
    tree = writeFaultTree();
    server = await startFaultServer(tree, { env: { SHUTDOWN_GRACE_SECONDS: '20' } });
    const { port } = server;
    const cookie = cookieOf(await login(port, 'demo'));
    const downloads = await pausedDownloads(port, cookie, 3);
    expect(downloads.answers.map((answer) => answer.status)).toEqual([200, 200, 200]);

    server.child.kill('SIGTERM');
    await waitFor(() => server?.output().includes('SIGTERM received') ?? false, 'the server to start draining');
    expect(server.output()).toContain('3 request(s) in flight');

    // New requests while draining: 503 with Retry-After, on a fresh connection, without touching the database.
    for (const path of ['/api/site', largeFile, '/api/session']) {
      const refused = await send(port, path, { headers: { cookie } });
      expect(refused.status, path).toBe(503);
      expect(refused.headers['retry-after'], path).toBe('5');
      expect(refused.headers.connection, path).toBe('close');
      expect((await refused.body).length, path).toBeLessThan(200);
    }
    const refusedLogin = await login(port, 'demo');
    expect(refusedLogin.status).toBe(503);

    downloads.resume();
    for (const answer of downloads.answers) {
      const body = await answer.body;
      expect(body.length).toBe(tree.largeBytes.length);
      expect(createHash('sha256').update(body).digest('hex')).toBe(tree.largeSha256);
    }
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toContain('Grace period over');

    const { integrity, audit } = inspectDatabase(tree.databasePath);
    expect(integrity).toBe('ok');
    for (const answer of downloads.answers) expect(audit.get(answer.requestId)?.[0]?.kind).toBe('file-delivered');
    expect(audit.has(refusedLogin.requestId)).toBe(false);
  });

  it('cuts downloads still open when the grace period runs out, and exits 1', { timeout: 60_000 }, async () => {
    tree = writeFaultTree();
    server = await startFaultServer(tree, { env: { SHUTDOWN_GRACE_SECONDS: '1' } });
    const cookie = cookieOf(await login(server.port, 'demo'));
    const downloads = await pausedDownloads(server.port, cookie, 2);
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('Grace period over: cutting 2 request(s) still open.');
    downloads.resume();
    for (const answer of downloads.answers) await expect(answer.body).rejects.toThrow();
    expect(inspectDatabase(tree.databasePath).integrity).toBe('ok');
  });

  it('with nothing in flight exits 0 at once', { timeout: 60_000 }, async () => {
    tree = writeFaultTree(1024);
    server = await startFaultServer(tree);
    expect((await send(server.port, '/api/site')).status).toBe(200);
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(inspectDatabase(tree.databasePath).integrity).toBe('ok');
  });
});
