/**
 * kill -9 at random moments during concurrent logins and downloads, FAULT_ROUNDS times (default
 * 30) over one database: after every crash the database passes `PRAGMA integrity_check`, and
 * every request whose answer reached the client has its audit event (the event is committed
 * before the answer is sent). Random choices come from FAULT_SEED (printed) so a failure replays.
 * The server runs as a bundle of server/server.ts (bundleServer) to keep restarts quick.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureFiles } from '../../server/testing/fixture-content';
import { bundleServer } from '../../server/testing/server-process';
import {
  type Answer,
  cookieOf,
  type FaultTree,
  inspectDatabase,
  largeFile,
  login,
  seededRandom,
  send,
  startFaultServer,
  writeFaultTree,
} from './testing/fault-server';

const rounds = Number(process.env.FAULT_ROUNDS ?? 30);
const seed = Number(process.env.FAULT_SEED ?? Date.now() % 1_000_000);
const workers = 6;

let tree: FaultTree;
let bundle: string;
beforeAll(async () => {
  tree = writeFaultTree(2 * 1024 * 1024);
  bundle = await bundleServer();
});
afterAll(() => {
  tree?.cleanup();
  if (bundle) rmSync(bundle, { force: true });
});

interface Expected {
  requestId: string;
  kind: string;
  what: string;
  /** A cheap refusal or a part of a file: stored in a shared row with a count, so checked by count. */
  collapsed: boolean;
}

let wrongFrom = 0;

type Operation = (port: number, cookies: { demo: string; acme: string }) => Promise<{ answer: Answer; kind: string }>;

/** Each operation and the audit kind its answer implies. */
const operations: [string, Operation][] = [
  [
    'login ok',
    async (port) => {
      const answer = await login(port, 'demo');
      return { answer, kind: answer.status === 200 ? 'login-ok' : 'login-failed' };
    },
  ],
  [
    'login wrong',
    // From many addresses: failed sign-ins are counted in the database, so from one address they
    // would lock it out (for 15 minutes, across the crashes) and the rounds could not sign in.
    async (port) => ({
      answer: await login(port, 'wrong-password', `198.51.${wrongFrom++ % 250}.${wrongFrom % 199}`),
      kind: 'login-failed',
    }),
  ],
  [
    'download',
    async (port, cookies) => ({
      answer: await send(port, largeFile, { headers: { cookie: cookies.demo } }),
      kind: 'file-delivered',
    }),
  ],
  [
    'range download',
    async (port, cookies) => ({
      answer: await send(port, largeFile, { headers: { cookie: cookies.demo, range: 'bytes=1000-' } }),
      kind: 'file-delivered',
    }),
  ],
  [
    'secure download',
    async (port, cookies) => ({
      answer: await send(port, `/secure-download?file=${fixtureFiles.guide}`, {
        headers: { cookie: cookies.demo },
      }),
      kind: 'file-delivered',
    }),
  ],
  [
    'denied product',
    async (port, cookies) => ({
      answer: await send(port, `/public/${fixtureFiles.otherTips}`, { headers: { cookie: cookies.acme } }),
      kind: 'access-denied',
    }),
  ],
  ['signed out', async (port) => ({ answer: await send(port, largeFile), kind: 'access-denied' })],
];

describe('kill -9 under load', () => {
  // Thirty rounds of start, load and crash take about three minutes on a busy 2-core machine.
  it(`loses no answered audit event and keeps the database intact over ${rounds} crashes`, {
    timeout: 600_000,
  }, async () => {
    const random = seededRandom(seed);
    console.log(`kill -9 suite: ${rounds} rounds, FAULT_SEED=${seed}`);
    let checked = 0;
    let cutMidBody = 0;
    let collapsedBefore = 0;
    const statuses = new Map<number, number>();

    for (let round = 0; round < rounds; round++) {
      const server = await startFaultServer(tree, { bundle, env: { TRUST_PROXY: '127.0.0.1' } });
      const { port } = server;
      // Sessions are stored in the database, so they survive the crashes; new ones each round anyway.
      const cookies = {
        demo: cookieOf(await login(port, 'demo')),
        acme: cookieOf(await login(port, 'demo-acme')),
      };
      const expected: Expected[] = [];
      const bodies: Promise<unknown>[] = [];
      let killed = false;

      const worker = async () => {
        while (!killed) {
          const picked = operations[Math.floor(random() * operations.length)];
          if (!picked) continue;
          const [what, operation] = picked;
          try {
            const { answer, kind } = await operation(port, cookies);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            expect(answer.status, `${what} answered ${answer.status}`).toBeLessThan(500);
            const limited = answer.status === 429;
            expected.push({
              requestId: answer.requestId,
              kind: limited ? 'login-failed' : kind,
              what,
              collapsed: limited || ['signed out', 'denied product', 'range download'].includes(what),
            });
            bodies.push(answer.body.catch(() => cutMidBody++));
          } catch (error) {
            // No answer arrived: the process died first. Such a request promised nothing.
            if (!killed) throw error;
          }
        }
      };
      const running = Array.from({ length: workers }, worker);
      await new Promise((resolve) => setTimeout(resolve, 30 + Math.floor(random() * 400)));
      killed = true;
      process.kill(server.pid, 'SIGKILL');
      await Promise.allSettled(running);
      expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
      await Promise.allSettled(bodies);

      const { integrity, audit, collapsedEvents } = inspectDatabase(tree.databasePath);
      expect(integrity, `round ${round}`).toBe('ok');
      // Every answered refusal was counted; one whose answer the crash cut off may be counted too.
      const answeredCollapsed = expected.filter((item) => item.collapsed).length;
      expect(collapsedEvents - collapsedBefore, `round ${round}: collapsed refusals`).toBeGreaterThanOrEqual(
        answeredCollapsed,
      );
      checked += answeredCollapsed;
      collapsedBefore = collapsedEvents;
      for (const item of expected.filter((entry) => !entry.collapsed)) {
        // Besides its own event a sign-in may write what it caused: the lockout a failure started,
        // or the oldest session the per-account cap ended.
        const rows = (audit.get(item.requestId) ?? []).filter(
          (row) => row.kind !== 'lockout' && row.kind !== 'session-revoked',
        );
        expect(
          rows.map((row) => row.kind),
          `round ${round}: ${item.what} ${item.requestId}`,
        ).toEqual([item.kind]);
        checked++;
      }
    }
    console.log(
      `kill -9 suite: ${rounds} rounds, ${checked} answered requests checked against the audit, ` +
        `${cutMidBody} bodies cut mid-transfer, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(checked).toBeGreaterThan(rounds);
  });
});
