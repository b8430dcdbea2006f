import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { otherSearches } from '../../engine/shared/console/console-api';
import type { SearchAnswer } from '../../engine/shared/types';
import { fixtureCatalogue, fixtureModels } from '../../tests/fixtures/fixture-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function searchAs(password: string, q: string) {
  const cookie = await signIn(t.app, password);
  return t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}`, headers: { cookie } });
}

const titleOf = (model: string) => fixtureCatalogue().find((entry) => entry.model === model)?.title ?? '';

describe('GET /api/search', () => {
  it('answers 401 without a session and never caches', async () => {
    const response = await t.app.inject({ url: '/api/search?q=tips' });
    expect(response.statusCode).toBe(401);
    const signedIn = await searchAs('demo', 'tips');
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('refuses an empty, missing or over-long query with a clear message', async () => {
    const cookie = await signIn(t.app, 'demo');
    for (const url of ['/api/search', '/api/search?q=', `/api/search?q=${'a'.repeat(201)}`]) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toMatch(/q/);
    }
  });

  it('finds a document by words that are only inside its PDF, with the words marked', async () => {
    const answer: SearchAnswer = (await searchAs('demo', 'zephyrine')).json();
    const [group] = answer.groups;
    expect(group?.model).toBe(fixtureModels.first);
    const [result] = group?.results ?? [];
    expect(result?.title.text).toBe('Flushing sheet');
    expect(result?.href).toBe('/public/demo/flushing-sheet.pdf');
    const { text, marks } = result?.snippet ?? { text: '', marks: [] };
    expect(marks.map(([a, b]) => text.slice(a, b))).toEqual(['zephyrine']);
  });

  it('forgives typos and finds words by their beginning', async () => {
    for (const q of ['zephyrien', 'zephyr']) {
      const answer: SearchAnswer = (await searchAs('demo', q)).json();
      expect(answer.groups[0]?.results[0]?.title.text, q).toBe('Flushing sheet');
    }
  });

  it('groups results by product line and searches every line the account may see', async () => {
    const answer: SearchAnswer = (await searchAs('demo', 'tips')).json();
    expect(answer.groups.map((g) => g.model).sort()).toEqual(
      fixtureCatalogue()
        .map((e) => e.model)
        .sort(),
    );
    for (const group of answer.groups) expect(group.title).toBe(titleOf(group.model));
  });

  it('gives an account with one line nothing of the others, in results or anywhere in the answer', async () => {
    const hidden = fixtureCatalogue().filter((entry) => entry.model !== fixtureModels.first);
    const onlyElsewhere = await searchAs('demo-acme', 'quokkafluid');
    expect(onlyElsewhere.json()).toEqual({ query: 'quokkafluid', groups: [] });

    const everywhere = await searchAs('demo-acme', 'tips');
    const answer: SearchAnswer = everywhere.json();
    expect(answer.groups.map((g) => g.model)).toEqual([fixtureModels.first]);
    for (const entry of hidden) {
      expect(everywhere.body).not.toContain(entry.model);
      expect(everywhere.body).not.toContain(entry.pathPrefix);
      expect(everywhere.body).not.toContain(entry.title);
    }
  });

  it('refuses a session past its budget of searches with 429 and Retry-After, audited once; other sessions go on', async () => {
    const cookie = await signIn(t.app, 'demo');
    const ask = (session: string) => t.app.inject({ url: '/api/search?q=tips', headers: { cookie: session } });
    for (let request = 0; request < t.app.config.sessionSearchesPerMinute; request++) {
      expect((await ask(cookie)).statusCode).toBe(200);
    }
    const refused = [await ask(cookie), await ask(cookie)];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json().error).toMatch(/^Too many requests; try again in \d+ seconds$/);
    }
    expect((await t.storage.audit.recent(100)).filter((row) => row.kind === 'access-denied')).toEqual([
      expect.objectContaining({ account: 'demo', detail: 'GET /api/search: too many requests', count: 2 }),
    ]);
    expect((await ask(await signIn(t.app, 'demo'))).statusCode).toBe(200);
  });

  describe('the search log', () => {
    const period = { from: Date.UTC(2025, 0, 1), to: Date.UTC(2025, 0, 2) };
    const searchFrom = async (password: string, q: string, model?: string) => {
      const cookie = await signIn(t.app, password);
      const line = model === undefined ? '' : `&model=${encodeURIComponent(model)}`;
      return t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}${line}`, headers: { cookie } });
    };

    it('counts each search by its normalised words, the line it was made on and whether it found anything', async () => {
      await searchFrom('demo-acme', '  Quokkafluid ', fixtureModels.first);
      await searchFrom('demo-acme', 'QUOKKAFLUID', fixtureModels.first);
      await searchFrom('demo-acme', 'quokkafluid');
      await searchFrom('demo-acme', 'tips', fixtureModels.first);
      await vi.waitFor(async () =>
        expect(await t.storage.usage.searchesPerDay(period)).toEqual([{ day: '2025-01-01', searches: 4, empty: 3 }]),
      );
      expect(await t.storage.usage.topEmptySearches(period, 20)).toEqual([
        { query: 'quokkafluid', model: fixtureModels.first, count: 2 },
        { query: 'quokkafluid', model: '', count: 1 },
      ]);
    });

    it('counts a search made on a line the account lacks as made on none', async () => {
      await searchFrom('demo-acme', 'quokkafluid', fixtureModels.otherBrand);
      await vi.waitFor(async () =>
        expect(await t.storage.usage.topEmptySearches(period, 20)).toEqual([
          { query: 'quokkafluid', model: '', count: 1 },
        ]),
      );
    });

    it('keeps the words searched, not the whole text typed', async () => {
      await searchFrom('demo-acme', 'How do I zorbify the QUOKKAFLUID quokkafluid?');
      await vi.waitFor(async () =>
        expect(await t.storage.usage.topEmptySearches(period, 20)).toEqual([
          { query: 'zorbify quokkafluid', model: '', count: 1 },
        ]),
      );
    });

    it("adds at most the account's daily limit of rows however many words its sessions send, the rest in one row", async () => {
      const sessions = await Promise.all(Array.from({ length: 10 }, () => signIn(t.app, 'demo')));
      for (const [index, cookie] of sessions.entries()) {
        for (let n = 0; n < 110; n++) {
          const q = `zq${index}x${n.toString(36)}v`;
          const response = await t.app.inject({ url: `/api/search?q=${q}`, headers: { cookie } });
          expect(response.statusCode).toBe(200);
        }
      }
      await vi.waitFor(async () =>
        expect(await t.storage.usage.searchesPerDay(period)).toEqual([
          { day: '2025-01-01', searches: 1_100, empty: 1_100 },
        ]),
      );
      const rows = await t.storage.usage.topEmptySearches(period, 10_000);
      expect(rows).toHaveLength(t.app.config.searchLogAccountDailyLimit + 1);
      expect(rows[0]).toEqual({
        query: otherSearches,
        model: '',
        count: 1_100 - t.app.config.searchLogAccountDailyLimit,
      });
    });

    it('answers the search when the log cannot be written', async () => {
      const record = vi.spyOn(t.storage.searchLog, 'record').mockRejectedValue(new Error('database away'));
      const response = await searchFrom('demo', 'zephyrine', fixtureModels.first);
      expect(response.statusCode).toBe(200);
      expect((response.json() as SearchAnswer).groups[0]?.results[0]?.title.text).toBe('Flushing sheet');
      expect(record).toHaveBeenCalledOnce();
    });
  });
});
