/** The console's acknowledgement report of an account, and its CSV, on every engine. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consolePaths } from '../../engine/shared/console/console-api';
import { fixtureLine, fixtureModels } from '../../tests/fixtures/fixture-content';
import { namedSession, nurse } from '../testing/named-session';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import { addOperator, createTestConsole, signInOperator, type TestConsole } from '../testing/test-console';

const [ifu, compatibility] = fixtureLine(fixtureModels.first).acknowledgements ?? [];
if (!ifu || !compatibility) throw new Error('the fixture line asks for two documents to be confirmed');
const earlier = '5.0 Rev. A';
const ben = { ...nurse, subject: 'ben', name: 'Ben Okafor', email: 'ben@hospital.example' };

describe.each(storageEngines)('on $name', (engine) => {
  describe.skipIf(engine.skip)('the acknowledgement report', () => {
    let t: TestConsole;
    let cookie: string;
    let anaConfirmed: number;
    let anaId: number;
    beforeEach(async () => {
      t = await createTestConsole({ portal: { build: { storage: await engine.open() } } });
      // A viewer may read every report: nothing here changes anything.
      cookie = (await signInOperator(t, await addOperator(t.storage, 'viola', 'viewer', t.clock.now()))).cookie;
      const ana = await namedSession(t.storage, 'demo-acme', t.clock.now());
      anaId = ana.person.id;
      await namedSession(t.storage, 'demo-acme', t.clock.now(), ben);
      const row = {
        personId: ana.person.id,
        person: { name: ana.person.name, email: ana.person.email },
        accountId: ana.person.accountId,
        model: fixtureModels.first,
      };
      await t.storage.acknowledgements.confirm({
        ...row,
        document: ifu.document,
        version: earlier,
        confirmedAt: 1_000,
      });
      t.clock.advance(60_000);
      // Confirmed through the portal, as the person does.
      const confirmed = await t.portal.app.inject({
        method: 'POST',
        url: '/api/acknowledgements',
        headers: { cookie: ana.cookie },
        payload: { model: fixtureModels.first, document: ifu.document, version: ifu.version },
      });
      anaConfirmed = confirmed.json().confirmedAt;
    });
    afterEach(async () => {
      await t.close();
      await closeOpenedStores();
    });

    const report = (query = '') =>
      t.app.inject({
        method: 'GET',
        url: `${consolePaths.accountAcknowledgements('demo-acme')}${query}`,
        headers: { cookie },
      });

    it("names, per document version, each of the account's people as confirmed (and when) or outstanding", async () => {
      const answer = await report();
      expect(answer.statusCode).toBe(200);
      const { account, documents, people, rows } = answer.json();
      expect({ account, people }).toEqual({ account: 'demo-acme', people: 2 });
      expect(documents.map((d: { document: string; version: string }) => [d.document, d.version])).toEqual([
        [ifu.document, ifu.version],
        [compatibility.document, compatibility.version],
      ]);
      expect(
        rows.map(
          (r: { document: string; version: string; person: { name: string }; status: string; confirmedAt: number }) => [
            r.document,
            r.version,
            r.person.name,
            r.status,
            r.confirmedAt,
          ],
        ),
      ).toEqual([
        [ifu.document, ifu.version, nurse.name, 'confirmed', anaConfirmed],
        [ifu.document, ifu.version, ben.name, 'outstanding', null],
        [ifu.document, earlier, nurse.name, 'confirmed', 1_000],
        [compatibility.document, compatibility.version, nurse.name, 'outstanding', null],
        [compatibility.document, compatibility.version, ben.name, 'outstanding', null],
      ]);
      expect(rows[0]).toMatchObject({ line: 'Demo Pump', name: ifu.name, current: true, date: ifu.date });
      expect(rows[2]).toMatchObject({ current: false, date: null });
    });

    it('keeps what a removed person confirmed, under the name they gave, marked removed', async () => {
      await t.storage.people.remove(anaId);
      const { people, rows } = (await report()).json();
      expect(people).toBe(1);
      expect(
        rows.map((r: { document: string; version: string; current: boolean; person: object; status: string }) => [
          r.document,
          r.version,
          r.current,
          r.person,
          r.status,
        ]),
      ).toEqual([
        [ifu.document, ifu.version, true, { name: ben.name, email: ben.email, removed: false }, 'outstanding'],
        [ifu.document, ifu.version, true, { name: nurse.name, email: nurse.email, removed: true }, 'confirmed'],
        [ifu.document, earlier, false, { name: nurse.name, email: nurse.email, removed: true }, 'confirmed'],
        [
          compatibility.document,
          compatibility.version,
          true,
          { name: ben.name, email: ben.email, removed: false },
          'outstanding',
        ],
      ]);
    });

    it('filters by line, document and status', async () => {
      const outstanding = (await report('?status=outstanding')).json().rows;
      expect(outstanding.map((r: { person: { name: string } }) => r.person.name)).toEqual([
        ben.name,
        nurse.name,
        ben.name,
      ]);
      const one = (await report(`?document=${compatibility.document}&status=confirmed`)).json().rows;
      expect(one).toEqual([]);
      expect((await report(`?model=${fixtureModels.otherBrand}`)).json().rows).toEqual([]);
      expect((await report('?status=maybe')).statusCode).toBe(400);
    });

    it('exports the same rows as CSV, one file for the account, safe to open in a spreadsheet', async () => {
      await namedSession(t.storage, 'demo-acme', t.clock.now(), {
        ...nurse,
        subject: 'mallory',
        name: '=HYPERLINK("https://evil.example","Click")',
        email: '+mallory@hospital.example',
      });
      const csv = await t.app.inject({
        method: 'GET',
        url: `${consolePaths.accountAcknowledgementsCsv('demo-acme')}?document=${ifu.document}`,
        headers: { cookie },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename=acknowledgements-demo-acme.csv');
      const lines = csv.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'line,document,document_key,version,version_date,current_version,person,email,person_removed,status,confirmed_at',
      );
      const current = `"Demo Pump","${ifu.name}",${ifu.document},"${ifu.version}",${ifu.date},yes`;
      expect(lines.slice(1)).toEqual([
        // A name or address a spreadsheet would read as a formula starts with an apostrophe.
        `${current},"'=HYPERLINK(""https://evil.example"",""Click"")","'+mallory@hospital.example",no,outstanding,`,
        `${current},"Ana Ruiz",${nurse.email},no,confirmed,${new Date(anaConfirmed).toISOString()}`,
        `${current},"Ben Okafor",${ben.email},no,outstanding,`,
        `"Demo Pump","${ifu.name}",${ifu.document},"${earlier}",,no,"Ana Ruiz",${nurse.email},no,confirmed,${new Date(1_000).toISOString()}`,
      ]);
    });

    it('answers 404 for an account that does not exist', async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: consolePaths.accountAcknowledgements('no-such-hospital'),
        headers: { cookie },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe('No account named "no-such-hospital"');
    });
  });
});
