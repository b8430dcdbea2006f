import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveLoad, expectAnswer } from './load-tools';

/** Answers 200 on /ok and 503 elsewhere, noting the cookies each connection sent. */
let server: Server;
let origin: string;
const cookiesOf = new Map<Socket, Set<string>>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const seen = cookiesOf.get(request.socket) ?? new Set<string>();
    seen.add(request.headers.cookie ?? '');
    cookiesOf.set(request.socket, seen);
    response.statusCode = request.url === '/ok' ? 200 : 503;
    response.end('four');
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(() => server.close());

describe('driveLoad', () => {
  it("gives each connection one session's cookie, spreading the sessions, and counts the failed answers", async () => {
    const figures = await driveLoad({
      origin,
      connections: 4,
      duration: 1,
      requests: [
        { method: 'GET', path: '/ok' },
        { method: 'GET', path: '/gone' },
      ],
      cookies: ['s=a', 's=b'],
    });
    const perConnection = [...cookiesOf.values()].map((cookies) => [...cookies]);
    expect(perConnection.length).toBeGreaterThanOrEqual(4);
    expect(perConnection.every((cookies) => cookies.length === 1)).toBe(true);
    expect(new Set(perConnection.flat())).toEqual(new Set(['s=a', 's=b']));
    expect(figures.requests).toBeGreaterThan(0);
    expect(figures.statuses).toMatch(/^200×\d+, 503×\d+$/);
    expect(figures.failures).toMatch(/^0 error\(s\) \(0 timeouts\), [1-9]\d* non-2xx$/);
  });
});

describe('expectAnswer', () => {
  it('accepts a whole 200 answer and refuses a refusal or a short body', async () => {
    await expect(expectAnswer(`${origin}/ok`, {}, 4)).resolves.toBeUndefined();
    await expect(expectAnswer(`${origin}/gone`, {})).rejects.toThrow('/gone answered 503 with 4 bytes');
    await expect(expectAnswer(`${origin}/ok`, {}, 4096)).rejects.toThrow('/ok answered 200 with 4 bytes');
  });
});
