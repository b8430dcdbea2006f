/**
 * PostgreSQL lost while the server runs (its host gone, its connections ended): routes that need
 * the database answer 503 with the request id and Retry-After, fingerprinted assets and /healthz
 * still answer (readiness says the database is away), and the pool reconnects by itself: the next requests after the database is back
 * succeed, and the process never crashed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminQuery,
  postgresSkipReason,
  type ThrowawaySchema,
  throwawaySchema,
} from '../../server/testing/postgres-database';
import type { ServerProcess } from '../../server/testing/server-process';
import { proxiedDatabase, type TcpProxy } from '../../server/testing/tcp-proxy';
import {
  cookieOf,
  type FaultTree,
  largeFile,
  login,
  send,
  startFaultServer,
  writeFaultTree,
} from './testing/fault-server';

const applicationName = `portal-fault-${process.pid}`;

describe.skipIf(postgresSkipReason !== undefined)('PostgreSQL lost while running', () => {
  let tree: FaultTree;
  let schema: ThrowawaySchema;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let cookie: string;

  beforeAll(async () => {
    tree = writeFaultTree(64 * 1024);
    schema = await throwawaySchema();
    const proxied = await proxiedDatabase(schema.url);
    proxy = proxied.proxy;
    const { url } = proxied;
    url.searchParams.set('application_name', applicationName);
    server = await startFaultServer(tree, {
      env: { DATABASE_URL: url.toString(), SESSION_CACHE_MS: '0', DATABASE_STATEMENT_TIMEOUT_MS: '2000' },
    });
    cookie = cookieOf(await login(server.port, 'demo'));
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await proxy?.close();
    await schema?.drop();
    tree?.cleanup();
  });

  const get = (path: string) => send(server.port, path, { headers: { cookie } });

  it('answers 503 with the request id and Retry-After while the database is away, and serves again once it is back', async () => {
    expect((await get('/api/catalogue')).status).toBe(200);
    await proxy.cut();

    for (const path of ['/api/catalogue', largeFile]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(503);
      expect(answer.headers['retry-after'], path).toBe('2');
      expect(JSON.parse((await answer.body).toString('utf8')), path).toEqual({
        error: 'The server cannot reach its database; try again in a moment',
        reason: 'database-unavailable',
        requestId: answer.requestId,
      });
    }
    // A load balancer's probe (no cookie) and a browser's asset request (with the cookie) still get answers.
    const health = await send(server.port, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse((await health.body).toString('utf8'))).toEqual({ status: 'ok' });
    const ready = await send(server.port, '/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse((await ready.body).toString('utf8'))).toEqual({ status: 'unavailable', failed: ['database'] });
    const asset = await get('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect((await asset.body).toString('utf8')).toBe('console.log("app")');
    const signOut = await send(server.port, '/api/session', { method: 'DELETE', headers: { cookie } });
    expect(signOut.status).toBe(503);

    await proxy.restore();
    const file = await get(largeFile);
    expect(file.status).toBe(200);
    expect((await file.body).length).toBe(tree.largeBytes.length);
    expect((await send(server.port, '/readyz')).status).toBe(200);
  });

  it('replaces connections the server ended (pg_terminate_backend) without failing the next requests', async () => {
    // Several rounds: the requests right after the ending may meet connections not yet known dead.
    for (let round = 0; round < 5; round++) {
      // Warm the pool so there are connections to end.
      await Promise.all([get('/api/catalogue'), get('/api/catalogue'), get(largeFile)]);
      const ended = await adminQuery<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = $1`,
        [applicationName],
      );
      expect(ended.length).toBeGreaterThan(0);
      const answers = await Promise.all([get('/api/catalogue'), get(largeFile), get('/api/catalogue')]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    }
    expect(server.child.exitCode).toBeNull();
  });
});
