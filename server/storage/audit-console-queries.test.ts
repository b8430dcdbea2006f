/**
 * The audit queries the console pages through, on every engine (storage-engines.ts): rows name
 * the operator who acted, filter by operator and client address, come newest first in pages with
 * a total count, and say which instances wrote lately.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { collect } from '../testing/collect';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import type { AuditEvent, AuditFilter } from './records';
import type { Storage } from './storage';

afterEach(closeOpenedStores);

const event = (time: number, changes: Partial<AuditEvent> = {}): AuditEvent => ({
  time,
  kind: 'login-ok',
  account: 'ward-7',
  clientAddress: '203.0.113.7',
  requestId: `r${time}`,
  userAgent: null,
  detail: null,
  ...changes,
});

const times = async (storage: Storage, filter: AuditFilter) =>
  (await collect(storage.audit.query(filter))).map((row) => row.time);

describe.each(storageEngines)('$name audit queries of the console', (engine) => {
  describe.skipIf(engine.skip)('contract', () => {
    it('stores the operator who acted and filters by operator and client address', async () => {
      const storage = await engine.open();
      await storage.audit.write(event(10));
      await storage.audit.write(event(20, { kind: 'account-disabled', operator: 'ann', clientAddress: '127.0.0.1' }));
      await storage.audit.write(event(30, { kind: 'operator-changed', operator: 'cli:root', account: null }));
      await storage.audit.write(event(40, { kind: 'account-enabled', operator: 'ann', clientAddress: '127.0.0.1' }));
      await storage.audit.write(event(50, { clientAddress: '198.51.100.1' }));

      expect((await storage.audit.recent(5)).map((row) => row.operator)).toEqual([
        null,
        'ann',
        'cli:root',
        'ann',
        null,
      ]);
      expect(await times(storage, { operator: 'ann' })).toEqual([20, 40]);
      expect(await times(storage, { operator: 'ann', from: 30 })).toEqual([40]);
      expect(await times(storage, { clientAddress: '203.0.113.7' })).toEqual([10, 30]);
      expect(await times(storage, { clientAddress: '127.0.0.1', kinds: ['account-enabled'] })).toEqual([40]);
      expect(await times(storage, { operator: 'nobody' })).toEqual([]);
    });

    it('pages newest first, and counts every matching row whatever the page', async () => {
      const storage = await engine.open();
      for (let time = 1; time <= 9; time++) {
        await storage.audit.write(event(time, { kind: time % 3 === 0 ? 'login-failed' : 'login-ok' }));
      }
      expect(await times(storage, { newestFirst: true, limit: 4 })).toEqual([9, 8, 7, 6]);
      expect(await times(storage, { newestFirst: true, limit: 4, offset: 4 })).toEqual([5, 4, 3, 2]);
      expect(await times(storage, { newestFirst: true, limit: 4, offset: 8 })).toEqual([1]);
      expect(await times(storage, { limit: 2, offset: 2 })).toEqual([3, 4]);
      expect(await storage.audit.count({ limit: 4, offset: 4, newestFirst: true })).toBe(9);
      expect(await storage.audit.count({ kinds: ['login-failed'], from: 4 })).toBe(2);
      expect(await storage.audit.count({ account: 'nobody' })).toBe(0);
    });

    it('reads a long export newest first, page by page, to the oldest row', async () => {
      const storage = await engine.open();
      const rows = 1100;
      for (let index = 0; index < rows; index += 50) {
        await Promise.all(
          // Several rows share each time, so the pages must continue by id within one time.
          Array.from({ length: 50 }, (_, offset) => storage.audit.write(event(Math.floor((index + offset) / 7)))),
        );
      }
      const oldestFirst = (await collect(storage.audit.query({}))).map((row) => row.id);
      const newestFirst = (await collect(storage.audit.query({ newestFirst: true }))).map((row) => row.id);
      expect(newestFirst).toHaveLength(rows);
      expect(newestFirst).toEqual([...oldestFirst].reverse());
      const skipped = (await collect(storage.audit.query({ newestFirst: true, offset: 600 }))).map((row) => row.id);
      expect(skipped).toEqual(newestFirst.slice(600));
    });

    it('names the instances that wrote since a time, with their latest row', async () => {
      const storage = await engine.open({ instanceId: 'web-1:3000' });
      const other = await engine.openAnother?.({ instanceId: 'web-2:3000' });
      await storage.audit.write(event(10));
      await storage.audit.write(event(30));
      await other?.audit.write(event(20));
      expect(await storage.audit.instancesSince(15)).toEqual([
        { instance: 'web-1:3000', lastSeen: 30 },
        ...(other ? [{ instance: 'web-2:3000', lastSeen: 20 }] : []),
      ]);
      expect(await storage.audit.instancesSince(31)).toEqual([]);
    });
  });
});
