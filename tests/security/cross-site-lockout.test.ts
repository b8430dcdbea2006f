/**
 * The review's reproduction of a lockout by another site: a page or an HTML e-mail makes a staff
 * member's browser send sign-in requests (images, forms that post themselves, malformed bodies),
 * and everyone behind the hospital's one NAT address shares the failed sign-in count. Before the
 * fix, five images and five form posts left the right password with `429 Too many failed
 * attempts; try again in 900 seconds`. Now every such request is refused 403 and counts nothing,
 * a malformed one that no browser marks (an old browser's image) counts nothing either, and the
 * nurse signs in. Real connections, the default limits, and the headers browsers send.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authKeyOf } from '../../server/auth/credentials';
import { defaultFailedLoginLimits } from '../../server/auth/failed-login-limiter';
import { sessionCookieName } from '../../server/auth/session-cookie';
import { type AttackServer, startAttackServer } from './testing/attack-server';
import type { RawRequest } from './testing/raw-http';

let server: AttackServer;
beforeEach(async () => {
  server = await startAttackServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterEach(async () => {
  await server.close();
});

/** The hospital's NAT address, as the proxy in front of the portal forwards it. */
const hospital = '198.51.100.20';
const right = authKeyOf('demo');
const wrong = authKeyOf('a guess');
const evil = 'https://evil.example';

const image = (key: string): RawRequest => ({
  target: `/authenticate.php?auth_key=${key}`,
  headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
});
const formPost = (contentType: string, body: string): RawRequest => ({
  method: 'POST',
  target: '/api/session',
  headers: {
    origin: evil,
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    'content-type': contentType,
  },
  body,
});
/** A browser that sends Origin but no Sec-Fetch headers (Safari before 16.4). */
const oldBrowserFormPost = (body: string): RawRequest => ({
  method: 'POST',
  target: '/api/session',
  headers: { origin: evil, 'content-type': 'text/plain' },
  body,
});
const frame = (key: string): RawRequest => ({
  target: `/authenticate.php?auth_key=${key}`,
  headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
});

/** 36 requests another site's page makes the browser send, as in the review. */
const crossSite: [string, RawRequest][] = [
  ...Array.from({ length: 6 }, (): [string, RawRequest] => ['an image with a malformed key', image('x')]),
  ...Array.from({ length: 6 }, (): [string, RawRequest] => ['an image with a wrong key', image(wrong)]),
  ...Array.from({ length: 6 }, (): [string, RawRequest] => [
    'a form post',
    formPost('application/x-www-form-urlencoded', `authKey=${wrong}`),
  ]),
  ...Array.from({ length: 6 }, (): [string, RawRequest] => [
    'a text/plain form post shaped as JSON',
    formPost('text/plain', `{"authKey":"${wrong}","x":"="}`),
  ]),
  ...Array.from({ length: 6 }, (): [string, RawRequest] => [
    "an old browser's form post with a malformed body",
    oldBrowserFormPost('{"authKey":'),
  ]),
  ...Array.from({ length: 6 }, (): [string, RawRequest] => ['a hidden frame', frame(wrong)]),
];

const fromHospital = (request: RawRequest, address = hospital) =>
  server.request({ ...request, headers: { ...request.headers, 'x-forwarded-for': address } });

/** The login page's own check, as the browser sends it. */
const nurseSignsIn = () =>
  fromHospital({
    method: 'POST',
    target: '/api/session',
    headers: {
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ authKey: right }),
  });

describe('sign-in requests another site makes a browser send', () => {
  it('are refused with 403 and lock nobody out: the right password then signs in', async () => {
    expect(crossSite).toHaveLength(36);
    for (const [label, request] of crossSite) {
      const answer = await fromHospital(request);
      expect(answer.status, label).toBe(403);
      if (request.headers?.['sec-fetch-dest'] === 'document') {
        // A person whose browser sent the form reads a page of the portal, not JSON.
        expect(answer.body.toString(), label).toContain('<meta name="error-status" content="403" />');
      } else {
        expect(JSON.parse(answer.body.toString()), label).toEqual({
          error: 'Sign-in requests from other sites are refused',
          reason: 'other-site',
        });
      }
      expect(
        answer.setCookies.filter((line) => line.startsWith(sessionCookieName)),
        label,
      ).toEqual([]);
    }
    const answer = await nurseSignsIn();
    expect(answer.status).toBe(200);
    expect(answer.setCookies.some((line) => line.startsWith(sessionCookieName))).toBe(true);
    expect(await server.storage.loginLimits.counter(`address:${hospital}`)).toBeUndefined();
    expect(await server.storage.loginLimits.counter('global')).toBeUndefined();
  });

  it('are audited as refused logins, identical ones sharing a row', async () => {
    for (const [, request] of crossSite) await fromHospital(request);
    const rows = (await server.storage.audit.recent(1000)).filter((row) => row.kind === 'login-failed');
    expect(rows.every((row) => row.clientAddress === hospital && row.account === null)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(crossSite.length);
    expect(new Set(rows.map((row) => row.detail))).toEqual(
      new Set([
        'GET /authenticate.php: from another site (Sec-Fetch-Site: cross-site)',
        'POST /api/session: from another site (Sec-Fetch-Site: cross-site)',
        "POST /api/session: from another site (Origin not this site's)",
      ]),
    );
    expect(rows.length).toBe(3);
    const everything = JSON.stringify(await server.storage.audit.recent(1000));
    expect(everything).not.toContain(wrong);
  });

  it('keep the lockout working against a real guessing attack from the same address', async () => {
    for (const [, request] of crossSite) await fromHospital(request);
    const statuses: number[] = [];
    for (let guess = 0; guess < defaultFailedLoginLimits.perAddress.max + 1; guess++) {
      statuses.push(
        (await fromHospital({ target: `/authenticate.php?auth_key=${authKeyOf(`guess ${guess}`)}` })).status,
      );
    }
    expect(statuses).toEqual([...Array(defaultFailedLoginLimits.perAddress.max).fill(401), 429]);
    expect((await nurseSignsIn()).status).toBe(429);
  });
});

describe('malformed requests no browser marks as cross-site (an old browser, curl)', () => {
  it('are refused 400 or 415 and count toward no lockout', async () => {
    const malformed: RawRequest[] = [
      { target: '/authenticate.php?auth_key=x' },
      { method: 'HEAD', target: '/authenticate.php' },
      { method: 'POST', target: '/api/session', headers: { 'content-type': 'text/plain' }, body: 'x' },
      { method: 'POST', target: '/api/session', headers: { 'content-type': 'application/json' }, body: '{}' },
    ];
    for (let round = 0; round < 5; round++) {
      for (const request of malformed) expect([400, 415]).toContain((await fromHospital(request)).status);
    }
    expect(await server.storage.loginLimits.counter(`address:${hospital}`)).toBeUndefined();
    expect((await nurseSignsIn()).status).toBe(200);
  });
});

describe('an IPv6 client rotating the low 64 bits of its address', () => {
  it('is locked out as one address', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= defaultFailedLoginLimits.perAddress.max + 2; host++) {
      const answer = await fromHospital(
        { target: `/authenticate.php?auth_key=${authKeyOf(`guess ${host}`)}` },
        `2001:db8:abcd:12:${host.toString(16)}:${(host * 0x1111).toString(16)}::${host.toString(16)}`,
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(defaultFailedLoginLimits.perAddress.max).fill(401), 429, 429]);
    expect(await server.storage.loginLimits.counter('address:2001:db8:abcd:12::/64')).toMatchObject({
      count: defaultFailedLoginLimits.perAddress.max,
    });
    // Another /64 is another client.
    const elsewhere = await fromHospital({ target: `/authenticate.php?auth_key=${right}` }, '2001:db8:abcd:13::1');
    expect(elsewhere.status).toBe(200);
  });
});
