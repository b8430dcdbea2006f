import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../storage/sqlite-storage';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
const folders: string[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
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

  it('commits nothing to the database, however often it is polled', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-health-'));
    folders.push(folder);
    const path = join(folder, 'portal.sqlite');
    t = await createTestApp({ build: { storage: await openSqliteStorage(path) } });
    // SQLite changes data_version for this connection whenever another connection commits a write.
    const observer = new Database(path, { readonly: true });
    try {
      const dataVersion = () => observer.pragma('data_version', { simple: true });
      const before = dataVersion();
      for (let poll = 0; poll < 3; poll++) expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect(dataVersion()).toBe(before);
    } finally {
      observer.close();
    }
  });

  it('answers 200 while the database is away: the process lives, and /readyz reports the database', async () => {
    t = await createTestApp();
    await t.storage.close();
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const readiness = await t.app.inject({ url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toEqual({ status: 'unavailable', failed: ['database'] });
  });
});

describe.each(['/healthz', '/readyz'])('GET %s', (url) => {
  it('answers 503 naming the content when a catalogue entry has no loaded product', async () => {
    t = await createTestApp();
    const { app } = t;
    const [first] = app.content.catalogue;
    if (!first) throw new Error('The fixture catalogue is empty');
    const products = new Map(app.content.products);
    products.delete(first.model);
    app.content = { ...app.content, products };
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', failed: ['content'] });
  });
});
