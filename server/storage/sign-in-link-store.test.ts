/** Issued sign-in links and the plain-hash link setting in the store, one body run on every engine. */
import { afterEach, describe, expect, it } from 'vitest';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import type { Storage } from './storage';

afterEach(closeOpenedStores);

const account = (storage: Storage, name: string, lookupKey: string) =>
  storage.accounts.create({ name, models: ['m-1'], lookupKey, passwordHash: 'h', now: 5 });

const newLink = (accountId: number, tokenHash: string, createdAt: number) => ({
  accountId,
  tokenHash,
  label: null,
  createdBy: 'ada',
  createdAt,
  expiresAt: createdAt + 1000,
});

describe.each(storageEngines)('$name storage', (engine) => {
  describe.skipIf(engine.skip)('sign-in links', () => {
    it('finds a link by its hash and by id, lists an account’s newest first, and records its use', async () => {
      const storage = await engine.open();
      const { id } = await account(storage, 'a', 'k1');
      const other = await account(storage, 'b', 'k2');
      const first = await storage.signInLinks.create({ ...newLink(id, 'h1', 10), label: 'Ward 7' });
      expect(first).toEqual({
        id: first.id,
        accountId: id,
        label: 'Ward 7',
        createdBy: 'ada',
        createdAt: 10,
        expiresAt: 1010,
        revokedAt: null,
        lastUsedAt: null,
      });
      const second = await storage.signInLinks.create(newLink(id, 'h2', 20));
      await storage.signInLinks.create(newLink(other.id, 'h3', 30));
      expect(await storage.signInLinks.findByTokenHash('h2')).toEqual(second);
      expect(await storage.signInLinks.findByTokenHash('nope')).toBeUndefined();
      expect(await storage.signInLinks.findById(first.id)).toEqual(first);
      expect((await storage.signInLinks.listForAccount(id)).map((link) => link.id)).toEqual([second.id, first.id]);
      await storage.signInLinks.markUsed(first.id, 15);
      expect(await storage.signInLinks.findById(first.id)).toMatchObject({ lastUsedAt: 15 });
    });

    it('revokes a link once, and removes an account’s links with it', async () => {
      const storage = await engine.open();
      const { id } = await account(storage, 'a', 'k1');
      const link = await storage.signInLinks.create(newLink(id, 'h1', 10));
      expect(await storage.signInLinks.revoke(link.id, 12)).toBe(true);
      expect(await storage.signInLinks.revoke(link.id, 13)).toBe(false);
      expect(await storage.signInLinks.revoke(link.id + 100, 13)).toBe(false);
      expect(await storage.signInLinks.findById(link.id)).toMatchObject({ revokedAt: 12 });
      await storage.accounts.remove(id);
      expect(await storage.signInLinks.findByTokenHash('h1')).toBeUndefined();
    });

    it('keeps an account’s plain-hash link setting, null for the server default', async () => {
      const storage = await engine.open();
      const { id } = await account(storage, 'a', 'k1');
      expect(await storage.accounts.findById(id)).toMatchObject({ plainHashLink: null });
      await storage.accounts.setPlainHashLink(id, 'refused');
      expect(await storage.accounts.findByLookupKey('k1')).toMatchObject({ plainHashLink: 'refused' });
      await storage.accounts.setPlainHashLink(id, null);
      expect(await storage.accounts.findByName('a')).toMatchObject({ plainHashLink: null });
    });

    it('takes an audit row of each new kind', async () => {
      const storage = await engine.open();
      for (const kind of ['account-link-issued', 'account-link-revoked', 'account-plain-link-set'] as const) {
        const row = { time: 1, kind, account: 'a', clientAddress: '127.0.0.1', requestId: 'r', userAgent: null };
        await storage.audit.write({ ...row, detail: null, operator: 'ada' });
      }
      expect((await storage.audit.recent(10)).map((row) => row.kind).sort()).toEqual([
        'account-link-issued',
        'account-link-revoked',
        'account-plain-link-set',
      ]);
    });
  });
});
