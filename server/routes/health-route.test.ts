import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /healthz', () => {
  it('answers 200 ok without a session, uncached, and writes no audit row', async () => {
    t = await createTestApp();
    await signIn(t.app, 'demo');
    const before = (await t.storage.audit.recent(100)).length;
    for (let poll = 0; poll < 3; poll++) {
      const response = await t.app.inject({ url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await t.storage.audit.recent(100)).toHaveLength(before);
  });

  it('answers 503 naming the database when it no longer takes writes', async () => {
    t = await createTestApp();
    await t.storage.close();
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', failed: ['database'] });
  });
});

describe.each(['/healthz', '/readyz'])('GET %s', (url) => {
  it('answers 503 naming the content when a catalogue entry has no loaded product', async () => {
    t = await createTestApp();
    const { portal } = t.app;
    const [first] = portal.content.catalogue;
    if (!first) throw new Error('The fixture catalogue is empty');
    const products = new Map(portal.content.products);
    products.delete(first.model);
    portal.content = { ...portal.content, products };
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', failed: ['content'] });
  });
});
