/**
 * One address attacking the password check as fast as the limits let it, for
 * LOCKOUT_ATTACK_SECONDS (default 20; the review's reproduction ran 360): malformed bodies,
 * wrong content types, oversized bodies, malformed and wrong keys, over POST, GET and HEAD.
 * Meanwhile people at other addresses, none of which ever signed in before, sign in with the
 * right password, and every one of them gets in. The global limit is lowered to 100 so that
 * counting the attacker's malformed requests globally (the old defect) would lock everyone out
 * within seconds. Malformed requests count toward no limit at all now; the attacker's wrong keys
 * lock it out at its own limit.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authKeyOf } from '../../server/auth/credentials';
import { defaultFailedLoginLimits } from '../../server/auth/failed-login-limiter';
import { collect } from '../../server/testing/collect';
import { type AttackServer, startAttackServer } from './testing/attack-server';

const attackSeconds = Number(process.env.LOCKOUT_ATTACK_SECONDS ?? 20);
const attacker = '203.0.113.66';
const limits = { ...defaultFailedLoginLimits, global: { max: 100, windowMs: 15 * 60_000 } };

let server: AttackServer;
beforeAll(async () => {
  server = await startAttackServer({ env: { TRUST_PROXY: '127.0.0.1' }, build: { failedLoginLimits: limits } });
});
afterAll(async () => {
  await server?.close();
});

const wrongKey = authKeyOf('not the password');
const attacks = [
  { method: 'POST', target: '/api/session', headers: { 'content-type': 'application/json' }, body: '{}' },
  { method: 'POST', target: '/api/session', headers: { 'content-type': 'text/plain' }, body: 'x' },
  {
    method: 'POST',
    target: '/api/session',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authKey: 'a'.repeat(20_000) }),
  },
  {
    method: 'POST',
    target: '/api/session',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authKey: wrongKey }),
  },
  { method: 'GET', target: '/authenticate.php?auth_key=x' },
  { method: 'HEAD', target: '/authenticate.php?auth_key=x' },
  { method: 'GET', target: `/authenticate.php?auth_key=${wrongKey}` },
  { method: 'HEAD', target: `/authenticate.php?auth_key=${wrongKey}` },
];

describe('a lockout attack from one address', () => {
  it('never keeps the right password of other addresses from signing in', {
    timeout: (attackSeconds + 60) * 1000,
  }, async () => {
    const deadline = Date.now() + attackSeconds * 1000;
    const attackerStatuses = new Map<number, number>();
    let attackerRequests = 0;
    const attack = async () => {
      for (let index = 0; Date.now() < deadline; index++) {
        const request = attacks[index % attacks.length] ?? attacks[0];
        const answer = await server.request({
          ...request,
          headers: { ...request?.headers, 'x-forwarded-for': attacker },
        } as Parameters<AttackServer['request']>[0]);
        attackerRequests++;
        attackerStatuses.set(answer.status, (attackerStatuses.get(answer.status) ?? 0) + 1);
      }
    };
    const people: number[] = [];
    const signInElsewhere = async () => {
      for (let person = 1; Date.now() < deadline; person++) {
        const answer = await server.request({
          method: 'POST',
          target: '/api/session',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${person % 250}.${person % 200}` },
          body: JSON.stringify({ authKey: authKeyOf('demo') }),
        });
        people.push(answer.status);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all([attack(), attack(), signInElsewhere()]);

    console.log(
      `lockout attack: ${attackSeconds} s, ${attackerRequests} attacker requests (${[...attackerStatuses]
        .map(([status, count]) => `${count}×${status}`)
        .join(', ')}), ${people.length} sign-ins from other addresses`,
    );
    expect(people.length).toBeGreaterThan(0);
    expect(people.filter((status) => status !== 200)).toEqual([]);
    // The attacker itself was stopped: rate limited and locked out.
    expect(attackerStatuses.get(429) ?? 0).toBeGreaterThan(0);
    const global = await server.storage.loginLimits.counter('global');
    expect(global?.count ?? 0).toBeLessThanOrEqual(limits.perAddress.max);
    const lockouts = await collect(server.storage.audit.query({ kinds: ['lockout'] }));
    expect(lockouts.map((row) => row.detail)).toEqual([
      expect.stringMatching(new RegExp(`^address ${attacker.replaceAll('.', '\\.')}: 10 failed sign-ins in 15 min`)),
    ]);
  });
});
