/**
 * The real server process with request logging on: a password key sent as `?auth=` (deep link)
 * or `auth_key=`, and what a nurse types into search (`?q=`), never reach its log or its audit
 * table, malformed addresses included; and each answer has one log line, tied to it by its
 * request id.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authKeyOf } from '../../server/auth/credentials';
import { type FixtureTree, firstPathPrefix, writeFixtureTree } from '../../server/testing/fixture-content';
import { type ServerProcess, startServerProcess } from '../../server/testing/server-process';
import { rawRequest } from './testing/raw-http';

let tree: FixtureTree;
let server: ServerProcess;
beforeAll(async () => {
  tree = writeFixtureTree();
  server = await startServerProcess({
    contentDir: tree.contentDir,
    buildDir: tree.buildDir,
    siteDir: tree.siteDir,
    databasePath: join(tree.root, 'portal.sqlite'),
    env: { LOG_LEVEL: 'info' },
  });
}, 60_000);
afterAll(async () => {
  await server?.stop('SIGTERM');
  tree?.cleanup();
});

/** Polls a condition (no fixed delay); gives up only after a minute, when the test itself fails. */
async function waitUntil(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Condition not met within a minute');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('credentials in addresses', () => {
  it('never appear in the server log or the audit table', { timeout: 60_000 }, async () => {
    const right = authKeyOf('demo');
    const wrong = authKeyOf('not-the-password');
    const targets = [
      `/login?auth=${right}`,
      `${firstPathPrefix}/internal/home?x=1&auth=${right}#top`,
      `/?AUTH=${right}`,
      `/authenticate.php?auth_key=${right}`,
      `/authenticate.php?auth_key=${wrong}`,
      `/authenticate.php?x=1&auth_key=${wrong.toUpperCase()}`,
      `/login?requestedFile=%2F%2Fevil.example&auth=${right}`,
      // Parameter names spelled with escapes sign in all the same, so they are redacted all the same.
      `/authenticate.php?auth%5Fkey=${right}`,
      `/authenticate.php?%61uth_key=${right}`,
      `/login?%61uth=${right}`,
      `/login?%2561uth=${right}`,
      // Addresses the router cannot decode are refused and audited with the address, redacted too.
      `/login%ZZ?auth=${right}`,
      `/authenticate.php/%C0?auth_key=${wrong}`,
    ];
    const ids: string[] = [];
    for (const target of targets) {
      const answer = await fetch(`${server.origin}${target}`, {
        headers: { accept: 'text/html', referer: `${server.origin}/login?auth%5Fkey=${right}&x=1` },
        redirect: 'manual',
      });
      expect(answer.status, target).toBeLessThan(500);
      ids.push(answer.headers.get('x-request-id') ?? '');
    }
    const posted = await fetch(`${server.origin}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authKey: right }),
    });
    expect(posted.status).toBe(200);
    // Over a raw connection a `#` reaches the server, which reads the query from it: this signs in.
    const hashed = await rawRequest(server.port, { target: `/authenticate.php#auth_key=${right}` });
    expect(hashed.status).toBe(200);
    ids.push(hashed.headers['x-request-id'] ?? '');

    // The log is written asynchronously: wait until the last answer's completion line is in it.
    const lastId = posted.headers.get('x-request-id') ?? '';
    await waitUntil(() =>
      server
        .output()
        .split('\n')
        .some((line) => line.includes(lastId) && line.includes('request completed')),
    );
    const log = server.output();
    expect(log).toContain('[REDACTED]');
    for (const id of ids) expect(log).toContain(id);
    for (const key of [right, wrong, wrong.toUpperCase()]) expect(log).not.toContain(key);

    const db = new Database(join(tree.root, 'portal.sqlite'), { readonly: true });
    try {
      const everything = JSON.stringify(db.prepare('SELECT * FROM audit').all());
      expect(everything).toContain('login-ok');
      for (const key of [right, wrong, wrong.toUpperCase()]) expect(everything).not.toContain(key);
    } finally {
      db.close();
    }
  });
});

describe('search words', () => {
  it('never appear in the server log or the audit table', { timeout: 60_000 }, async () => {
    const words = 'heparin-overdose-7731';
    const cookie = await signInCookie();
    const targets = [`/api/search?q=${words}`, `/api/search?x=1&q=${words}&y=2`, `/api/search%C0?q=${words}`];
    const ids: string[] = [];
    for (const target of targets) {
      const answer = await fetch(`${server.origin}${target}`, { headers: { cookie } });
      expect(answer.status, target).toBeLessThan(500);
      ids.push(answer.headers.get('x-request-id') ?? '');
    }
    expect(ids[0]).not.toBe('');
    await waitUntil(() => ids.every((id) => server.output().includes(id)));
    const log = server.output();
    expect(log).toContain('/api/search?q=[REDACTED]');
    expect(log).not.toContain(words);
    const db = new Database(join(tree.root, 'portal.sqlite'), { readonly: true });
    try {
      expect(JSON.stringify(db.prepare('SELECT * FROM audit').all())).not.toContain(words);
    } finally {
      db.close();
    }
  });
});

/** The session cookie of a fresh sign-in as the demo account. */
async function signInCookie(): Promise<string> {
  const answer = await fetch(`${server.origin}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authKey: authKeyOf('demo') }),
  });
  expect(answer.status).toBe(200);
  return (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('the request log', () => {
  it('has one line per request: request id, method, redacted address, client, status and time', {
    timeout: 60_000,
  }, async () => {
    const key = authKeyOf('demo');
    const targets = [`/login?auth=${key}`, '/api/site', '/api/catalogue', '/api/nothing'];
    const answers = [];
    for (const target of targets) {
      answers.push(await fetch(`${server.origin}${target}`, { headers: { accept: 'text/html' }, redirect: 'manual' }));
    }
    const ids = answers.map((answer) => answer.headers.get('x-request-id') ?? '');
    const linesOf = (id: string) =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes(id));
    await waitUntil(() => ids.every((id) => linesOf(id).length > 0));
    for (const [index, id] of ids.entries()) {
      const lines = linesOf(id);
      expect(lines, targets[index]).toHaveLength(1);
      const line = JSON.parse(lines[0] ?? '{}');
      expect(line, targets[index]).toMatchObject({
        level: 30,
        reqId: id,
        msg: 'request completed',
        req: { method: 'GET', remoteAddress: '127.0.0.1' },
        res: { statusCode: answers[index]?.status },
        responseTime: expect.any(Number),
      });
    }
    const first = JSON.parse(linesOf(ids[0] ?? '')[0] ?? '{}');
    expect(first.req.url).toBe('/login?auth=[REDACTED]');
  });
});

describe('log lines gathered into larger writes', () => {
  const lineOf = (id: string) =>
    server
      .output()
      .split('\n')
      .find((line) => line.includes(id) && line.includes('request completed'));

  it('still reach the log on a quiet server, with no more traffic to fill the buffer', {
    timeout: 60_000,
  }, async () => {
    const answer = await fetch(`${server.origin}/api/site`);
    const id = answer.headers.get('x-request-id') ?? '';
    await waitUntil(() => lineOf(id) !== undefined);
    expect(JSON.parse(lineOf(id) ?? '{}')).toMatchObject({ reqId: id, res: { statusCode: 200 } });
  });

  // Stops the shared server, so it runs last.
  it('are written out when the server stops right after answering', { timeout: 60_000 }, async () => {
    const answer = await fetch(`${server.origin}/api/catalogue`);
    const id = answer.headers.get('x-request-id') ?? '';
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(lineOf(id)).toContain('"statusCode":401');
  });
});
