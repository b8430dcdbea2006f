/**
 * With FILE_DELIVERY=x-accel the portal still answers every refusal itself: the same raw requests
 * (traversal in every spelling on every file route, signed out and in, other product lines,
 * unknown files, other methods) get the same status, headers and body as in direct mode, and never
 * an X-Accel-Redirect, which would make nginx send the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureFiles } from '../../server/testing/fixture-content';
import { signIn } from '../../server/testing/test-app';
import { type AttackServer, startAttackServer } from './testing/attack-server';
import { escapes, fileRoutes, otherFolder } from './testing/file-escapes';
import type { RawAnswer, RawRequest } from './testing/raw-http';

interface Mode {
  server: AttackServer;
  /** Session cookies by password. */
  cookies: Record<'demo' | 'demo-acme', string>;
}

let direct: Mode;
let xAccel: Mode;

async function startMode(env: Record<string, string>): Promise<Mode> {
  const server = await startAttackServer({ env });
  return {
    server,
    cookies: { demo: await signIn(server.app, 'demo'), 'demo-acme': await signIn(server.app, 'demo-acme') },
  };
}

beforeAll(async () => {
  direct = await startMode({});
  xAccel = await startMode({ FILE_DELIVERY: 'x-accel' });
});
afterAll(async () => {
  await Promise.all([await direct.server.close(), await xAccel.server.close()]);
});

type Who = keyof Mode['cookies'] | 'signed out';

function send(mode: Mode, who: Who, request: RawRequest): Promise<RawAnswer> {
  const cookie: Record<string, string> = who === 'signed out' ? {} : { cookie: mode.cookies[who] };
  return mode.server.request({ ...request, headers: { ...request.headers, ...cookie } });
}

/** What a client sees of an answer, without what differs between any two answers (date, request id). */
function seen(answer: RawAnswer): { status: number; headers: Record<string, string>; body: string } {
  // The clock's headers differ when the two answers straddle a second: the date, and the seconds left in the rate-limit window.
  const { date: _date, 'x-request-id': _id, 'x-ratelimit-reset': _reset, ...headers } = answer.headers;
  return { status: answer.status, headers, body: answer.body.toString('latin1') };
}

const refusals: [Who, RawRequest][] = [
  ...fileRoutes.flatMap(([, target]) =>
    escapes.flatMap((way) =>
      (['signed out', 'demo'] as const).map((who): [Who, RawRequest] => [who, { target: target(way) }]),
    ),
  ),
  ['signed out', { target: `/public/${fixtureFiles.tips}` }],
  ['signed out', { target: `/public/training/${fixtureFiles.training}` }],
  ['signed out', { target: `/secure-download?file=${fixtureFiles.guide}` }],
  ['signed out', { method: 'HEAD', target: `/public/${fixtureFiles.tips}` }],
  ['signed out', { target: `/public/${fixtureFiles.tips}`, headers: { range: 'bytes=0-3' } }],
  ['demo-acme', { target: `/public/${fixtureFiles.otherTips}` }],
  ['demo-acme', { target: `/secure-download?file=${fixtureFiles.otherGuide}` }],
  ['demo-acme', { target: `/public/${fixtureFiles.otherTips}`, headers: { range: 'bytes=0-3' } }],
  ['demo', { target: '/public/demo/missing.pdf' }],
  ['demo', { target: '/secure-download?file=nothing.pdf' }],
  ['demo', { method: 'POST', target: `/public/${fixtureFiles.tips}` }],
  ['demo', { method: 'DELETE', target: `/secure-download?file=${fixtureFiles.guide}` }],
];

describe('FILE_DELIVERY=x-accel refusals', () => {
  it('are the answers of direct mode (status, headers, body) and never carry X-Accel-Redirect', async () => {
    for (const [who, request] of refusals) {
      const label = `${who} ${request.method ?? 'GET'} ${request.target}`;
      const [expected, answer] = [await send(direct, who, request), await send(xAccel, who, request)];
      expect(answer.status, label).toBeGreaterThanOrEqual(300);
      expect(answer.headers['x-accel-redirect'], label).toBeUndefined();
      expect(seen(answer), label).toEqual(seen(expected));
    }
  });

  it('answer a file of a line the account lacks exactly as a missing one, and audit it', async () => {
    for (const mode of [direct, xAccel]) {
      for (const [lacked, missing] of [
        [`/public/${fixtureFiles.otherTips}`, `/public/${otherFolder}/missing.pdf`],
        [`/secure-download?file=${fixtureFiles.otherGuide}`, `/secure-download?file=${otherFolder}/missing.pdf`],
      ] as const) {
        const denied = await send(mode, 'demo-acme', { target: lacked });
        const absent = await send(mode, 'demo-acme', { target: missing });
        expect(denied.status, lacked).toBe(404);
        expect(seen(denied), lacked).toEqual(seen(absent));
        expect(await mode.server.auditOf(denied), lacked).toEqual([
          expect.objectContaining({ kind: 'access-denied', account: 'demo-acme' }),
        ]);
      }
    }
  });

  it('while a permitted file in the same mode does carry it', async () => {
    const answer = await send(xAccel, 'demo', { target: `/public/${fixtureFiles.tips}` });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-accel-redirect']).toBe(`/_protected-files/files/${fixtureFiles.tips}`);
    expect(answer.body.length).toBe(0);
  });
});
