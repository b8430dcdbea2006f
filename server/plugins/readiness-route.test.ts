import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const unavailable = (...failed: string[]) => ({ status: 'unavailable', failed });

describe('GET /readyz', () => {
  it('answers 200 ok without a session, uncached, setting no cookie', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 503 naming the database when the store no longer answers', async () => {
    t = await createTestApp();
    t.storage.close();
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable('database'));
  });

  it('counts a database that does not answer in time as unreachable, without hanging', async () => {
    t = await createTestApp({ build: { readiness: { databaseReachable: () => new Promise(() => {}) } } });
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable('database'));
  });

  it('names the database without the reason, which may carry a host or user name', async () => {
    const reason = new Error('connect ECONNREFUSED db.internal:5432 for user portal');
    t = await createTestApp({ build: { readiness: { databaseReachable: () => Promise.reject(reason) } } });
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe(JSON.stringify(unavailable('database')));
  });

  it("says 'draining' once the server drains, while other requests get the drain's refusal", async () => {
    t = await createTestApp();
    t.app.drain.begin();
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(unavailable('draining'));
    const other = await t.app.inject({ url: '/api/session' });
    expect(other.statusCode).toBe(503);
    expect(other.headers['retry-after']).toBe('5');
    expect(other.json()).toEqual({
      error: 'The server is shutting down; try again in a moment',
      reason: 'shutting-down',
    });
  });

  it('names every failed check at once', async () => {
    t = await createTestApp();
    t.storage.close();
    t.app.drain.begin();
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.json()).toEqual(unavailable('database', 'draining'));
  });
});
