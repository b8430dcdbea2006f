/**
 * What the fault tests share: a temp copy of compiled fixture content with one large file
 * (so downloads stay in flight), the real server as a child process, and HTTP helpers that
 * report when an answer's head arrived (an "answered" request) even if the body is cut later.
 */
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { authKeyOf } from '../../../server/auth/credentials';
import { sessionCookieName } from '../../../server/auth/session-cookie';
import { type FixtureTree, fixtureFiles, writeFixtureTree } from '../../../server/testing/fixture-content';
import { type ServerProcess, startServerProcess } from '../../../server/testing/server-process';

export const largeFile = `/public/${fixtureFiles.tips}`;

export interface FaultTree extends FixtureTree {
  databasePath: string;
  largeBytes: Buffer;
  largeSha256: string;
}

/** Fixture content whose first public file is `largeSize` random bytes. */
export function writeFaultTree(largeSize = 8 * 1024 * 1024): FaultTree {
  const tree = writeFixtureTree();
  const largeBytes = randomBytes(largeSize);
  writeFileSync(join(tree.contentDir, 'files', fixtureFiles.tips), largeBytes);
  return {
    ...tree,
    databasePath: join(tree.root, 'data', 'portal.sqlite'),
    largeBytes,
    largeSha256: createHash('sha256').update(largeBytes).digest('hex'),
  };
}

export function startFaultServer(
  tree: FaultTree,
  options: { env?: Record<string, string>; bundle?: string } = {},
): Promise<ServerProcess> {
  return startServerProcess({
    contentDir: tree.contentDir,
    buildDir: tree.buildDir,
    siteDir: tree.siteDir,
    databasePath: tree.databasePath,
    ...(options.env ? { env: options.env } : {}),
    ...(options.bundle ? { bundle: options.bundle } : {}),
  });
}

/** Waits on a condition, never a fixed time, so a slow machine only makes a test slower. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface Answer {
  status: number;
  requestId: string;
  headers: IncomingMessage['headers'];
  /** The whole body, or the error that cut it. */
  body: Promise<Buffer>;
}

/**
 * One request on its own connection. Resolves as soon as the head of the answer arrives (the
 * server has answered); rejects when the connection fails before that.
 */
export function send(
  port: number,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    onResponse?: (response: IncomingMessage) => void;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { connection: 'close', ...options.headers },
        agent: false,
      },
      (response) => {
        options.onResponse?.(response);
        const body = new Promise<Buffer>((resolveBody, rejectBody) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolveBody(Buffer.concat(chunks)));
          response.on('error', rejectBody);
          response.on('aborted', () => rejectBody(new Error('aborted')));
        });
        body.catch(() => {});
        resolve({
          status: response.statusCode ?? 0,
          requestId: String(response.headers['x-request-id'] ?? ''),
          headers: response.headers,
          body,
        });
      },
    );
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

/** A sign-in; `from` is sent as X-Forwarded-For (honoured only by a server with TRUST_PROXY). */
export function login(port: number, password: string, from?: string): Promise<Answer> {
  return send(port, '/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify({ authKey: authKeyOf(password) }),
  });
}

export function cookieOf(answer: Answer): string {
  const line = ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .find((item) => item.startsWith(`${sessionCookieName}=`));
  if (!line) throw new Error(`No session cookie in the answer (status ${answer.status})`);
  return line.split(';')[0] ?? '';
}

export interface AuditRow {
  kind: string;
  request_id: string;
  account: string | null;
}

/** Opens the database as a restarted server would (recovering the WAL), checks it and reads the audit. */
/**
 * The database after a crash: its integrity, audit rows by request id, and how many events the
 * collapsed rows stand for (identical signed-out refusals within a minute share one row and keep
 * only the latest request id, so those are checked by count).
 */
export function inspectDatabase(path: string): {
  integrity: string;
  audit: Map<string, AuditRow[]>;
  collapsedEvents: number;
} {
  const db = new Database(path);
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }));
    const collapsedEvents = Number(
      db
        .prepare<[], { total: number | null }>('SELECT SUM(count) AS total FROM audit WHERE repeat_key IS NOT NULL')
        .get()?.total ?? 0,
    );
    const audit = new Map<string, AuditRow[]>();
    for (const row of db.prepare<[], AuditRow>('SELECT kind, request_id, account FROM audit').all()) {
      const rows = audit.get(row.request_id) ?? [];
      rows.push(row);
      audit.set(row.request_id, rows);
    }
    return { integrity, audit, collapsedEvents };
  } finally {
    db.close();
  }
}

/** A small seeded generator, so a failing round can be replayed with FAULT_SEED. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}
