/** Subscribers, announcements and the mail queue in the store, one body run on every engine. */
import { afterEach, describe, expect, it } from 'vitest';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import type { NewMail } from './records';

afterEach(closeOpenedStores);

const mail = (recipient: string, model = 'm-1'): NewMail => ({
  kind: 'notice',
  model,
  recipient,
  message: { subject: 'S', text: 'T', headers: { 'List-Unsubscribe': '<https://x/u>' } },
});

describe.each(storageEngines)('$name storage', (engine) => {
  describe.skipIf(engine.skip)('notice subscriptions', () => {
    it('keeps one subscription per line, language and address, and removes it on unsubscribing', async () => {
      const storage = await engine.open();
      const { notices } = storage;
      await notices.subscribe({ model: 'm-1', lang: 'en', email: 'a@x.org', now: 1 });
      await notices.subscribe({ model: 'm-1', lang: 'en', email: 'a@x.org', now: 2 });
      await notices.subscribe({ model: 'm-1', lang: 'es', email: 'a@x.org', now: 3 });
      await notices.subscribe({ model: 'm-1', lang: 'en', email: 'b@x.org', now: 4 });
      expect(await notices.subscribers('m-1', 'en')).toEqual(['a@x.org', 'b@x.org']);
      expect(await notices.subscriberCounts()).toEqual([
        { model: 'm-1', lang: 'en', count: 2 },
        { model: 'm-1', lang: 'es', count: 1 },
      ]);
      expect(await notices.unsubscribe({ model: 'm-1', lang: 'en', email: 'a@x.org' })).toBe(true);
      expect(await notices.unsubscribe({ model: 'm-1', lang: 'en', email: 'a@x.org' })).toBe(false);
      expect(await notices.subscribers('m-1', 'en')).toEqual(['b@x.org']);
    });

    it('counts the confirmations mailed to an address and the requests of a client since a time', async () => {
      const storage = await engine.open();
      const { notices } = storage;
      await notices.recordRequest({ email: 'a@x.org', clientKey: 'c1', mailed: true, now: 10 });
      await notices.recordRequest({ email: 'a@x.org', clientKey: 'c2', mailed: false, now: 12 });
      await notices.recordRequest({ email: 'b@x.org', clientKey: 'c1', mailed: true, now: 20 });
      const count = (email: string, clientKey: string, since: number) =>
        notices.countRequests({ email, clientKey }, since);
      expect(await count('a@x.org', 'c1', 0)).toEqual({ mailedToEmail: 1, byClient: 2 });
      expect(await count('a@x.org', 'c2', 11)).toEqual({ mailedToEmail: 0, byClient: 1 });
      await notices.forgetRequestsBefore(15);
      expect(await count('b@x.org', 'c1', 0)).toEqual({ mailedToEmail: 1, byClient: 1 });
    });

    it('announces a notice or a revision once, whoever asks again', async () => {
      const storage = await engine.open();
      expect(await storage.notices.announceNotice('m-1', 'fsn-1', 5)).toBe(true);
      expect(await storage.notices.announceNotice('m-1', 'fsn-1', 6)).toBe(false);
      expect(await storage.notices.announceNotice('m-2', 'fsn-1', 6)).toBe(true);
      expect(await storage.notices.announceRevision('m-1', 'en', 'ifu@5', 5)).toBe(true);
      expect(await storage.notices.announceRevision('m-1', 'en', 'ifu@5', 6)).toBe(false);
      expect(await storage.notices.announceRevision('m-1', 'es', 'ifu@5', 6)).toBe(true);
    });
  });

  describe.skipIf(engine.skip)('mail queue', () => {
    it('gives a due row to one claimant only, until its lease ends', async () => {
      const storage = await engine.open();
      const queue = storage.mailQueue;
      await queue.enqueue([mail('a@x.org'), mail('b@x.org')], 100);
      expect(await queue.claimDue('one', 99, 1000, 10)).toEqual([]);
      const [first, second] = await Promise.all([
        queue.claimDue('one', 100, 1000, 10),
        queue.claimDue('two', 100, 1000, 10),
      ]);
      const recipients = [...(first ?? []), ...(second ?? [])].map((claimed) => claimed.recipient).sort();
      expect(recipients).toEqual(['a@x.org', 'b@x.org']);
      expect(await queue.claimDue('three', 500, 1000, 10)).toEqual([]);
      // The holder stopped without sending: after its lease another instance takes the rows.
      const again = await queue.claimDue('three', 1101, 1000, 10);
      expect(again.map((claimed) => claimed.message)).toEqual([mail('a').message, mail('b').message]);
    });

    it('retries a failed row at its next try, gives up when told, and counts each state per line', async () => {
      const storage = await engine.open();
      const queue = storage.mailQueue;
      await queue.enqueue([mail('a@x.org'), mail('b@x.org'), mail('c@x.org'), mail('d@x.org', 'm-2')], 100);
      const [a, b, c] = await queue.claimDue('one', 100, 1000, 3);
      if (!a || !b || !c) throw new Error('three rows were due');
      await queue.markSent(a.id, 110);
      await queue.markAttemptFailed(b.id, '421 try later', 5000, 110);
      await queue.markAttemptFailed(c.id, '550 no such user', null, 110);
      expect(await queue.claimDue('one', 4999, 1000, 10)).toEqual([
        expect.objectContaining({ recipient: 'd@x.org', attempts: 0 }),
      ]);
      const retried = await queue.claimDue('one', 5000, 1000, 10);
      expect(retried).toEqual([expect.objectContaining({ recipient: 'b@x.org', attempts: 1 })]);
      expect(await queue.state()).toEqual([
        { model: 'm-1', waiting: 0, sent: 1, failing: 1, failed: 1, lastError: '550 no such user' },
        { model: 'm-2', waiting: 1, sent: 0, failing: 0, failed: 0, lastError: null },
      ]);
    });
  });
});
