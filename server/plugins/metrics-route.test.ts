import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { authKeyOf } from '../auth/credentials';
import { defaultFailedLoginLimits } from '../auth/failed-login-limiter';
import { fixtureFiles, pdfBytes } from '../testing/fixture-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const token = 'm'.repeat(40);
const scrape = async (app: FastifyInstance) => {
  const response = await app.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return response.body;
};
/** The value of one sample line, such as `portal_sign_ins_total{outcome="ok"}`. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('answers a loopback client in the Prometheus text format, uncached, with process metrics and event-loop lag', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE portal_http_request_duration_seconds histogram');
    expect(response.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(response.body).toContain('# TYPE process_cpu_user_seconds_total counter');
  });

  it('answers anyone else 404 as an unknown API address', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const unknown = await t.app.inject({ url: '/api/no-such-address' });
    expect(unknown.statusCode).toBe(404);
    for (const request of [
      { remoteAddress: '203.0.113.9' },
      // Through a proxy on this machine: the socket is loopback, the client is not.
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      { headers: { forwarded: 'for=203.0.113.9' } },
      { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${token}` } },
    ]) {
      const refused = await t.app.inject({ url: '/metrics', ...request });
      expect(refused.statusCode, JSON.stringify(request)).toBe(404);
      expect(refused.body).toBe(unknown.body);
    }
  });

  it('answers another machine that sends the METRICS_TOKEN as a bearer token, and only then', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
    const from = (authorization: string) =>
      t?.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization } });
    expect((await from(`Bearer ${token}`))?.statusCode).toBe(200);
    expect((await from(`bearer ${token}`))?.statusCode).toBe(200);
    for (const wrong of [`Bearer ${token}x`, `Bearer ${token.slice(1)}`, `Basic ${token}`, token, 'Bearer ']) {
      expect((await from(wrong))?.statusCode, wrong).toBe(404);
    }
  });

  it('counts requests by route pattern and status, never by the address asked for', async () => {
    t = await createTestApp();
    const cookie = await signIn(t.app, 'demo');
    await t.app.inject({ url: `/public/${fixtureFiles.tips}`, headers: { cookie } });
    await t.app.inject({ url: '/public/demo/secret-plans.pdf', headers: { cookie } });
    await t.app.inject({ url: '/no/such/quarterly-report.pdf' });
    const text = await scrape(t.app);
    const count = (labels: string) => sample(text, `portal_http_request_duration_seconds_count{${labels}}`);
    expect(count('method="GET",route="/public/*",status="200"')).toBe(1);
    expect(count('method="GET",route="/public/*",status="404"')).toBe(1);
    expect(count('method="GET",route="unmatched",status="404"')).toBe(1);
    expect(count('method="POST",route="/api/session",status="200"')).toBe(1);
    expect(text).toContain('portal_http_request_duration_seconds_bucket{le="0.001",method="GET",route="/public/*"');
    for (const asked of ['tips.pdf', 'secret-plans', 'quarterly-report']) expect(text).not.toContain(asked);
  });

  it('counts sign-ins by outcome and never names an account', async () => {
    t = await createTestApp();
    await signIn(t.app, 'demo');
    await signIn(t.app, 'demo-acme');
    await t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf('not the password') } });
    await t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: 'not a hash' } });
    await t.app.inject({ url: `/authenticate.php?auth_key=${authKeyOf('demo')}` });
    const text = await scrape(t.app);
    expect(sample(text, 'portal_sign_ins_total{outcome="ok"}')).toBe(3);
    expect(sample(text, 'portal_sign_ins_total{outcome="failed"}')).toBe(2);
    expect(sample(text, 'portal_sign_ins_total{outcome="limited"}')).toBe(0);
    expect(text.toLowerCase()).not.toContain('demo');
    expect(text).not.toContain('acme');
  });

  it('counts sign-ins refused by the failed-sign-in limit as limited', async () => {
    t = await createTestApp({
      build: { failedLoginLimits: { ...defaultFailedLoginLimits, perAddress: { max: 2, windowMs: 60_000 } } },
    });
    for (let attempt = 0; attempt < 4; attempt++) {
      await t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf(`guess ${attempt}`) } });
    }
    const text = await scrape(t.app);
    expect(sample(text, 'portal_sign_ins_total{outcome="failed"}')).toBe(2);
    expect(sample(text, 'portal_sign_ins_total{outcome="limited"}')).toBe(2);
  });

  it('counts delivered files and their bytes by kind, a range as its part, a HEAD or a refusal not at all', async () => {
    t = await createTestApp();
    const cookie = await signIn(t.app, 'demo');
    const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
      t?.app.inject({ method, url, headers: { cookie, ...headers } });
    expect((await get(`/public/${fixtureFiles.tips}`))?.statusCode).toBe(200);
    expect((await get(`/public/${fixtureFiles.tips}`, { range: 'bytes=0-99' }))?.statusCode).toBe(206);
    expect((await get(`/public/${fixtureFiles.tips}`, {}, 'HEAD'))?.statusCode).toBe(200);
    expect(
      (await get(`/public/${fixtureFiles.otherTips}`, { cookie: await signIn(t.app, 'demo-acme') }))?.statusCode,
    ).toBe(404);
    expect((await get(`/secure-download?file=${fixtureFiles.guide}`))?.statusCode).toBe(200);
    const text = await scrape(t.app);
    expect(sample(text, 'portal_files_delivered_total{kind="public"}')).toBe(2);
    expect(sample(text, 'portal_file_bytes_delivered_total{kind="public"}')).toBe(pdfBytes.length + 100);
    expect(sample(text, 'portal_files_delivered_total{kind="secure"}')).toBe(1);
  });

  it('reports the database pool from the store, and 0 for the embedded store, which has none', async () => {
    t = await createTestApp();
    const embedded = await scrape(t.app);
    for (const gauge of ['portal_db_pool_size', 'portal_db_pool_in_use', 'portal_db_pool_waiting']) {
      expect(sample(embedded, gauge), gauge).toBe(0);
    }
    await t.close();
    t = await createTestApp({ build: { poolStats: () => ({ size: 10, inUse: 3, waiting: 2 }) } });
    const pooled = await scrape(t.app);
    expect(sample(pooled, 'portal_db_pool_size')).toBe(10);
    expect(sample(pooled, 'portal_db_pool_in_use')).toBe(3);
    expect(sample(pooled, 'portal_db_pool_waiting')).toBe(2);
  });

  it('still answers while the server drains', async () => {
    t = await createTestApp();
    t.app.drain.begin();
    await scrape(t.app);
  });
});
