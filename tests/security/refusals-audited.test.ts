/**
 * Refusals the audit log must show, each answered like every other answer (security headers,
 * request id) and never echoing what was sent: addresses the router cannot decode (stored with
 * their credentials and search words redacted), addresses longer than any of this site's, gated
 * API answers asked for signed out, methods a file route does not allow, and sign-in requests
 * another site made a browser send.
 */
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authKeyOf } from '../../server/auth/credentials';
import { fixtureFiles, fixtureModels } from '../../server/testing/fixture-content';
import { type AttackServer, expectRefused, startAttackServer } from './testing/attack-server';
import type { RawAnswer } from './testing/raw-http';

const { first } = fixtureModels;
let server: AttackServer;
beforeAll(async () => {
  server = await startAttackServer();
});
afterAll(async () => {
  await server?.close();
});

function expectHeadersOfEveryAnswer(answer: RawAnswer, label: string): void {
  expect(answer.headers['content-security-policy'], label).toContain("default-src 'self'");
  expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
  expect(answer.headers['x-request-id'], label).toMatch(/^[0-9a-f-]{36}$/);
}

describe('addresses the router cannot take apart', () => {
  it.each([
    ['an escape that is not UTF-8', `/public/${dirname(fixtureFiles.tips)}/%C0%AE%C0%AE/x.pdf`, '%C0%AE'],
    ['a lone percent sign', `/secure-download/%E0%A4%A?file=x`, '%E0%A4%A'],
    ['a path longer than any address of this site', `/public/${'segment/'.repeat(300)}x.pdf`, 'segment/segment'],
  ])('%s: a plain 400 with every header, nothing echoed, audited', async (label, target, sent) => {
    const answer = await server.request(target);
    expectRefused(server, answer, label, [400]);
    expectHeadersOfEveryAnswer(answer, label);
    expect(answer.body.toString()).toBe('{"error":"Malformed address"}');
    expect(answer.raw.toString('latin1')).not.toContain(sent);
    const rows = await server.auditOf(answer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'access-denied', account: null });
    expect(rows[0]?.detail).toMatch(/^malformed address: \//);
    expect(rows[0]?.detail?.length).toBeLessThanOrEqual(300);
  });
});

describe('undecodable addresses that carry a sign-in key or search words', () => {
  const key = authKeyOf('demo');
  it.each([
    ['a sign-in link', `/login%ZZ?auth=${key}`, '/login%ZZ?auth=[REDACTED]'],
    ['the link check', `/authenticate.php/%C0?auth_key=${key}`, '/authenticate.php/%C0?auth_key=[REDACTED]'],
    ['a search', '/api/search%C0?x=1&q=heparin+overdose', '/api/search%C0?x=1&q=[REDACTED]'],
  ])('%s: the audit row names the address as the request log does, redacted', async (label, target, stored) => {
    const answer = await server.request(target);
    expectRefused(server, answer, label, [400]);
    expect(await server.auditOf(answer)).toEqual([
      expect.objectContaining({ kind: 'access-denied', detail: `malformed address: ${stored}` }),
    ]);
    const everything = JSON.stringify(await server.storage.audit.recent(100_000));
    expect(everything).not.toContain(key);
    expect(everything).not.toContain('heparin');
  });
});

describe('sign-in requests another site made a browser send', () => {
  it.each([
    [
      'an image',
      { target: `/authenticate.php?auth_key=${authKeyOf('demo')}`, headers: { 'sec-fetch-site': 'cross-site' } },
      'GET /authenticate.php',
    ],
    [
      'a form post',
      {
        method: 'POST',
        target: '/api/session',
        headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
        body: 'x',
      },
      'POST /api/session',
    ],
  ])('%s: 403 with every header and a clear error, audited as a refused login', async (label, request, via) => {
    const answer = await server.request(request);
    expectRefused(server, answer, label, [403]);
    expectHeadersOfEveryAnswer(answer, label);
    expect(answer.body.toString()).toBe(
      '{"error":"Sign-in requests from other sites are refused","reason":"other-site"}',
    );
    expect(await server.auditOf(answer)).toEqual([
      expect.objectContaining({
        kind: 'login-failed',
        account: null,
        detail: expect.stringMatching(new RegExp(`^${via.replace('.', '\\.')}: from another site \\(`)),
      }),
    ]);
  });
});

describe('gated answers asked for without a session', () => {
  it.each([
    ['the catalogue', '/api/catalogue', 'catalogue (signed out)'],
    ['a product manifest', `/api/products/${first}`, `product:${first} (signed out)`],
  ])('%s: 401, audited as a denied access', async (label, target, detail) => {
    const answer = await server.request(target);
    expectRefused(server, answer, label, [401]);
    expect(await server.auditOf(answer)).toEqual([
      expect.objectContaining({ kind: 'access-denied', account: null, detail }),
    ]);
  });
});

describe('methods a file route does not allow', () => {
  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('%s: 405 with Allow, audited', async (method) => {
    const answer = await server.request({ method, target: `/public/${fixtureFiles.tips}`, body: '' });
    expectRefused(server, answer, method, [405]);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(await server.auditOf(answer)).toEqual([
      expect.objectContaining({
        kind: 'access-denied',
        detail: `${method} /public/${fixtureFiles.tips} (method not allowed)`,
      }),
    ]);
  });
});
