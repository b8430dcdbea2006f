/**
 * Requests Node's HTTP parser refuses before the app sees them (a malformed header, headers over
 * Node's size limit) are answered with the same security headers as every other answer, on the
 * portal's listener and on the console's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/plugins/helmet-headers';
import { createTestConsole, type TestConsole } from '../../server/testing/test-console';
import { type AttackServer, startAttackServer } from './testing/attack-server';
import { portOf, type RawAnswer, rawRequest } from './testing/raw-http';

let server: AttackServer | undefined;
let console_: TestConsole | undefined;
afterEach(async () => {
  await server?.close();
  await console_?.close();
  server = undefined;
  console_ = undefined;
});

/** What the parser refuses: a header name with a space in it, and 20 KiB of headers (Node's limit is 16). */
const refused = {
  malformed: { target: '/api/site', headers: { 'bad header': 'x' } },
  oversized: { target: '/api/site', headers: { 'x-padding': 'a'.repeat(20 * 1024) } },
};

/** Every header helmet sets on `ordinary` is on `answer` with the same value. */
async function expectSameSecurityHeaders(answer: RawAnswer, ordinary: RawAnswer, label: string) {
  const names = Object.keys(securityHeaders(["'self'"]));
  expect(names, 'helmet sets headers').toContain('content-security-policy');
  for (const name of names) {
    expect(ordinary.headers[name], `${label}: ${name} on an ordinary answer`).toBeDefined();
    expect(answer.headers[name], `${label}: ${name}`).toBe(ordinary.headers[name]);
  }
  expect(answer.headers['x-frame-options'], label).toBe('DENY');
  expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
  expect(answer.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
  expect(answer.headers['cache-control'], label).toBe('no-store');
  expect(answer.headers['content-type'], label).toBe('application/json; charset=utf-8');
}

describe('answers to requests the HTTP parser refuses', () => {
  it('carry the security headers on the portal: 400 for a malformed header, 431 for oversized headers', async () => {
    server = await startAttackServer();
    const ordinary = await server.request('/api/site');
    expect(ordinary.status).toBe(200);

    const malformed = await server.request(refused.malformed);
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body.toString('utf8'))).toEqual({ error: 'Bad Request' });
    await expectSameSecurityHeaders(malformed, ordinary, 'malformed');

    const oversized = await server.request(refused.oversized);
    expect(oversized.status).toBe(431);
    expect(JSON.parse(oversized.body.toString('utf8'))).toEqual({ error: 'Request Header Fields Too Large' });
    await expectSameSecurityHeaders(oversized, ordinary, 'oversized');

    // The listener goes on answering.
    expect((await server.request('/api/site')).status).toBe(200);
  });

  it("carry the console's security headers on the console's listener", async () => {
    console_ = await createTestConsole();
    await console_.app.listen({ host: '127.0.0.1', port: 0 });
    const port = portOf(console_.app.server.address());
    const ordinary = await rawRequest(port, { target: '/admin/api/session' });
    expect(ordinary.headers['content-security-policy']).toBeDefined();
    for (const [label, request] of Object.entries(refused)) {
      const answer = await rawRequest(port, request);
      expect(answer.status, label).toBe(label === 'malformed' ? 400 : 431);
      for (const name of Object.keys(securityHeaders(["'none'"]))) {
        expect(ordinary.headers[name], `${name} on an ordinary answer`).toBeDefined();
        expect(answer.headers[name], `${label}: ${name}`).toBe(ordinary.headers[name]);
      }
    }
  });
});
