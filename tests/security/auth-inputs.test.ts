/**
 * Bad password-check inputs sent as raw requests: every one answers a clear 4xx without a
 * session cookie, is audited as a failed login, and the audit never holds the key.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authKeyOf } from '../../server/auth/credentials';
import { defaultFailedLoginLimits } from '../../server/auth/failed-login-limiter';
import { sessionCookieName } from '../../server/auth/session-cookie';
import { type AttackServer, expectRefused, startAttackServer } from './testing/attack-server';

let server: AttackServer;
afterEach(async () => {
  await server.close();
});

const key = authKeyOf('demo');

describe('GET /authenticate.php with a bad auth_key', () => {
  beforeEach(async () => {
    server = await startAttackServer();
  });

  const cases: [string, string][] = [
    ['missing', '/authenticate.php'],
    ['empty', '/authenticate.php?auth_key='],
    ['malformed', '/authenticate.php?auth_key=not-a-key'],
    ['one character short', `/authenticate.php?auth_key=${key.slice(1)}`],
    ['one character long', `/authenticate.php?auth_key=${key}0`],
    ['over-long', `/authenticate.php?auth_key=${'a'.repeat(8000)}`],
    ['uppercase hex', `/authenticate.php?auth_key=${key.toUpperCase()}`],
    ['non-hex', `/authenticate.php?auth_key=${'g'.repeat(64)}`],
    ['repeated', `/authenticate.php?auth_key=${key}&auth_key=${key}`],
    ['array syntax', `/authenticate.php?auth_key[]=${key}`],
    ['NUL appended', `/authenticate.php?auth_key=${key}%00`],
    ['CRLF appended', `/authenticate.php?auth_key=${key}%0d%0aSet-Cookie:%20x=1`],
    ['spaces around', `/authenticate.php?auth_key=%20${key}%20`],
    [
      'percent-encoded hex',
      `/authenticate.php?auth_key=${[...key].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')}`,
    ],
  ];

  it.each(cases)('%s: 4xx, no cookie, audited as a failed login without the key', async (label, target) => {
    const answer = await server.request(target);
    if (label === 'percent-encoded hex') {
      // Decoding gives the right key: the one case here that is a correct password, sent oddly.
      expect(answer.status).toBe(200);
      return;
    }
    expectRefused(server, answer, label, [400]);
    expect(answer.setCookies.filter((line) => line.startsWith(sessionCookieName))).toEqual([]);
    const rows = await server.auditOf(answer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'login-failed',
      account: null,
      detail: 'GET /authenticate.php: malformed request',
    });
    const everything = JSON.stringify(await server.storage.audit.recent(1000));
    expect(everything).not.toContain(key);
    expect(everything).not.toContain(key.toUpperCase());
  });

  it('a request line too long for the server is refused before any handler (431/414), not 500', async () => {
    const answer = await server.request(`/authenticate.php?auth_key=${'a'.repeat(40_000)}`);
    expectRefused(server, answer, 'huge', [400, 414, 431]);
  });
});

describe('POST /api/session with a bad body', () => {
  beforeEach(async () => {
    server = await startAttackServer();
  });

  const json = { 'content-type': 'application/json' };
  const cases: [string, Record<string, string>, string][] = [
    ['empty body', json, ''],
    ['not JSON', json, '{"authKey":'],
    ['a JSON array', json, `["${key}"]`],
    ['a number', json, '{"authKey":12345}'],
    ['the key in an array', json, `{"authKey":["${key}"]}`],
    ['the key as a number-like array', json, '{"authKey":[1]}'],
    ['null', json, '{"authKey":null}'],
    ['uppercase', json, JSON.stringify({ authKey: key.toUpperCase() })],
    ['repeated key (last wins, malformed)', json, `{"authKey":"${key}","authKey":"x"}`],
    ['nested', json, JSON.stringify({ authKey: { $ne: '' } })],
    ['prototype pollution', json, `{"__proto__":{"admin":true},"authKey":"${'0'.repeat(64)}"}`],
    ['form encoded', { 'content-type': 'application/x-www-form-urlencoded' }, `authKey=${key}`],
  ];

  it.each(cases)('%s: 4xx and no session cookie', async (label, headers, body) => {
    const answer = await server.request({ method: 'POST', target: '/api/session', headers, body });
    expectRefused(server, answer, label, [400, 401, 415]);
    expect(answer.setCookies.filter((line) => line.startsWith(sessionCookieName))).toEqual([]);
    const rows = await server.auditOf(answer);
    expect(rows.map((row) => row.kind)).toEqual(['login-failed']);
  });

  it('a body over the limit is refused with 413', async () => {
    const body = JSON.stringify({ authKey: key, padding: 'x'.repeat(20_000) });
    const answer = await server.request({ method: 'POST', target: '/api/session', headers: json, body });
    expectRefused(server, answer, 'large body', [413]);
  });
});

describe('rate limit of failed checks over real connections', () => {
  const limits = {
    ...defaultFailedLoginLimits,
    perAddress: { max: 3, windowMs: 60_000 },
    global: { max: 1000, windowMs: 60_000 },
  };
  const wrong = (forwardedFor: string) =>
    server.request({
      target: `/authenticate.php?auth_key=${authKeyOf('wrong')}`,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For without TRUST_PROXY: a rotating header does not dodge the limit', async () => {
    server = await startAttackServer({ build: { failedLoginLimits: limits } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await wrong(`198.51.100.${attempt}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await wrong('198.51.100.99');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await server.auditOf(limited);
    expect(rows[0]).toMatchObject({ kind: 'login-failed', clientAddress: '127.0.0.1' });
    // Even the right password waits: the limiter answers before checking.
    const right = await server.request(`/authenticate.php?auth_key=${key}`);
    expect(right.status).toBe(429);
  });

  it('with TRUST_PROXY=127.0.0.1 limits per forwarded client', async () => {
    server = await startAttackServer({ env: { TRUST_PROXY: '127.0.0.1' }, build: { failedLoginLimits: limits } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await wrong(`198.51.100.${attempt}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (let attempt = 0; attempt < 3; attempt++) await wrong('203.0.113.5');
    const limited = await wrong('203.0.113.5');
    expect(limited.status).toBe(429);
    expect((await server.auditOf(limited))[0]).toMatchObject({ clientAddress: '203.0.113.5' });
  });

  it('audits requests refused by the raw request cap as failed logins', async () => {
    server = await startAttackServer({ build: { loginRequestLimit: { max: 2, timeWindowMs: 60_000 } } });
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) answers.push(await wrong('x'));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 429]);
    expect(answers[2]?.headers['retry-after']).toBeDefined();
    expect((await server.auditOf(answers[2] as (typeof answers)[number]))[0]).toMatchObject({
      kind: 'login-failed',
      detail: 'GET /authenticate.php: too many requests',
    });
  });
});
