/**
 * Two app instances on one PostgreSQL database: a session made through one works on the other,
 * and sign-out, disable, a new password or a revoke through one ends it on the other within the
 * session cache's bound (SESSION_CACHE_MS, at most one second); failed sign-ins count across
 * both; every audit row names the instance that wrote it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { postgresSkipReason } from '../testing/postgres-database';
import { closeOpenedStores, postgresEngine } from '../testing/storage-engines';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';
import { authKeyOf } from './credentials';
import { defaultFailedLoginLimits } from './failed-login-limiter';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await closeOpenedStores();
});

/** The cache's bound: a change made elsewhere is seen once a copy is this old. */
const cacheMs = 1000;

async function twoInstances(): Promise<[TestApp, TestApp]> {
  const first = await postgresEngine.open({ instanceId: 'web-1:3000' });
  const second = await postgresEngine.openAnother?.({ instanceId: 'web-2:3000' });
  if (!second) throw new Error('no second store');
  const env = { SESSION_CACHE_MS: String(cacheMs) };
  // Sequentially here; starting together is what postgres-storage.test.ts checks.
  const a = await createTestApp({ env, build: { storage: first } });
  apps.push(a);
  const b = await createTestApp({ env, build: { storage: second } });
  apps.push(b);
  return [a, b];
}

const catalogue = (t: TestApp, cookie: string) =>
  t.app.inject({ url: '/api/catalogue', headers: { cookie } }).then((response) => response.statusCode);

describe.skipIf(postgresSkipReason !== undefined)('two instances on one PostgreSQL database', () => {
  it('share sessions, and a sign-out through one ends the session on the other within the cache bound', async () => {
    const [a, b] = await twoInstances();
    const cookie = await signIn(a.app, 'demo');
    expect(await catalogue(b, cookie)).toBe(200);
    expect((await a.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } })).statusCode).toBe(204);
    expect(await catalogue(a, cookie)).toBe(401);
    b.clock.advance(cacheMs);
    expect(await catalogue(b, cookie)).toBe(401);
  });

  for (const [change, apply] of [
    ['disable', (t: TestApp, id: number) => t.storage.accounts.setDisabled(id, true)],
    ['a new password', (t: TestApp, id: number) => t.storage.accounts.setPassword(id, 'other-key', 'other-hash', 1)],
    ['a revoke', (t: TestApp, id: number) => t.storage.sessions.deleteForAccount(id)],
  ] as const) {
    it(`end a session on the other instance within the cache bound after ${change} through one`, async () => {
      const [a, b] = await twoInstances();
      const cookie = await signIn(b.app, 'demo');
      expect(await catalogue(b, cookie)).toBe(200);
      const account = await a.storage.accounts.findByName('demo');
      await apply(a, account?.id ?? 0);
      b.clock.advance(cacheMs);
      expect(await catalogue(b, cookie)).toBe(401);
    });
  }

  it('count failed sign-ins across instances: spreading them earns no extra attempts', async () => {
    const [a, b] = await twoInstances();
    const wrong = { method: 'POST' as const, url: '/api/session', payload: { authKey: authKeyOf('wrong guess') } };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < defaultFailedLoginLimits.perAddress.max; attempt++) {
      statuses.push((await (attempt % 2 ? b : a).app.inject(wrong)).statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await a.app.inject(wrong)).statusCode).toBe(429);
    expect((await b.app.inject(wrong)).statusCode).toBe(429);
  });

  it('write audit rows to the one table, each naming its instance', async () => {
    const [a, b] = await twoInstances();
    await signIn(a.app, 'demo');
    await signIn(b.app, 'demo');
    const rows = await a.storage.audit.recent(10);
    expect(rows.filter((row) => row.kind === 'login-ok').map((row) => row.instance)).toEqual([
      'web-2:3000',
      'web-1:3000',
    ]);
  });
});
