/** Accounts' connections to their hospitals' identity providers in the store, one body run on every engine. */
import { afterEach, describe, expect, it } from 'vitest';
import { clientSecretSealer } from '../sso/sso-secrets';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import type { AccountSsoRecord } from './records';
import type { Storage } from './storage';

afterEach(closeOpenedStores);

const secret = 'a session secret of at least thirty-two characters';

const account = (storage: Storage, name: string) =>
  storage.accounts.create({ name, models: ['m-1'], lookupKey: `key-${name}`, passwordHash: 'h', now: 5 });

function connection(accountId: number, changes: Partial<AccountSsoRecord> = {}): AccountSsoRecord {
  return {
    accountId,
    issuer: 'https://idp.hospital.example',
    clientId: 'portal',
    sealedClientSecret: clientSecretSealer(secret).seal(accountId, 'the client secret'),
    domains: ['hospital.org'],
    groupClaim: null,
    groupValue: null,
    passwordAllowed: true,
    updatedAt: 10,
    updatedBy: 'ops',
    ...changes,
  };
}

describe.each(storageEngines)('$name storage', (engine) => {
  describe.skipIf(engine.skip)('account single sign-on', () => {
    it('keeps, replaces and removes an account’s connection', async () => {
      const storage = await engine.open();
      const { id } = await account(storage, 'a');
      expect(await storage.accountSso.get(id)).toBeUndefined();
      await storage.accountSso.set(connection(id));
      expect(await storage.accountSso.get(id)).toEqual(connection(id, { sealedClientSecret: expect.any(String) }));
      const replaced = connection(id, {
        domains: ['Hospital.ORG', 'clinic.org'],
        groupClaim: 'groups',
        groupValue: 'g',
      });
      await storage.accountSso.set({ ...replaced, passwordAllowed: false });
      expect(await storage.accountSso.get(id)).toMatchObject({
        domains: ['hospital.org', 'clinic.org'],
        groupClaim: 'groups',
        groupValue: 'g',
        passwordAllowed: false,
      });
      expect(await storage.accountSso.remove(id)).toBe(true);
      expect(await storage.accountSso.remove(id)).toBe(false);
      expect(await storage.accountSso.get(id)).toBeUndefined();
    });

    it('keeps the client secret as it was given, sealed: it opens for its account only', async () => {
      const storage = await engine.open();
      const { id } = await account(storage, 'a');
      const other = await account(storage, 'b');
      const given = connection(id);
      await storage.accountSso.set(given);
      const stored = (await storage.accountSso.get(id))?.sealedClientSecret ?? '';
      expect(stored).toBe(given.sealedClientSecret);
      expect(stored).not.toContain('the client secret');
      expect(clientSecretSealer(secret).open(id, stored)).toBe('the client secret');
      expect(() => clientSecretSealer(secret).open(other.id, stored)).toThrow();
    });

    it('finds an account by an e-mail domain exactly, never by a suffix or a part of another', async () => {
      const storage = await engine.open();
      const a = await account(storage, 'a');
      const b = await account(storage, 'b');
      await storage.accountSso.set(connection(a.id, { domains: ['hospital.org'] }));
      await storage.accountSso.set(connection(b.id, { domains: ['evilhospital.org', 'x.hospital.org'] }));
      const found = async (domain: string) => (await storage.accountSso.findByDomain(domain)).map((c) => c.accountId);
      expect(await found('hospital.org')).toEqual([a.id]);
      expect(await found('HOSPITAL.org')).toEqual([a.id]);
      expect(await found('evilhospital.org')).toEqual([b.id]);
      expect(await found('x.hospital.org')).toEqual([b.id]);
      for (const none of ['ospital.org', 'hospital.or', 'y.hospital.org', 'hospital_org', 'hospital%', '%', '']) {
        expect(await found(none)).toEqual([]);
      }
    });

    it('forgets the connection with its account', async () => {
      const storage = await engine.open();
      const { id } = await account(storage, 'a');
      await storage.accountSso.set(connection(id));
      await storage.accounts.remove(id);
      expect(await storage.accountSso.get(id)).toBeUndefined();
    });

    it('ends only the sessions of one kind: the shared password’s, or the named people’s', async () => {
      const storage = await engine.open();
      const { id } = await account(storage, 'a');
      const person = await storage.people.signedIn(
        id,
        { issuer: 'https://idp.hospital.example', subject: 's', name: 'Ana', email: 'ana@hospital.org' },
        10,
      );
      const session = { accountId: id, createdAt: 10, lastSeenAt: 10, clientAddress: null, userAgent: null };
      await storage.sessions.create({ ...session, tokenHash: 'named', personId: person.id });
      await storage.sessions.create({ ...session, tokenHash: 'shared' });
      await storage.sessions.deleteForAccountOfKind(id, 'shared');
      expect(await storage.sessions.find('shared')).toBeUndefined();
      expect(await storage.sessions.find('named')).toBeDefined();
      await storage.sessions.create({ ...session, tokenHash: 'shared' });
      await storage.sessions.deleteForAccountOfKind(id, 'named');
      expect(await storage.sessions.find('named')).toBeUndefined();
      expect(await storage.sessions.find('shared')).toBeDefined();
    });
  });
});
