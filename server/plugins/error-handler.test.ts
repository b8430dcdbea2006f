import { afterEach, describe, expect, it } from 'vitest';
import { authKeyOf } from '../auth/credentials';
import { openSqliteStorage } from '../storage/sqlite-storage';
import { type Storage, StorageUnavailableError } from '../storage/storage';
import { fixtureFiles } from '../testing/fixture-content';
import { addSpanish, onlyDefaultLanguage } from '../testing/spanish-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const unavailable = () => new StorageUnavailableError('PostgreSQL at db:5432/portal cannot be reached: ECONNREFUSED');

/** A store whose audit writes fail as when the database cannot answer (gone, or locked past the busy timeout). */
async function lockedAuditStorage(): Promise<{ storage: Storage; lock: (locked: boolean) => void }> {
  const storage = await openSqliteStorage(':memory:');
  let locked = false;
  const write = storage.audit.write;
  storage.audit.write = async (event) => {
    if (locked) throw unavailable();
    await write(event);
  };
  return {
    storage,
    lock: (value) => {
      locked = value;
    },
  };
}

describe('error handler', () => {
  it('answers 503 with Retry-After and the request id, never 500, when the audit row cannot be written', async () => {
    const { storage, lock } = await lockedAuditStorage();
    t = await createTestApp({ build: { storage } });
    const cookie = await signIn(t.app, 'demo');
    lock(true);
    for (const request of [
      { method: 'POST' as const, url: '/api/session', payload: { authKey: authKeyOf('demo') } },
      { method: 'GET' as const, url: '/authenticate.php?auth_key=bad' },
      { method: 'GET' as const, url: `/public/${fixtureFiles.tips}`, headers: { cookie } },
      { method: 'DELETE' as const, url: '/api/session', headers: { cookie } },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers['retry-after'], request.url).toBe('2');
      expect(response.json()).toEqual({
        error: 'The server cannot reach its database; try again in a moment',
        reason: 'database-unavailable',
        requestId: response.headers['x-request-id'],
      });
      // The file's bytes never leave when its delivery cannot be audited.
      expect(response.body, request.url).not.toContain('%PDF');
    }
    lock(false);
    await storage.close();
  });

  it('answers 503, never 500, when the session lookup meets a database that cannot answer', async () => {
    const storage = await openSqliteStorage(':memory:');
    const touch = storage.sessions.touch;
    storage.sessions.touch = async () => {
      throw unavailable();
    };
    t = await createTestApp({ build: { storage } });
    const cookie = await signIn(t.app, 'demo');
    // Long enough since the last request that the lookup writes the session's last-seen time.
    t.clock.advance(60_000);
    const response = await t.app.inject({ url: '/api/catalogue', headers: { cookie } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'The server cannot reach its database; try again in a moment' });
    storage.sessions.touch = touch;
    expect((await t.app.inject({ url: '/api/catalogue', headers: { cookie } })).statusCode).toBe(200);
    await storage.close();
  });

  it('answers an unexpected error with a bare 500 and logs it', async () => {
    t = await createTestApp();
    t.app.get('/boom', async () => {
      throw new Error('secret detail');
    });
    const response = await t.app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"error":"Internal server error","reason":"internal-error"}');
  });
});

describe('error answers in the language the cookie picks', () => {
  const varies = (vary: unknown) =>
    String(vary ?? '')
      .split(/\s*,\s*/)
      .map((name) => name.toLowerCase())
      .includes('cookie');

  it('vary by Cookie and are not stored, whoever sends them', async () => {
    t = await createTestApp({ beforeBuild: addSpanish });
    t.app.get('/boom', async () => {
      throw new Error('secret detail');
    });
    const refusals = [
      { method: 'POST' as const, url: '/api/session', payload: { authKey: authKeyOf('wrong') } },
      { method: 'GET' as const, url: '/api/catalogue' },
      { method: 'GET' as const, url: '/api/nothing' },
      { method: 'GET' as const, url: `/public/${fixtureFiles.tips}` },
      { method: 'GET' as const, url: '/boom' },
    ];
    for (const cookie of ['lang=es', 'lang=en', '']) {
      for (const request of refusals) {
        const response = await t.app.inject({ ...request, headers: cookie ? { cookie } : {} });
        const label = `${request.url} with cookie "${cookie}"`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(varies(response.headers.vary), `${label}: vary ${response.headers.vary}`).toBe(true);
        expect(response.headers['cache-control'], label).toBe('no-store');
      }
    }
  });

  it('do not vary by Cookie when the address names the language, or the site has one language', async () => {
    t = await createTestApp({ beforeBuild: addSpanish });
    for (const url of ['/api/catalogue?lang=es', '/es/api/nothing']) {
      const response = await t.app.inject({ url, headers: { cookie: 'lang=en' } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(varies(response.headers.vary), url).toBe(false);
    }
    const site = await t.app.inject({ url: '/api/site', headers: { cookie: 'lang=es' } });
    expect(site.statusCode).toBe(200);
    expect(varies(site.headers.vary)).toBe(false);
    await t.close();

    t = await createTestApp({ beforeBuild: onlyDefaultLanguage });
    const response = await t.app.inject({ url: '/api/catalogue', headers: { cookie: 'lang=es' } });
    expect(response.statusCode).toBe(401);
    expect(varies(response.headers.vary)).toBe(false);
  });
});
