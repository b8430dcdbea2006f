/**
 * The console's usage figures and the search log, on every engine (storage-engines.ts), from a
 * handful of rows whose every figure is known: whole UTC days, the models filter, collapsed rows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import type { AuditEvent, AuditKind } from './records';
import type { Storage } from './storage';

afterEach(closeOpenedStores);

const hour = 3_600_000;
/** Midnight UTC of 10 January 2026: the first day of every period below. */
const day0 = Date.UTC(2026, 0, 10);
const day = (n: number) => day0 + n * 24 * hour;

let requests = 0;
const event = (kind: AuditKind, time: number, changes: Partial<AuditEvent> = {}): AuditEvent => ({
  time,
  kind,
  account: 'ward-7',
  clientAddress: '203.0.113.7',
  requestId: `req-${++requests}`,
  userAgent: null,
  detail: null,
  ...changes,
});

const delivery = (time: number, document: string, model: string | null, changes: Partial<AuditEvent> = {}) =>
  event('file-delivered', time, { document, model, detail: document, ...changes });

async function writeAll(storage: Storage, events: AuditEvent[]): Promise<void> {
  for (const one of events) await storage.audit.write(one);
}

const threeDays = { from: day(0), to: day(3) };

describe.each(storageEngines)('$name usage store', (engine) => {
  describe.skipIf(engine.skip)('contract', () => {
    it('counts sign-ins per UTC day, a collapsed row as its count, the period end excluded', async () => {
      const storage = await engine.open();
      await writeAll(storage, [
        event('login-ok', day(0) - 1),
        event('login-ok', day(0)),
        event('login-ok', day(1) - 1),
        event('login-failed', day(0) + 5 * hour),
        event('login-failed', day(2) + hour, { repeatKey: 'same-minute' }),
        event('login-failed', day(2) + hour, { repeatKey: 'same-minute' }),
        event('login-ok', day(2) + 2 * hour),
        event('sign-out', day(2) + 3 * hour),
        event('login-ok', day(3)),
      ]);
      expect(await storage.usage.signInsPerDay(threeDays)).toEqual([
        { day: '2026-01-10', ok: 2, failed: 1 },
        { day: '2026-01-12', ok: 1, failed: 2 },
      ]);
      // Sign-ins are not made on a line: the filter leaves them as they are.
      expect(await storage.usage.signInsPerDay({ ...threeDays, models: ['m-a'] })).toHaveLength(2);
      expect(await storage.usage.signInsPerDay({ from: day(1), to: day(2) })).toEqual([]);
      // Days that are over are read from their totals the second time: the same figures.
      expect(await storage.usage.signInsPerDay(threeDays)).toEqual(await storage.usage.signInsPerDay(threeDays));
      expect(await storage.usage.signInsPerDay({ from: day(0) - hour, to: day(0) + hour })).toEqual([
        { day: '2026-01-09', ok: 1, failed: 0 },
        { day: '2026-01-10', ok: 1, failed: 0 },
      ]);
    });

    it('counts whole downloads per day and line, and the top documents, filtered by line', async () => {
      const storage = await engine.open();
      await writeAll(storage, [
        delivery(day(0) + hour, 'public:a/ifu.pdf', 'm-a'),
        delivery(day(0) + 2 * hour, 'public:a/ifu.pdf', 'm-a'),
        delivery(day(0) + 3 * hour, 'public:b/tips.pdf', 'm-b'),
        // A continued range is not another download.
        delivery(day(0) + 4 * hour, 'public:b/tips.pdf', 'm-b', { partial: true }),
        // Parts from byte 0 asked for within a minute share a row: one download.
        delivery(day(1) + hour, 'secure:b/manual.pdf', 'm-b', { repeatKey: 'parts' }),
        delivery(day(1) + hour, 'secure:b/manual.pdf', 'm-b', { repeatKey: 'parts' }),
        delivery(day(1) + 2 * hour, 'secure:b/manual.pdf', 'm-b'),
        // Delivered before deliveries named their line.
        delivery(day(2) + hour, 'public:old.pdf', null),
        delivery(day(3), 'public:a/ifu.pdf', 'm-a'),
        event('access-denied', day(1), { document: null, detail: 'public:a/ifu.pdf' }),
      ]);
      expect(await storage.usage.downloadsPerDay(threeDays)).toEqual([
        { day: '2026-01-10', model: 'm-a', downloads: 2 },
        { day: '2026-01-10', model: 'm-b', downloads: 1 },
        { day: '2026-01-11', model: 'm-b', downloads: 2 },
        { day: '2026-01-12', model: '', downloads: 1 },
      ]);
      // Days that are over are read from their totals the second time: the same figures.
      expect(await storage.usage.downloadsPerDay(threeDays)).toHaveLength(4);
      // A period starting within a day counts that day from its start on.
      expect(await storage.usage.downloadsPerDay({ from: day(0) + 2.5 * hour, to: day(2) })).toEqual([
        { day: '2026-01-10', model: 'm-b', downloads: 1 },
        { day: '2026-01-11', model: 'm-b', downloads: 2 },
      ]);
      expect(await storage.usage.downloadsPerDay({ ...threeDays, models: ['m-a'] })).toEqual([
        { day: '2026-01-10', model: 'm-a', downloads: 2 },
      ]);
      expect(await storage.usage.topDocuments(threeDays, 3)).toEqual([
        { document: 'public:a/ifu.pdf', model: 'm-a', downloads: 2 },
        { document: 'secure:b/manual.pdf', model: 'm-b', downloads: 2 },
        { document: 'public:b/tips.pdf', model: 'm-b', downloads: 1 },
      ]);
      expect(await storage.usage.topDocuments({ ...threeDays, models: ['m-b'] }, 1)).toEqual([
        { document: 'secure:b/manual.pdf', model: 'm-b', downloads: 2 },
      ]);
      expect(await storage.usage.topDocuments({ from: day(3), to: day(4), models: ['m-b'] }, 20)).toEqual([]);
    });

    it("counts today's use as it comes, beside the totals of the days before", async () => {
      const storage = await engine.open();
      const today = Math.floor(Date.now() / (24 * hour)) * 24 * hour;
      const dayText = (time: number) => new Date(time).toISOString().slice(0, 10);
      const period = { from: today - 2 * 24 * hour, to: today + 24 * hour };
      await writeAll(storage, [
        event('login-ok', today - 2 * 24 * hour + hour),
        delivery(today - 2 * 24 * hour + 2 * hour, 'public:a/ifu.pdf', 'm-a'),
        event('login-ok', today),
        delivery(today, 'public:a/ifu.pdf', 'm-a'),
      ]);
      expect(await storage.usage.signInsPerDay(period)).toEqual([
        { day: dayText(period.from), ok: 1, failed: 0 },
        { day: dayText(today), ok: 1, failed: 0 },
      ]);
      await writeAll(storage, [
        event('login-failed', today + 1),
        delivery(today + 2, 'public:a/ifu.pdf', 'm-a'),
        delivery(today + 3, 'public:b/tips.pdf', 'm-b'),
      ]);
      expect(await storage.usage.signInsPerDay(period)).toEqual([
        { day: dayText(period.from), ok: 1, failed: 0 },
        { day: dayText(today), ok: 1, failed: 1 },
      ]);
      expect(await storage.usage.downloadsPerDay(period)).toEqual([
        { day: dayText(period.from), model: 'm-a', downloads: 1 },
        { day: dayText(today), model: 'm-a', downloads: 2 },
        { day: dayText(today), model: 'm-b', downloads: 1 },
      ]);
      expect(await storage.usage.topDocuments(period, 20)).toEqual([
        { document: 'public:a/ifu.pdf', model: 'm-a', downloads: 3 },
        { document: 'public:b/tips.pdf', model: 'm-b', downloads: 1 },
      ]);
    });

    it('lists accounts not signed in since a time, those never signed in first', async () => {
      const storage = await engine.open();
      for (const name of ['ward-7', 'ward-8', 'ward-9', 'icu']) {
        await storage.accounts.create({ name, models: ['m-a'], lookupKey: name, passwordHash: 'h', now: 1 });
      }
      await writeAll(storage, [
        event('login-ok', day(0), { account: 'ward-7' }),
        event('login-ok', day(2), { account: 'ward-7' }),
        event('login-ok', day(1), { account: 'ward-8' }),
        // A refused password is not a sign-in.
        event('login-failed', day(3), { account: 'ward-8' }),
        event('login-failed', day(3), { account: 'ward-9' }),
        event('login-ok', day(0) + hour, { account: 'icu' }),
      ]);
      expect(await storage.usage.dormantAccounts(day(2))).toEqual([
        { account: 'ward-9', lastSignIn: null },
        { account: 'icu', lastSignIn: day(0) + hour },
        { account: 'ward-8', lastSignIn: day(1) },
      ]);
      expect(await storage.usage.dormantAccounts(day(0))).toEqual([{ account: 'ward-9', lastSignIn: null }]);
    });

    it('counts searches per day and line in the log, and the most frequent that found nothing', async () => {
      const storage = await engine.open();
      const search = (dayText: string, query: string, model: string, found: boolean, times = 1) =>
        Array.from({ length: times }, () => ({ day: dayText, query, model, found }));
      for (const entry of [
        ...search('2026-01-09', 'occlusion', 'm-a', false, 5),
        ...search('2026-01-10', 'occlusion', 'm-a', false, 2),
        ...search('2026-01-10', 'occlusion', 'm-b', false),
        ...search('2026-01-10', 'priming', 'm-a', true, 3),
        ...search('2026-01-11', 'air in line', '', false, 3),
        ...search('2026-01-12', 'battery', 'm-b', true),
        ...search('2026-01-13', 'never counted', 'm-a', false, 9),
      ]) {
        await storage.searchLog.record(entry, { accountId: 1, accountDailyLimit: 100 });
      }
      expect(await storage.usage.searchesPerDay(threeDays)).toEqual([
        { day: '2026-01-10', searches: 6, empty: 3 },
        { day: '2026-01-11', searches: 3, empty: 3 },
        { day: '2026-01-12', searches: 1, empty: 0 },
      ]);
      expect(await storage.usage.searchesPerDay({ ...threeDays, models: ['m-b'] })).toEqual([
        { day: '2026-01-10', searches: 1, empty: 1 },
        { day: '2026-01-12', searches: 1, empty: 0 },
      ]);
      expect(await storage.usage.topEmptySearches(threeDays, 2)).toEqual([
        { query: 'air in line', model: '', count: 3 },
        { query: 'occlusion', model: 'm-a', count: 2 },
      ]);
      // A period that ends within a day counts that day.
      expect(await storage.usage.searchesPerDay({ from: day(2), to: day(2) + hour })).toEqual([
        { day: '2026-01-12', searches: 1, empty: 0 },
      ]);

      expect(await storage.searchLog.prune('2026-01-11')).toBe(4);
      expect(await storage.usage.searchesPerDay(threeDays)).toEqual([
        { day: '2026-01-11', searches: 3, empty: 3 },
        { day: '2026-01-12', searches: 1, empty: 0 },
      ]);
    });
  });
});
