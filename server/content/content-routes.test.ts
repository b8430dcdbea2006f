import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productPathsOf } from '../../engine/shared/catalogue-entry';
import { fixtureCatalogue, fixtureLine, fixtureModels, fixtureSite } from '../../tests/fixtures/fixture-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/site', () => {
  it('answers the site settings and public settings without a session', async () => {
    const response = await t.app.inject({ url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      site: fixtureSite(),
      settings: { supportPhone: '1-800-555-0100', supportEmail: 'support@example.com' },
      productPaths: productPathsOf(fixtureCatalogue()),
    });
  });
});

describe('GET /api/catalogue', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/catalogue' })).statusCode).toBe(401);
  });

  it("lists only the account's product lines", async () => {
    const all = await t.app.inject({ url: '/api/catalogue', headers: { cookie: await signIn(t.app, 'demo') } });
    expect(all.json()).toEqual(fixtureCatalogue());
    const one = await t.app.inject({ url: '/api/catalogue', headers: { cookie: await signIn(t.app, 'demo-acme') } });
    expect(one.json()).toEqual([fixtureCatalogue()[0]]);
  });
});

describe('GET /api/products/:model', () => {
  it('answers the compiled manifest of a permitted model', async () => {
    const cookie = await signIn(t.app, 'demo-acme');
    const response = await t.app.inject({ url: `/api/products/${fixtureModels.first}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual(fixtureLine(fixtureModels.first));
  });

  it('answers 401 without a session, 403 for a model the account lacks, 404 for an unknown one', async () => {
    expect((await t.app.inject({ url: `/api/products/${fixtureModels.first}` })).statusCode).toBe(401);
    const cookie = await signIn(t.app, 'demo-acme');
    const denied = await t.app.inject({ url: `/api/products/${fixtureModels.otherBrand}`, headers: { cookie } });
    expect(denied.statusCode).toBe(403);
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'access-denied',
      account: 'demo-acme',
      detail: `product:${fixtureModels.otherBrand}`,
    });
    expect((await t.app.inject({ url: '/api/products/no-such-model', headers: { cookie } })).statusCode).toBe(404);
  });

  it('answers 400 for a malformed model key, never 500', async () => {
    const cookie = await signIn(t.app, 'demo');
    for (const url of [
      '/api/products/constructor',
      '/api/products/__proto__',
      '/api/products/..%2F..%2Fsite',
      '/api/products/A%00',
    ]) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect([400, 404]).toContain(response.statusCode);
    }
  });
});
