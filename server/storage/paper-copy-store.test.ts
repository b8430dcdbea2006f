/**
 * Paper-copy requests in the store, on every engine (storage-engines.ts): limits counted by
 * session, account and client address, also for requests stored at once from two instances;
 * retention of requests marked sent; removal with their account; the audit kind of closing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { collect } from '../testing/collect';
import { paperCopyRequest } from '../testing/paper-copy-request';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import { type NewPaperCopyRequest, type PaperCopyQuota, PaperCopyQuotaError } from './records';
import type { Storage } from './storage';

afterEach(closeOpenedStores);

const hour = 3_600_000;

let references = 0;
const request = (createdAt: number, changes: Partial<NewPaperCopyRequest> = {}): NewPaperCopyRequest =>
  paperCopyRequest({
    reference: `PC-TEST-${String(++references).padStart(4, '0')}`,
    createdAt,
    sessionId: 's-1',
    clientKey: '203.0.113.7',
    model: 'm-1',
    ...changes,
  });

const quota = (by: PaperCopyQuota['by'], value: string, max: number, since = 0): PaperCopyQuota => ({
  by,
  value,
  max,
  since,
});

const accountWithSessions = async (storage: Storage, name: string) => {
  const account = await storage.accounts.create({ name, models: ['m-1'], lookupKey: name, passwordHash: 'h', now: 1 });
  await storage.sessions.create({
    tokenHash: `token-${name}`,
    accountId: account.id,
    createdAt: 1,
    lastSeenAt: 1,
    clientAddress: null,
    userAgent: null,
  });
  return account;
};

describe.each(storageEngines)('$name paper-copy store', (engine) => {
  describe.skipIf(engine.skip)('contract', () => {
    it('counts requests by session, account and client address, and refuses one past a quota', async () => {
      const storage = await engine.open();
      await storage.paperCopies.create(request(10 * hour));
      await storage.paperCopies.create(request(11 * hour, { sessionId: 's-2' }));
      await storage.paperCopies.create(request(12 * hour, { sessionId: 's-3', account: 'ward-8' }));
      // Made before requests kept their client address: counted by session and account only.
      await storage.paperCopies.create(request(13 * hour, { sessionId: 's-4', clientKey: undefined }));

      const account = quota('account', 'ward-7', 3, 9 * hour);
      const address = quota('address', '203.0.113.7', 3, 9 * hour);
      expect(await storage.paperCopies.usedQuotas([account, address])).toEqual([
        { quota: account, oldest: 10 * hour },
        { quota: address, oldest: 10 * hour },
      ]);
      // Only requests after `since` count: the window moves on.
      expect(await storage.paperCopies.usedQuotas([{ ...account, since: 10 * hour }])).toEqual([]);
      expect(await storage.paperCopies.usedQuotas([quota('session', 's-1', 1), quota('session', 's-9', 1)])).toEqual([
        { quota: quota('session', 's-1', 1), oldest: 10 * hour },
      ]);

      const refused = storage.paperCopies.create(request(14 * hour, { sessionId: 's-5' }), [account]);
      await expect(refused).rejects.toThrow(PaperCopyQuotaError);
      await expect(refused).rejects.toMatchObject({ used: [{ quota: account, oldest: 10 * hour }] });
      expect(await storage.paperCopies.list()).toHaveLength(4);
      await storage.paperCopies.create(request(14 * hour, { account: 'ward-9', clientKey: '2001:db8::/64' }), [
        quota('account', 'ward-9', 1),
        quota('address', '2001:db8::/64', 1),
      ]);
      expect(await storage.paperCopies.list({ account: 'ward-9' })).toHaveLength(1);
    });

    it('stores no more than a quota allows when requests arrive at once, from two instances', async () => {
      const storage = await engine.open();
      const other = (await engine.openAnother?.()) ?? storage;
      const quotas = [quota('account', 'ward-7', 3)];
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, index) =>
          (index % 2 ? other : storage).paperCopies.create(request(10 + index), quotas),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(refusals).toHaveLength(9);
      for (const reason of refusals) expect(reason).toBeInstanceOf(PaperCopyQuotaError);
      expect(await storage.paperCopies.list()).toHaveLength(3);
    });

    it('prunes only requests marked sent before the cut-off, never open ones', async () => {
      const storage = await engine.open();
      const [oldSent, recentlySent, oldOpen] = [request(1), request(2), request(3)];
      for (const made of [oldSent, recentlySent, oldOpen]) await storage.paperCopies.create(made);
      await storage.paperCopies.markDone(oldSent.reference, 100);
      await storage.paperCopies.markDone(recentlySent.reference, 300);
      expect(await storage.paperCopies.pruneDone(200)).toBe(1);
      expect((await storage.paperCopies.list()).map((kept) => kept.reference)).toEqual([
        recentlySent.reference,
        oldOpen.reference,
      ]);
      expect(await storage.paperCopies.pruneDone(200)).toBe(0);
    });

    it('closes an open request once, as sent or cancelled, with the note', async () => {
      const storage = await engine.open();
      const cancelled = request(1);
      const sent = request(2);
      for (const made of [cancelled, sent]) await storage.paperCopies.create(made);
      const note = 'Duplicate of an earlier request';
      expect(await storage.paperCopies.close(cancelled.reference, { status: 'cancelled', note, now: 10 })).toBe(true);
      expect(await storage.paperCopies.close(cancelled.reference, { status: 'done', note: null, now: 11 })).toBe(false);
      expect(await storage.paperCopies.close(sent.reference, { status: 'done', note: null, now: 12 })).toBe(true);
      expect(await storage.paperCopies.close('PC-NONE-NONE', { status: 'done', note: null, now: 12 })).toBe(false);
      expect(await storage.paperCopies.findByReference(cancelled.reference)).toMatchObject({
        status: 'cancelled',
        note,
        doneAt: 10,
      });
      expect(await storage.paperCopies.findByReference(sent.reference)).toMatchObject({
        status: 'done',
        note: null,
        doneAt: 12,
      });
      expect((await storage.paperCopies.list({ status: 'cancelled' })).map((kept) => kept.reference)).toEqual([
        cancelled.reference,
      ]);
      // Closed either way, both leave with retention.
      expect(await storage.paperCopies.pruneDone(20)).toBe(2);
    });

    it('removes an account with its requests, open and sent, and leaves other accounts’ alone', async () => {
      const storage = await engine.open();
      const ward = await accountWithSessions(storage, 'ward-7');
      await accountWithSessions(storage, 'ward-8');
      const sent = request(1);
      for (const made of [sent, request(2), request(3), request(4, { account: 'ward-8' })]) {
        await storage.paperCopies.create(made);
      }
      await storage.paperCopies.markDone(sent.reference, 5);
      expect(await storage.accounts.remove(ward.id)).toEqual({ paperCopies: 3, openPaperCopies: 2 });
      expect((await storage.paperCopies.list()).map((kept) => kept.account)).toEqual(['ward-8']);
      expect(await storage.sessions.find('token-ward-7')).toBeUndefined();
      expect(await storage.sessions.find('token-ward-8')).toBeDefined();
      expect(await storage.accounts.remove(ward.id)).toEqual({ paperCopies: 0, openPaperCopies: 0 });
    });

    it('stores and filters the audit kind of closing a request', async () => {
      const storage = await engine.open();
      await storage.audit.write({
        time: 7,
        kind: 'paper-copy-closed',
        account: 'ward-7',
        clientAddress: 'operator',
        requestId: 'accounts-cli',
        userAgent: null,
        detail: 'PC-AAAA-AAAA: marked sent by an operator',
      });
      expect(await collect(storage.audit.query({ kinds: ['paper-copy-closed'] }))).toEqual([
        expect.objectContaining({ kind: 'paper-copy-closed', detail: 'PC-AAAA-AAAA: marked sent by an operator' }),
      ]);
    });
  });
});
