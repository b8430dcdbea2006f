import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureModels } from '../../tests/fixtures/fixture-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

const limit = { max: 3, timeWindowMs: 60_000 };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ build: { signedOutRequestLimit: limit } });
});
afterEach(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('the limit on signed-out requests', () => {
  it('answers 429 with Retry-After once an address has sent the limit, on that route only', async () => {
    const statuses: number[] = [];
    for (let request = 0; request <= limit.max; request++) statuses.push((await get('/api/catalogue')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const refused = await get('/api/catalogue');
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().error).toMatch(/^Too many requests; try again in \d+ seconds$/);
    // Another route keeps its own count.
    expect((await get(`/api/products/${fixtureModels.first}`)).statusCode).toBe(401);
  });

  it('counts every address of an IPv6 /64 as one client', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= limit.max + 1; host++) {
      const response = await t.app.inject({ url: '/api/catalogue', remoteAddress: `2001:db8:5:6::${host * 0x101}` });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await t.app.inject({ url: '/api/catalogue', remoteAddress: '2001:db8:5:7::1' })).statusCode).toBe(401);
  });

  it('never counts nor refuses a signed-in request, even after the address was refused signed out', async () => {
    for (let request = 0; request <= limit.max; request++) await get('/api/catalogue');
    expect((await get('/api/catalogue')).statusCode).toBe(429);
    const cookie = await signIn(t.app, 'demo');
    const statuses: number[] = [];
    for (let request = 0; request < limit.max * 3; request++) {
      statuses.push((await get('/api/catalogue', cookie)).statusCode);
    }
    expect(statuses).toEqual(Array(limit.max * 3).fill(200));
  });
});
