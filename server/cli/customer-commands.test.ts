/** The customer commands of `npm run accounts`: details shown and set as the console sets them, audited. */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authKeyOf, findAccountByAuthKey } from '../auth/credentials';
import { resolveSessionSecret } from '../auth/session-secret';
import { loadConfig } from '../config';
import type { Storage } from '../storage/storage';
import { collect } from '../testing/collect';
import { fixtureModels } from '../testing/fixture-content';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import { testScryptCost } from '../testing/test-app';
import { runAccountsCli } from './accounts';

let storage: Storage;
let out: string[];
let err: string[];
const now = Date.UTC(2026, 5, 1, 12);
const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:' });

function run(...argv: string[]): Promise<number> {
  const io = {
    readPassword: async () => 'ward seven keeps its pumps',
    out: (line: string) => void out.push(line),
    err: (line: string) => void err.push(line),
  };
  const deps = {
    config,
    storage,
    modelKeys: [fixtureModels.first],
    languages: ['en', 'es'],
    now: () => now,
    scryptCost: testScryptCost,
  };
  return runAccountsCli(argv, io, deps);
}

describe.each(storageEngines)('on $name', (engine) => {
  describe.skipIf(engine.skip)('the customer commands', () => {
    beforeEach(async () => {
      storage = await engine.open({ instanceId: 'ops-host:accounts-cli' });
      out = [];
      err = [];
      await run('add', '--name', 'ward-7', '--models', fixtureModels.first);
      out = [];
    });
    afterEach(closeOpenedStores);

    it('sets the details given, keeps the others, and shows them', async () => {
      const set = [
        ['--hospital-name', 'Hospital Clínico'],
        ['--customer-number', 'C-1'],
        ['--country', 'es'],
        ['--language', 'es'],
        ['--contact-email', 'ana@hospital.example'],
        ['--access-ends-on', '2027-01-01'],
      ].flat();
      expect(await run('set-details', '--name', 'ward-7', ...set)).toBe(0);
      expect(await run('set-details', '--name', 'ward-7', '--contact-name', 'Ana Ruiz')).toBe(0);
      out = [];
      expect(await run('details', '--name', 'ward-7')).toBe(0);
      expect(out).toEqual([
        'ward-7',
        '  Hospital name: Hospital Clínico',
        '  Customer number: C-1',
        '  Country: ES',
        '  Language: es',
        '  Contact person: Ana Ruiz',
        '  Contact e-mail: ana@hospital.example',
        '  Notes: -',
        '  Access ends on: 2027-01-01',
      ]);
      const rows = await collect(storage.audit.query({ kinds: ['account-details-set'] }));
      expect(rows.map((row) => [row.operator?.startsWith('cli:'), row.detail])).toEqual([
        [true, 'hospital name, customer number, country, language, contact e-mail, access ends 2027-01-01'],
        [true, 'contact person'],
      ]);
    });

    it('says an access end that has come, and clears one with none', async () => {
      expect(await run('set-details', '--name', 'ward-7', '--access-ends-on', '2026-06-01')).toBe(0);
      expect(out.at(-1)).toBe('  Access ends on: 2026-06-01 (ended: it signs in no more)');
      expect(await run('set-details', '--name', 'ward-7', '--access-ends-on', 'none')).toBe(0);
      expect((await storage.accounts.findByName('ward-7'))?.accessEndsAt).toBeNull();
    });

    it('refuses a bad country, e-mail or date, and a command without a detail, changing nothing', async () => {
      expect(
        await run(
          'set-details',
          '--name',
          'ward-7',
          '--country',
          'Spain',
          '--contact-email',
          'x',
          '--access-ends-on',
          '1/1/27',
        ),
      ).toBe(1);
      expect(err.at(-1)).toBe(
        'Country: "Spain" is not an ISO 3166-1 alpha-2 country code (two letters, e.g. ES or GB); ' +
          'Contact e-mail: "x" is not a valid e-mail address; Access ends on: not a day written YYYY-MM-DD',
      );
      expect(await run('set-details', '--name', 'ward-7')).toBe(1);
      expect(err.at(-1)).toMatch(/^Give at least one of --hospital-name, /);
      expect(await run('details', '--name', 'nobody')).toBe(1);
      expect((await storage.accounts.findByName('ward-7'))?.details.country).toBeNull();
    });

    describe('import', () => {
      let folder: string;
      beforeEach(() => {
        folder = mkdtempSync(join(tmpdir(), 'accounts-import-'));
      });
      afterEach(() => rmSync(folder, { recursive: true, force: true }));

      const csvFile = (lines: string[]) => {
        const path = join(folder, `accounts-${lines.length}.csv`);
        writeFileSync(path, `${lines.join('\r\n')}\r\n`);
        return path;
      };
      const good = [
        'name,product_lines,hospital_name,country,contact_email,access_ends_on',
        `ward-8,${fixtureModels.first},Hospital Clínico,ES,ana@hospital.example,2027-01-01`,
        `ward-9,${fixtureModels.first},"General Hospital, North",GB,,`,
      ];

      it('lists every problem at its line and column and makes nothing', async () => {
        const path = csvFile([...good, `ward-7,${fixtureModels.first},Dup,ES,x@,2027-01-01`, 'ward-10,nope,,,,']);
        expect(await run('import', '--file', path)).toBe(1);
        expect(err).toEqual([
          'line 4, name: an account named "ward-7" exists already',
          'line 4, contact_email: "x@" is not a valid e-mail address',
          `line 5, product_lines: unknown product line "nope" (the product lines are ${fixtureModels.first})`,
          '3 problem(s) in the file: nothing was imported. Check it first and correct them.',
        ]);
        expect(await storage.accounts.findByName('ward-8')).toBeUndefined();
      });

      it('checks a file with --dry-run, writing nothing, then imports it, printing each password once as CSV', async () => {
        const path = csvFile(good);
        expect(await run('import', '--file', path, '--dry-run')).toBe(0);
        expect(out).toEqual([`line 2: ward-8\t${fixtureModels.first}`, `line 3: ward-9\t${fixtureModels.first}`]);
        expect(await storage.accounts.findByName('ward-8')).toBeUndefined();

        out = [];
        expect(await run('import', '--file', path)).toBe(0);
        expect(out[0]).toBe('name,password');
        const passwords = out.slice(1).map((line) => line.split(','));
        expect(passwords.map(([name]) => name)).toEqual(['ward-8', 'ward-9']);
        const secret = await resolveSessionSecret(config, storage);
        for (const [name, password] of passwords) {
          const found = await findAccountByAuthKey(storage, secret, authKeyOf(password ?? ''), { now });
          expect(found).toMatchObject({ ok: true, account: { name } });
        }
        expect((await storage.accounts.findByName('ward-9'))?.details.hospitalName).toBe('General Hospital, North');
        const [imported] = await collect(storage.audit.query({ kinds: ['accounts-imported'] }));
        expect(imported?.detail).toBe('2 account(s) from CSV: ward-8, ward-9');
      });

      it('writes the passwords to a new file only its owner may read', async () => {
        const output = join(folder, 'passwords.csv');
        expect(await run('import', '--file', csvFile(good), '--output', output)).toBe(0);
        expect(readFileSync(output, 'utf8')).toMatch(/^name,password\nward-8,[a-z2-7-]{24}\nward-9,/);
        expect(statSync(output).mode & 0o777).toBe(0o600);
        expect(out).toEqual([]);
      });
    });
  });
});
