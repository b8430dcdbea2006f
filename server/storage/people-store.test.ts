/** The people of an account, their sessions and what goes with them, one body run on every engine. */
import { afterEach, describe, expect, it } from 'vitest';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import type { Storage } from './storage';

afterEach(closeOpenedStores);

const account = (storage: Storage, name: string, lookupKey: string) =>
  storage.accounts.create({ name, models: ['m-1'], lookupKey, passwordHash: 'h', now: 5 });

const nurse = { issuer: 'https://idp.example', subject: 'n-1', name: 'Ana Ruiz', email: 'ana@hospital.example' };

describe.each(storageEngines)('$name storage', (engine) => {
  describe.skipIf(engine.skip)('people', () => {
    it('makes a person on the first sign-in and keeps name, e-mail and last sign-in current after', async () => {
      const storage = await engine.open();
      const { id } = await account(storage, 'a', 'k1');
      const first = await storage.people.signedIn(id, nurse, 10);
      const again = await storage.people.signedIn(id, { ...nurse, email: 'ana.ruiz@hospital.example' }, 20);
      expect(again).toEqual({ ...first, email: 'ana.ruiz@hospital.example', lastSeenAt: 20 });
      expect(first.firstSeenAt).toBe(10);
      expect(await storage.people.listForAccount(id)).toEqual([again]);
    });

    it('tells the same subject at two accounts, or two issuers, apart', async () => {
      const storage = await engine.open();
      const a = await account(storage, 'a', 'k1');
      const b = await account(storage, 'b', 'k2');
      const atA = await storage.people.signedIn(a.id, nurse, 10);
      const atB = await storage.people.signedIn(b.id, nurse, 10);
      const otherIssuer = await storage.people.signedIn(a.id, { ...nurse, issuer: 'https://other.example' }, 10);
      expect(new Set([atA.id, atB.id, otherIssuer.id]).size).toBe(3);
      expect((await storage.people.listForAccount(a.id)).map((person) => person.id).sort()).toEqual(
        [atA.id, otherIssuer.id].sort(),
      );
    });

    it('ends a person’s sessions and forgets their confirmations when they are removed', async () => {
      const storage = await engine.open();
      const { id } = await account(storage, 'a', 'k1');
      const person = await storage.people.signedIn(id, nurse, 10);
      const session = { accountId: id, createdAt: 10, lastSeenAt: 10, clientAddress: null, userAgent: null };
      await storage.sessions.create({ ...session, tokenHash: 'named', personId: person.id });
      await storage.sessions.create({ ...session, tokenHash: 'shared' });
      expect((await storage.sessions.find('named'))?.personId).toBe(person.id);
      expect((await storage.sessions.find('shared'))?.personId).toBeNull();
      const before = storage.accessRevision();
      await storage.people.remove(person.id);
      expect(storage.accessRevision()).not.toBe(before);
      expect(await storage.sessions.find('named')).toBeUndefined();
      expect(await storage.sessions.find('shared')).toBeDefined();
      expect(await storage.people.find(person.id)).toBeUndefined();
    });

    it('reads a new account’s customer details as unset and its access as unending', async () => {
      const storage = await engine.open();
      const created = await account(storage, 'a', 'k1');
      expect(created.accessEndsAt).toBeNull();
      expect(Object.values(created.details).every((value) => value === null)).toBe(true);
    });

    it('keeps the person who acted on an audit row', async () => {
      const storage = await engine.open();
      const row = {
        time: 1,
        account: 'a',
        clientAddress: '127.0.0.1',
        requestId: 'r',
        userAgent: null,
        detail: 'v3.1',
      };
      await storage.audit.write({ ...row, kind: 'document-acknowledged', person: 'Ana Ruiz <ana@hospital.example>' });
      expect((await storage.audit.recent(1))[0]?.person).toBe('Ana Ruiz <ana@hospital.example>');
    });
  });
});
