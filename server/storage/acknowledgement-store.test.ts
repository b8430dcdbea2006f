/** People's "read and understood" per document version, one body run on every engine. */
import { afterEach, describe, expect, it } from 'vitest';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import type { Storage } from './storage';

afterEach(closeOpenedStores);

async function hospital(storage: Storage, name: string) {
  const account = await storage.accounts.create({
    name,
    models: ['m-1'],
    lookupKey: `k-${name}`,
    passwordHash: 'h',
    now: 5,
  });
  const person = (subject: string) =>
    storage.people.signedIn(
      account.id,
      { issuer: 'https://idp.example', subject, name: subject, email: `${subject}@h.example` },
      10,
    );
  return { account, person };
}

const ifu = { model: 'm-1', document: 'pump-ifu' };
const named = (person: { name: string; email: string }) => ({ name: person.name, email: person.email });

describe.each(storageEngines)('$name storage', (engine) => {
  describe.skipIf(engine.skip)('acknowledgements', () => {
    it('keeps the first confirmation of a version, however often it is sent again', async () => {
      const storage = await engine.open();
      const { account, person } = await hospital(storage, 'a');
      const ana = await person('ana');
      const row = { ...ifu, personId: ana.id, person: named(ana), accountId: account.id, version: '3.1' };
      const first = await storage.acknowledgements.confirm({ ...row, confirmedAt: 100 });
      const again = await storage.acknowledgements.confirm({ ...row, confirmedAt: 200 });
      expect(first).toEqual({ acknowledgement: { ...row, confirmedAt: 100 }, created: true });
      expect(again).toEqual({ acknowledgement: { ...row, confirmedAt: 100 }, created: false });
      expect(await storage.acknowledgements.forPerson(ana.id)).toEqual([{ ...row, confirmedAt: 100 }]);
    });

    it('keeps each version and each person apart, and each account its own', async () => {
      const storage = await engine.open();
      const a = await hospital(storage, 'a');
      const b = await hospital(storage, 'b');
      const ana = await a.person('ana');
      const ben = await a.person('ben');
      const elsewhere = await b.person('ana');
      await storage.acknowledgements.confirm({
        ...ifu,
        personId: ana.id,
        person: named(ana),
        accountId: a.account.id,
        version: '3.0',
        confirmedAt: 1,
      });
      await storage.acknowledgements.confirm({
        ...ifu,
        personId: ana.id,
        person: named(ana),
        accountId: a.account.id,
        version: '3.1',
        confirmedAt: 3,
      });
      await storage.acknowledgements.confirm({
        ...ifu,
        personId: ben.id,
        person: named(ben),
        accountId: a.account.id,
        version: '3.1',
        confirmedAt: 2,
      });
      await storage.acknowledgements.confirm({
        ...ifu,
        personId: elsewhere.id,
        person: named(elsewhere),
        accountId: b.account.id,
        version: '3.1',
        confirmedAt: 4,
      });
      expect(
        (await storage.acknowledgements.forAccount(a.account.id)).map((r) => [r.personId, r.version, r.confirmedAt]),
      ).toEqual([
        [ana.id, '3.0', 1],
        [ben.id, '3.1', 2],
        [ana.id, '3.1', 3],
      ]);
      expect((await storage.acknowledgements.forPerson(ben.id)).map((r) => r.version)).toEqual(['3.1']);
    });

    it('keeps a removed person’s confirmations under the name they confirmed with, no longer linked to them', async () => {
      const storage = await engine.open();
      const { account, person } = await hospital(storage, 'a');
      const ana = await person('ana');
      await storage.acknowledgements.confirm({
        ...ifu,
        personId: ana.id,
        person: named(ana),
        accountId: account.id,
        version: '3.1',
        confirmedAt: 1,
      });
      await storage.people.remove(ana.id);
      expect(await storage.acknowledgements.forAccount(account.id)).toEqual([
        { ...ifu, personId: null, person: named(ana), accountId: account.id, version: '3.1', confirmedAt: 1 },
      ]);
      // Signing in again makes a new person, who has confirmed nothing yet and may confirm again.
      const again = await person('ana');
      expect(await storage.acknowledgements.forPerson(again.id)).toEqual([]);
      const confirmed = await storage.acknowledgements.confirm({
        ...ifu,
        personId: again.id,
        person: named(again),
        accountId: account.id,
        version: '3.1',
        confirmedAt: 2,
      });
      expect(confirmed.created).toBe(true);
      expect(await storage.acknowledgements.forAccount(account.id)).toHaveLength(2);
    });
  });
});
