/** An account's customer details and access end in the store, one body run on every engine. */
import { afterEach, describe, expect, it } from 'vitest';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import { fourteenthAuditKinds } from './migrations/0014-account-searches-person-removal';
import { type AccountDetails, auditKinds, DuplicateAccountError } from './records';

afterEach(closeOpenedStores);

const details: AccountDetails = {
  hospitalName: 'Hospital Clínico San Carlos',
  customerNumber: 'C-20871',
  country: 'ES',
  language: 'es',
  contactName: 'Ana Ruiz',
  contactEmail: 'ana.ruiz@hospital.example',
  notes: 'Farmacia y electromedicina.\nRenueva en enero.',
};

const newAccount = (name: string, lookupKey: string) => ({
  name,
  models: ['m-1'],
  lookupKey,
  passwordHash: 'h',
  now: 5,
});

const session = (accountId: number, tokenHash: string) => ({
  tokenHash,
  accountId,
  createdAt: 10,
  lastSeenAt: 10,
  clientAddress: null,
  userAgent: null,
});

describe.each(storageEngines)('$name storage', (engine) => {
  describe.skipIf(engine.skip)('customer details', () => {
    it('keeps the details and access end it is given, and an account made with them', async () => {
      const storage = await engine.open();
      const made = await storage.accounts.create({ ...newAccount('a', 'k1'), details, accessEndsAt: 1_000 });
      expect(made).toMatchObject({ details, accessEndsAt: 1_000 });
      const other = await storage.accounts.create(newAccount('b', 'k2'));
      await storage.accounts.setDetails(other.id, { ...details, notes: null }, 2_000, 100);
      expect(await storage.accounts.findById(other.id)).toMatchObject({
        details: { ...details, notes: null },
        accessEndsAt: 2_000,
      });
      await storage.accounts.setDetails(other.id, details, null, 100);
      expect((await storage.accounts.findByName('b'))?.accessEndsAt).toBeNull();
    });

    it('ends the sessions of an account whose access end it sets at or before now, and keeps them for a later one', async () => {
      const storage = await engine.open();
      const { id } = await storage.accounts.create(newAccount('a', 'k1'));
      await storage.sessions.create(session(id, 't1'));
      const before = storage.accessRevision();
      await storage.accounts.setDetails(id, details, 500, 100);
      expect(storage.accessRevision()).not.toBe(before);
      expect(await storage.sessions.find('t1')).toBeDefined();
      await storage.accounts.setDetails(id, details, 100, 100);
      expect(await storage.sessions.find('t1')).toBeUndefined();
    });

    it('clears away the sessions of every account whose access has ended, and only those', async () => {
      const storage = await engine.open();
      const ended = await storage.accounts.create({ ...newAccount('ended', 'k1'), accessEndsAt: 50 });
      const later = await storage.accounts.create({ ...newAccount('later', 'k2'), accessEndsAt: 500 });
      const open = await storage.accounts.create(newAccount('open', 'k3'));
      for (const [account, token] of [
        [ended, 'e'],
        [later, 'l'],
        [open, 'o'],
      ] as const) {
        await storage.sessions.create(session(account.id, token));
      }
      expect(await storage.sessions.deleteOfEndedAccess(100)).toBe(1);
      expect(await storage.sessions.find('e')).toBeUndefined();
      expect(await storage.sessions.find('l')).toBeDefined();
      expect(await storage.sessions.find('o')).toBeDefined();
    });

    it('makes every account of a batch, or none when one of them cannot be made', async () => {
      const storage = await engine.open();
      await storage.accounts.create(newAccount('taken', 'k0'));
      const made = await storage.accounts.createMany([
        { ...newAccount('x', 'k1'), details },
        { ...newAccount('y', 'k2'), accessEndsAt: 9 },
      ]);
      expect(made.map((account) => [account.name, account.details.country, account.accessEndsAt])).toEqual([
        ['x', 'ES', null],
        ['y', null, 9],
      ]);
      await expect(
        storage.accounts.createMany([newAccount('z', 'k3'), newAccount('taken', 'k4')]),
      ).rejects.toBeInstanceOf(DuplicateAccountError);
      expect(await storage.accounts.findByName('z')).toBeUndefined();
    });
  });
});

const dayMs = 86_400_000;
const day1 = Date.UTC(2026, 2, 10);

describe.each(storageEngines)('$name storage', (engine) => {
  describe.skipIf(engine.skip)("an account's usage per day", () => {
    it('counts its sign-ins, the refusals naming it, its whole downloads and its searches, and nobody else’s', async () => {
      const storage = await engine.open();
      const ward = await storage.accounts.create(newAccount('ward-7', 'k1'));
      const other = await storage.accounts.create(newAccount('ward-8', 'k2'));
      const row = { clientAddress: '10.0.0.1', requestId: 'r', userAgent: null, detail: null };
      const write = (time: number, kind: 'login-ok' | 'login-failed' | 'file-delivered', account: string, more = {}) =>
        storage.audit.write({ ...row, time, kind, account, ...more });
      await write(day1 + 1000, 'login-ok', 'ward-7');
      await write(day1 + 2000, 'login-ok', 'ward-7');
      for (let refusal = 0; refusal < 3; refusal++) {
        await write(day1 + 3000, 'login-failed', 'ward-7', { repeatKey: 'refused-from-10.0.0.1' });
      }
      await write(day1 + 4000, 'file-delivered', 'ward-7', { document: 'public:a.pdf', model: 'm-1' });
      await write(day1 + 5000, 'file-delivered', 'ward-7', { document: 'public:a.pdf', model: 'm-1', partial: true });
      await write(day1 + dayMs, 'file-delivered', 'ward-7', { document: 'public:b.pdf', model: 'm-1' });
      await write(day1 + 6000, 'login-ok', 'ward-8');
      await write(day1 - 1, 'login-ok', 'ward-7');
      const bound = { accountId: ward.id, accountDailyLimit: 1 };
      for (const query of ['priming', 'priming', 'occlusion', 'battery']) {
        await storage.searchLog.record({ day: '2026-03-11', query, model: 'm-1', found: true }, bound);
      }
      await storage.searchLog.record(
        { day: '2026-03-11', query: 'priming', model: 'm-1', found: true },
        { accountId: other.id, accountDailyLimit: 1 },
      );

      const range = { from: day1, to: day1 + 30 * dayMs };
      expect(await storage.usage.accountDays({ name: 'ward-7', id: ward.id }, range)).toEqual([
        { day: '2026-03-10', signIns: 2, refusedSignIns: 3, downloads: 1, searches: 0 },
        { day: '2026-03-11', signIns: 0, refusedSignIns: 0, downloads: 1, searches: 4 },
      ]);
      expect(await storage.usage.accountDays({ name: 'ward-9', id: 999 }, range)).toEqual([]);
    });
  });
});

describe('the audit kinds after the latest migration', () => {
  it('are every audit kind of the store', () => {
    expect([...fourteenthAuditKinds].sort()).toEqual([...auditKinds].sort());
  });
});
