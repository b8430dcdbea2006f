/**
 * The public instructions for use keep answering while the database does not: `/eifu`, a line's
 * page, a file at its public address, the label resolver and the availability page read only the
 * compiled build, so with PostgreSQL gone (its connections cut) they answer as before, while a
 * route that needs the database answers 503.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresSkipReason, type ThrowawaySchema, throwawaySchema } from '../../server/testing/postgres-database';
import type { ServerProcess } from '../../server/testing/server-process';
import { proxiedDatabase, type TcpProxy } from '../../server/testing/tcp-proxy';
import { cookieOf, type FaultTree, login, send, startFaultServer, writeFaultTree } from './testing/fault-server';

describe.skipIf(postgresSkipReason !== undefined)('the public eIFU pages with the database gone', () => {
  let tree: FaultTree;
  let schema: ThrowawaySchema;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let cookie: string;

  beforeAll(async () => {
    tree = writeFaultTree(1024);
    schema = await throwawaySchema();
    const proxied = await proxiedDatabase(schema.url);
    proxy = proxied.proxy;
    const { url } = proxied;
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

  it('answers the pages, the files and the resolver, while a gated route answers 503', async () => {
    await proxy.cut();
    // The database is really away: what needs it cannot answer.
    expect((await send(server.port, '/api/catalogue', { headers: { cookie } })).status).toBe(503);

    for (const path of ['/eifu', '/es/eifu', '/eifu/demo-pump/en', '/eifu/demo-pump/es', '/eifu/about']) {
      const answer = await send(server.port, path);
      expect(answer.status, path).toBe(200);
      expect((await answer.body).toString('utf8'), path).toContain('<main id="main">');
    }
    // A reader with a session cookie (the database cannot check it) reads the public pages all the same.
    expect((await send(server.port, '/eifu/demo-pump/en', { headers: { cookie } })).status).toBe(200);

    const file = await send(server.port, '/eifu/files/demo-pump/2025-07-08/instructions-for-use-v5.pdf');
    expect(file.status).toBe(200);
    const bytes = readFileSync(join(tree.contentDir, 'files/demo/instructions-for-use-v5.pdf'));
    const received = await file.body;
    expect(createHash('sha256').update(received).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));

    const label = await send(server.port, '/01/09501101530003', { headers: { 'accept-language': 'es' } });
    expect(label.status).toBe(307);
    expect(label.headers.location).toBe('/eifu/demo-pump/es?gtin=09501101530003');
    const linkSet = await send(server.port, '/01/09501101530003?linkType=all');
    expect(linkSet.status).toBe(200);
    expect(linkSet.headers['content-type']).toBe('application/linkset+json');
  });
});
