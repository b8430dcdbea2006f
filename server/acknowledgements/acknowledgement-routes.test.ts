/** GET and POST /api/acknowledgements on every engine, over the fixture line's documents that ask to be confirmed. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureLine, fixtureModels } from '../../tests/fixtures/fixture-content';
import type { StoredAuditEvent } from '../storage/records';
import { collect } from '../testing/collect';
import { namedSession, nurse } from '../testing/named-session';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

const url = '/api/acknowledgements';
const [ifu, compatibility] = fixtureLine(fixtureModels.first).acknowledgements ?? [];
if (!ifu || !compatibility) throw new Error('the fixture line asks for two documents to be confirmed');
const confirmation = { model: fixtureModels.first, document: ifu.document, version: ifu.version };

describe.each(storageEngines)('on $name', (engine) => {
  describe.skipIf(engine.skip)('acknowledgements', () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await createTestApp({ build: { storage: await engine.open() } });
    });
    afterEach(async () => {
      await t.close();
      await closeOpenedStores();
    });

    const get = (cookie: string, query = '') =>
      t.app.inject({ method: 'GET', url: `${url}${query}`, headers: { cookie } });
    const post = (cookie: string | undefined, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
    const audited = async (kind: string): Promise<StoredAuditEvent[]> =>
      (await collect(t.storage.audit.query({}))).filter((row) => row.kind === kind);

    it('asks a named person for each document of their lines, then no more for the version they confirmed', async () => {
      const { cookie } = await namedSession(t.storage, 'demo-acme', t.clock.now());
      const before = await get(cookie);
      expect(before.statusCode).toBe(200);
      expect(before.headers['cache-control']).toBe('no-store');
      expect(before.json()).toEqual({
        canConfirm: true,
        documents: [
          { model: fixtureModels.first, line: 'Demo Pump', ...ifu },
          { model: fixtureModels.first, line: 'Demo Pump', ...compatibility },
        ],
      });

      const confirmed = await post(cookie, confirmation);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ ...confirmation, confirmedAt: t.clock.now() });
      expect((await get(cookie)).json().documents.map((document: { document: string }) => document.document)).toEqual([
        compatibility.document,
      ]);
      const [row] = await audited('document-acknowledged');
      expect(row).toMatchObject({
        account: 'demo-acme',
        person: `${nurse.name} <${nurse.email}>`,
        detail: `${fixtureModels.first} ${ifu.document} version ${ifu.version}`,
      });
    });

    it('keeps the first confirmation when it is sent again, and audits it once', async () => {
      const { cookie } = await namedSession(t.storage, 'demo-acme', t.clock.now());
      const first = (await post(cookie, confirmation)).json();
      t.clock.advance(60_000);
      const again = await post(cookie, confirmation);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
      expect(await audited('document-acknowledged')).toHaveLength(1);
    });

    it('asks again for a version later than the one confirmed, and refuses a version that is not the current one', async () => {
      const { cookie, person } = await namedSession(t.storage, 'demo-acme', t.clock.now());
      const earlier = '5.0 Rev. A';
      await t.storage.acknowledgements.confirm({
        ...confirmation,
        version: earlier,
        personId: person.id,
        person: { name: person.name, email: person.email },
        accountId: person.accountId,
        confirmedAt: 1,
      });
      expect((await get(cookie)).json().documents).toContainEqual(
        expect.objectContaining({ document: ifu.document, version: ifu.version }),
      );
      const stale = await post(cookie, { ...confirmation, version: earlier });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toBe(
        `Version ${earlier} is not the current version of this document; the current one is ${ifu.version}: read it and confirm that`,
      );
    });

    it('shows a shared-password session every document, and refuses its confirmation saying who can confirm', async () => {
      const cookie = await signIn(t.app, 'demo-acme');
      expect((await get(cookie)).json()).toEqual({
        canConfirm: false,
        documents: [
          expect.objectContaining({ document: ifu.document }),
          expect.objectContaining({ document: compatibility.document }),
        ],
      });
      const refused = await post(cookie, confirmation);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatch(/^Only people signed in with their own hospital account can confirm/);
      expect(refused.json().error).toContain('Sign in with your hospital account');
      expect(await audited('document-acknowledged')).toEqual([]);
      expect(await audited('access-denied')).toEqual([
        expect.objectContaining({
          detail: `acknowledgement of ${fixtureModels.first} ${ifu.document}: shared password`,
        }),
      ]);
    });

    it('in Spanish, answers the names and the refusal in Spanish', async () => {
      const cookie = await signIn(t.app, 'demo-acme');
      const [first] = (await get(cookie, '?lang=es')).json().documents;
      expect(first).toMatchObject({ document: ifu.document, name: 'Instrucciones de uso, versión 5 del software' });
      const refused = await t.app.inject({
        method: 'POST',
        url: `${url}?lang=es`,
        payload: confirmation,
        headers: { cookie },
      });
      expect(refused.json().error).toMatch(/^Solo quien ha iniciado sesión con su propia cuenta del hospital/);
    });

    it('confirms only a document a line of the account asks for', async () => {
      const otherLine = await t.storage.accounts.create({
        name: 'other-hospital',
        models: [fixtureModels.otherBrand],
        lookupKey: 'other',
        passwordHash: 'x',
        now: t.clock.now(),
      });
      const { cookie } = await namedSession(t.storage, otherLine.name, t.clock.now());
      expect((await get(cookie)).json()).toEqual({ canConfirm: true, documents: [] });
      expect((await post(cookie, confirmation)).statusCode).toBe(403);

      const named = (await namedSession(t.storage, 'demo-acme', t.clock.now())).cookie;
      const unknown = await post(named, { ...confirmation, document: 'no-such-document' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('No document "no-such-document" of this product line asks to be confirmed');
      expect((await post(named, { ...confirmation, model: 'no-such-line' })).statusCode).toBe(404);
      expect((await post(named, { model: fixtureModels.first, document: ifu.document })).statusCode).toBe(400);
      expect(await t.storage.acknowledgements.forAccount(otherLine.id)).toEqual([]);
    });

    it('answers a signed-out request 401', async () => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await post(undefined, confirmation)).statusCode).toBe(401);
    });
  });
});
