/** The customer commands of `npm run accounts`: details shown and set as the console sets them, audited. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  });
});
