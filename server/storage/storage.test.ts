/** The storage contract, one body run on every engine (storage-engines.ts). */

import { afterEach, describe, expect, it } from 'vitest';
import { collect } from '../testing/collect';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import { type AuditKind, DuplicateAccountError, DuplicateReferenceError, type NewPaperCopyRequest } from './records';
import type { Storage } from './storage';

afterEach(closeOpenedStores);

const newAccount = (name: string, lookupKey: string) => ({
  name,
  models: ['m-1'],
  lookupKey,
  passwordHash: 'h',
  now: 5,
});

const sessionOf = (accountId: number, tokenHash: string, time: number) => ({
  tokenHash,
  accountId,
  createdAt: time,
  lastSeenAt: time,
  clientAddress: '::1',
  userAgent: null,
});

const paperCopy = (reference: string, createdAt: number, sessionId: string | null = 's-1'): NewPaperCopyRequest => ({
  reference,
  createdAt,
  account: 'ward-7',
  sessionId,
  model: 'm-1',
  documentName: 'Instructions for use',
  documentPath: 'm/ifu.pdf',
  documentVersion: 'Rev. D',
  copies: 2,
  name: '<script>alert(1)</script>',
  facility: 'St Mary’s',
  address: 'Ward 7\n1 Main Street',
  email: 'nurse@example.org',
});

describe.each(storageEngines)('$name storage', (engine) => {
  describe.skipIf(engine.skip)('contract', () => {
    it('finds accounts by name and lookup key and refuses duplicates', async () => {
      const storage = await engine.open();
      const created = await storage.accounts.create(newAccount('a', 'k1'));
      expect(created).toEqual({
        id: created.id,
        name: 'a',
        models: ['m-1'],
        disabled: false,
        createdAt: 5,
        passwordChangedAt: 5,
        demo: false,
        plainHashLink: null,
        details: {
          hospitalName: null,
          customerNumber: null,
          country: null,
          language: null,
          contactName: null,
          contactEmail: null,
          notes: null,
        },
        accessEndsAt: null,
      });
      expect(await storage.accounts.findByLookupKey('k1')).toMatchObject({ name: 'a', passwordHash: 'h' });
      expect(await storage.accounts.findByName('nobody')).toBeUndefined();
      await expect(storage.accounts.create(newAccount('a', 'k2'))).rejects.toThrow(new DuplicateAccountError('name'));
      await expect(storage.accounts.create(newAccount('b', 'k1'))).rejects.toThrow(
        new DuplicateAccountError('password'),
      );
      const other = await storage.accounts.create(newAccount('b', 'k2'));
      await expect(storage.accounts.setPassword(other.id, 'k1', 'h', 6)).rejects.toThrow(
        new DuplicateAccountError('password'),
      );
      expect((await storage.accounts.list()).map((account) => account.name)).toEqual(['a', 'b']);
    });

    it('ends sessions when an account is disabled, changes password or is removed, and moves the access revision', async () => {
      const storage = await engine.open();
      const { id } = await storage.accounts.create(newAccount('a', 'k1'));
      const revision = storage.accessRevision();
      await storage.sessions.create(sessionOf(id, 's1', 1));
      await storage.accounts.setDisabled(id, true);
      expect(await storage.sessions.find('s1')).toBeUndefined();
      expect(storage.accessRevision()).toBeGreaterThan(revision);
      await storage.sessions.create(sessionOf(id, 's2', 1));
      await storage.accounts.setPassword(id, 'k2', 'h2', 9);
      expect(await storage.sessions.find('s2')).toBeUndefined();
      expect(await storage.accounts.findById(id)).toMatchObject({ passwordChangedAt: 9, disabled: true });
      expect(await storage.accounts.lookupKeyOf(id)).toBe('k2');
      await storage.sessions.create(sessionOf(id, 's3', 1));
      await storage.accounts.remove(id);
      expect(await storage.sessions.find('s3')).toBeUndefined();
      expect(await storage.accounts.findById(id)).toBeUndefined();
    });

    it('sweeps expired sessions and touches live ones', async () => {
      const storage = await engine.open();
      const { id } = await storage.accounts.create(newAccount('a', 'k1'));
      await storage.sessions.create(sessionOf(id, 'old', 0));
      await storage.sessions.create(sessionOf(id, 'new', 100));
      expect(await storage.sessions.deleteExpired(50, 50)).toBe(1);
      await storage.sessions.touch('new', 150);
      expect(await storage.sessions.find('new')).toMatchObject({ createdAt: 100, lastSeenAt: 150 });
    });

    it('keeps the newest sessions of an account when trimming to a cap, started in the same millisecond too', async () => {
      const storage = await engine.open();
      const { id } = await storage.accounts.create(newAccount('a', 'k1'));
      for (const tokenHash of ['t1', 't2', 't3', 't4']) await storage.sessions.create(sessionOf(id, tokenHash, 7));
      const ended = await storage.sessions.trimForAccount(id, 2);
      expect(ended.map((session) => session.tokenHash)).toEqual(['t2', 't1']);
      expect((await storage.sessions.listForAccount(id)).map((session) => session.tokenHash)).toEqual(['t4', 't3']);
    });

    it('trims concurrently without ending a session twice or keeping more than the cap', async () => {
      const storage = await engine.open();
      const another = (await engine.openAnother?.()) ?? storage;
      const { id } = await storage.accounts.create(newAccount('a', 'k1'));
      for (let index = 0; index < 12; index++) await storage.sessions.create(sessionOf(id, `t${index}`, index));
      const trims = await Promise.all(
        Array.from({ length: 6 }, (_, index) => (index % 2 === 0 ? storage : another).sessions.trimForAccount(id, 3)),
      );
      const ended = trims.flat().map((session) => session.tokenHash);
      expect(ended).toHaveLength(9);
      expect(new Set(ended).size).toBe(9);
      expect((await storage.sessions.listForAccount(id)).map((session) => session.tokenHash)).toEqual([
        't11',
        't10',
        't9',
      ]);
    });

    it('filters audit events by time, account and kind, oldest first, and counts downloads per document', async () => {
      const storage = await engine.open({ instanceId: 'web-1:3000' });
      const event = (time: number, kind: AuditKind, account: string | null, document?: string, partial = false) =>
        storage.audit.write({
          time,
          kind,
          account,
          clientAddress: '::1',
          requestId: `r${time}`,
          userAgent: null,
          detail: document ?? null,
          ...(document ? { document, partial } : {}),
        });
      await event(10, 'login-ok', 'a');
      await event(20, 'file-delivered', 'a', 'public:x.pdf');
      await event(30, 'file-delivered', 'a', 'public:x.pdf', true);
      await event(40, 'file-delivered', 'b', 'public:x.pdf');
      await event(50, 'file-delivered', 'b', 'secure:y.pdf');
      await event(60, 'login-failed', null);
      const times = async (filter: Parameters<Storage['audit']['query']>[0]) =>
        (await collect(storage.audit.query(filter))).map((row) => row.time);
      expect(await times({})).toEqual([10, 20, 30, 40, 50, 60]);
      expect(await times({ from: 20, to: 50 })).toEqual([20, 30, 40]);
      expect(await times({ account: 'b' })).toEqual([40, 50]);
      expect(await times({ kinds: ['login-ok', 'login-failed'] })).toEqual([10, 60]);
      expect(await times({ kinds: ['file-delivered'], limit: 2 })).toEqual([20, 30]);
      expect((await collect(storage.audit.query({ from: 30, to: 31 })))[0]).toMatchObject({
        document: 'public:x.pdf',
        partial: true,
        instance: 'web-1:3000',
        count: 1,
      });
      expect(await storage.audit.downloadCounts({})).toEqual([
        { document: 'public:x.pdf', downloads: 2, deliveries: 3, accounts: 2, lastTime: 40 },
        { document: 'secure:y.pdf', downloads: 1, deliveries: 1, accounts: 1, lastTime: 50 },
      ]);
      expect(await storage.audit.downloadCounts({ account: 'a', from: 0, to: 25 })).toEqual([
        { document: 'public:x.pdf', downloads: 1, deliveries: 1, accounts: 1, lastTime: 20 },
      ]);
      expect((await storage.audit.recent(2)).map((row) => row.time)).toEqual([60, 50]);
      expect(await storage.audit.prune(35)).toBe(3);
      expect(await times({})).toEqual([40, 50, 60]);
    });

    it('reads a long export page by page, in order, to the last row', async () => {
      const storage = await engine.open();
      const rows = 1234;
      const write = (index: number) =>
        storage.audit.write({
          // Several rows share each time, so the pages must continue by id within one time.
          time: Math.floor(index / 7),
          kind: 'sign-out',
          account: null,
          clientAddress: '::1',
          requestId: `r${index}`,
          userAgent: null,
          detail: null,
        });
      for (let index = 0; index < rows; index += 50) {
        await Promise.all(Array.from({ length: Math.min(50, rows - index) }, (_, offset) => write(index + offset)));
      }
      const expected = (await storage.audit.recent(rows + 1))
        .sort((a, b) => a.time - b.time || a.id - b.id)
        .map((row) => row.requestId);
      expect(expected).toHaveLength(rows);
      expect((await collect(storage.audit.query({}))).map((row) => row.requestId)).toEqual(expected);
      expect((await collect(storage.audit.query({ limit: 501 }))).map((row) => row.requestId)).toEqual(
        expected.slice(0, 501),
      );
    });

    it('keeps every row of audit events written at the same moment, each once, in order', async () => {
      const storage = await engine.open();
      // More than one statement's worth of rows.
      const requestIds = Array.from({ length: 130 }, (_, index) => `together-${index}`);
      await Promise.all(
        requestIds.map((requestId, index) =>
          storage.audit.write({
            time: index,
            kind: 'file-delivered',
            account: 'a',
            clientAddress: '::1',
            requestId,
            userAgent: null,
            detail: `public:m/${index}.pdf`,
            document: `public:m/${index}.pdf`,
          }),
        ),
      );
      const rows = await collect(storage.audit.query({}));
      expect(rows.map((row) => row.requestId)).toEqual(requestIds);
      expect(rows.every((row) => row.count === 1)).toBe(true);
    });

    it('keeps the order of a batch that mixes deliveries with repeated refusals, and collapses the refusals', async () => {
      const storage = await engine.open();
      const event = (index: number) =>
        index % 5 === 0
          ? {
              time: index,
              kind: 'access-denied' as const,
              account: null,
              clientAddress: '::1',
              requestId: `denied-${index}`,
              userAgent: null,
              detail: 'catalogue (signed out)',
              repeatKey: 'same-minute',
            }
          : {
              time: index,
              kind: 'file-delivered' as const,
              account: 'a',
              clientAddress: '::1',
              requestId: `delivered-${index}`,
              userAgent: null,
              detail: `public:m/${index}.pdf`,
              document: `public:m/${index}.pdf`,
            };
      await Promise.all(Array.from({ length: 20 }, (_, index) => storage.audit.write(event(index))));
      const rows = await collect(storage.audit.query({}));
      const delivered = Array.from({ length: 20 }, (_, index) => index).filter((index) => index % 5 !== 0);
      expect(rows.map((row) => [row.requestId, row.count])).toEqual([
        ['denied-15', 4],
        ...delivered.map((index) => [`delivered-${index}`, 1]),
      ]);
    });

    it('collapses repeated events with the same key into one row with a count, from any instance', async () => {
      const storage = await engine.open({ instanceId: 'one' });
      const another = (await engine.openAnother?.({ instanceId: 'two' })) ?? storage;
      const denied = (requestId: string) => ({
        time: 1,
        kind: 'access-denied' as const,
        account: null,
        clientAddress: '::1',
        requestId,
        userAgent: null,
        detail: 'catalogue (signed out)',
        repeatKey: 'same-minute',
      });
      await Promise.all(
        Array.from({ length: 10 }, (_, index) => (index % 2 ? another : storage).audit.write(denied(`r${index}`))),
      );
      const rows = await storage.audit.recent(10);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.count).toBe(10);
    });

    it('counts failures in fixed windows and locks a scope at its limit', async () => {
      const storage = await engine.open();
      const limit = { max: 2, windowMs: 100 };
      expect(await storage.loginLimits.recordFailure('s', 1000, limit)).toEqual({
        scope: 's',
        count: 1,
        windowStart: 1000,
        lockedUntil: 0,
      });
      expect(await storage.loginLimits.recordFailure('s', 1050, limit)).toEqual({
        scope: 's',
        count: 2,
        windowStart: 1000,
        lockedUntil: 1100,
      });
      expect(await storage.loginLimits.recordFailure('s', 1060, limit)).toMatchObject({ count: 3, lockedUntil: 1100 });
      expect((await storage.loginLimits.locked(1099)).map((counter) => counter.scope)).toEqual(['s']);
      expect(await storage.loginLimits.locked(1100)).toEqual([]);
      expect(await storage.loginLimits.recordFailure('s', 1100, limit)).toEqual({
        scope: 's',
        count: 1,
        windowStart: 1100,
        lockedUntil: 0,
      });
      expect(await storage.loginLimits.recordFailure('one', 5, { max: 1, windowMs: 10 })).toMatchObject({
        count: 1,
        lockedUntil: 15,
      });
      const { id } = await storage.accounts.create(newAccount('a', 'k1'));
      await storage.loginLimits.rememberSuccess('::1', 5, id);
      await storage.loginLimits.rememberSuccess('::1', 3, id);
      expect(await storage.loginLimits.lastSuccess('::1')).toBe(5);
      await storage.loginLimits.prune(10_000, 100, 6);
      expect(await storage.loginLimits.lastSuccess('::1')).toBeUndefined();
      expect(await storage.loginLimits.counter('s')).toBeUndefined();
    });

    it('counts every one of many failures recorded at once, from two instances', async () => {
      const storage = await engine.open();
      const another = (await engine.openAnother?.()) ?? storage;
      const limit = { max: 50, windowMs: 60_000 };
      const counters = await Promise.all(
        Array.from({ length: 80 }, (_, index) =>
          (index % 2 ? another : storage).loginLimits.recordFailure('address:203.0.113.9', 1000, limit),
        ),
      );
      expect(counters.map((counter) => counter.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 80 }, (_, index) => index + 1),
      );
      // Exactly one failure reached the limit, and it locked the scope until the window ends.
      expect(counters.filter((counter) => counter.count === limit.max)).toEqual([
        expect.objectContaining({ lockedUntil: 1000 + limit.windowMs }),
      ]);
      expect(await storage.loginLimits.counter('address:203.0.113.9')).toMatchObject({ count: 80 });
    });

    it('keeps the first value of a setting, also when instances race to set it', async () => {
      const storage = await engine.open();
      const another = (await engine.openAnother?.()) ?? storage;
      const values = await Promise.all(
        Array.from({ length: 6 }, (_, index) => (index % 2 ? another : storage).settings.getOrInsert('k', `v${index}`)),
      );
      expect(new Set(values).size).toBe(1);
      expect(await storage.settings.getOrInsert('k', 'later')).toBe(values[0]);
      expect(await storage.settings.get('missing')).toBeUndefined();
    });

    it('answers a ping', async () => {
      const storage = await engine.open();
      await storage.ping();
      expect(storage.poolStats() === undefined).toBe(engine.name === 'SQLite');
    });

    it('stores a paper-copy request as sent, finds it by reference and refuses a reference twice', async () => {
      const storage = await engine.open();
      const stored = await storage.paperCopies.create(paperCopy('PC-AAAA-AAAA', 10));
      expect(stored).toEqual({
        ...paperCopy('PC-AAAA-AAAA', 10),
        id: stored.id,
        status: 'open',
        doneAt: null,
        note: null,
        source: 'portal',
      });
      expect(await storage.paperCopies.findByReference('PC-AAAA-AAAA')).toEqual(stored);
      expect(await storage.paperCopies.findByReference('PC-NONE-NONE')).toBeUndefined();
      await expect(storage.paperCopies.create(paperCopy('PC-AAAA-AAAA', 11))).rejects.toThrow(
        new DuplicateReferenceError('PC-AAAA-AAAA'),
      );
    });

    it('keeps where a paper-copy request came from: the public pages, without an account or a session', async () => {
      const storage = await engine.open();
      await storage.paperCopies.create({ ...paperCopy('PC-PUBL-IC00', 10), account: '', source: 'public' });
      expect(await storage.paperCopies.findByReference('PC-PUBL-IC00')).toMatchObject({
        account: '',
        source: 'public',
      });
    });

    it('lists paper-copy requests oldest first, open ones alone when asked, and closes a request once', async () => {
      const storage = await engine.open();
      await storage.paperCopies.create(paperCopy('PC-BBBB-BBBB', 20));
      await storage.paperCopies.create(paperCopy('PC-AAAA-AAAA', 10));
      expect(await storage.paperCopies.markDone('PC-BBBB-BBBB', 30)).toBe(true);
      expect(await storage.paperCopies.markDone('PC-BBBB-BBBB', 40)).toBe(false);
      expect(await storage.paperCopies.markDone('PC-NONE-NONE', 40)).toBe(false);
      const references = async (status?: 'open' | 'done') =>
        (await storage.paperCopies.list(status ? { status } : {})).map((request) => request.reference);
      expect(await references()).toEqual(['PC-AAAA-AAAA', 'PC-BBBB-BBBB']);
      expect(await references('open')).toEqual(['PC-AAAA-AAAA']);
      expect(await storage.paperCopies.findByReference('PC-BBBB-BBBB')).toMatchObject({ status: 'done', doneAt: 30 });
    });

    it('counts the paper-copy requests of one session since a time', async () => {
      const storage = await engine.open();
      await storage.paperCopies.create(paperCopy('PC-AAAA-AAAA', 10));
      await storage.paperCopies.create(paperCopy('PC-BBBB-BBBB', 20));
      await storage.paperCopies.create(paperCopy('PC-CCCC-CCCC', 30, 's-2'));
      await storage.paperCopies.create(paperCopy('PC-DDDD-DDDD', 40, null));
      expect(await storage.paperCopies.madeBySession('s-1', 0)).toEqual({ count: 2, oldest: 10 });
      expect(await storage.paperCopies.madeBySession('s-1', 15)).toEqual({ count: 1, oldest: 20 });
      expect(await storage.paperCopies.madeBySession('s-1', 25)).toEqual({ count: 0, oldest: null });
    });
  });
});
