/**
 * Importing accounts from CSV: the check names every problem at its line and column and writes
 * nothing; a clean file makes every account at once, each with a password answered once, audited.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maxImportRows } from '../../engine/shared/console/customer-fields';
import type { AccountActionContext } from '../auth/account-actions';
import { authKeyOf, findAccountByAuthKey } from '../auth/credentials';
import type { Storage } from '../storage/storage';
import { collect } from '../testing/collect';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import { testScryptCost } from '../testing/test-app';
import { checkImport, describeImportProblem, ImportProblemsError, importAccounts } from './account-import';

const modelKeys = ['infusion-pump', 'syringe-pump'];
const languages = ['en', 'es'];
const secret = 's'.repeat(32);
const now = Date.UTC(2026, 5, 1);

let storage: Storage;

const context = (): AccountActionContext => ({
  storage,
  secret,
  now: () => now,
  modelKeys,
  demoMode: false,
  scryptCost: testScryptCost,
  actor: { operator: 'ada', clientAddress: '127.0.0.1', requestId: 'r', userAgent: null },
});

const check = (text: string) => checkImport(storage, text, { modelKeys, languages });
const problemsOf = async (text: string) => (await check(text)).problems.map(describeImportProblem);

const header =
  'name,product_lines,hospital_name,customer_number,country,language,contact_name,contact_email,notes,access_ends_on';

describe.each(storageEngines)('on $name', (engine) => {
  describe.skipIf(engine.skip)('importing accounts from CSV', () => {
    beforeEach(async () => {
      storage = await engine.open();
      await storage.accounts.create({
        name: 'taken',
        models: ['infusion-pump'],
        lookupKey: 'k',
        passwordHash: 'h',
        now,
      });
    });
    afterEach(closeOpenedStores);

    it('names every problem of the file at its line and column, and the file writes nothing', async () => {
      const text = [
        header,
        'ward-7,infusion-pump,Hospital A,C-1,ES,es,Ana,ana@a.example,,2027-01-01',
        'ward-8,infusion-pump;volumat,Hospital B,C-2,GB,en,Ben,ben@b.example,,',
        'ward-7,syringe-pump,Hospital C,C-3,FR,en,Cy,cy@c.example,,',
        'taken,infusion-pump,Hospital D,C-4,XX,de,Di,di@,,2027-13-01',
        '"ward 9",,,,,,,,,',
        'ward-10,infusion-pump',
      ].join('\r\n');
      expect(await problemsOf(text)).toEqual([
        'line 3, product_lines: unknown product line "volumat" (the product lines are infusion-pump, syringe-pump)',
        'line 4, name: "ward-7" is on line 2 too',
        'line 5, name: an account named "taken" exists already',
        'line 5, country: "XX" is not an ISO 3166-1 alpha-2 country code (two letters, e.g. ES or GB)',
        'line 5, language: "de" is not a language of the site (en, es)',
        'line 5, contact_email: "di@" is not a valid e-mail address',
        'line 5, access_ends_on: not a day written YYYY-MM-DD',
        'line 6, name: "ward 9" is not a name: letters, digits, dot, dash or underscore, up to 64 characters',
        'line 6, product_lines: at least one product line is required',
        'line 7: 2 field(s) where the first line names 10 column(s)',
      ]);
      await expect(importAccounts(context(), text, languages)).rejects.toBeInstanceOf(ImportProblemsError);
      expect((await storage.accounts.list()).map((account) => account.name)).toEqual(['taken']);
      expect(await collect(storage.audit.query({}))).toEqual([]);
    });

    it('counts a row that spans lines in quotes from the line it starts on', async () => {
      const text = `name,product_lines,notes\nward-1,infusion-pump,"two\nlines"\nward-2,nothing,`;
      expect(await problemsOf(text)).toEqual([
        'line 4, product_lines: unknown product line "nothing" (the product lines are infusion-pump, syringe-pump)',
      ]);
    });

    it('refuses a file whose first line does not name the columns it may have', async () => {
      expect(await problemsOf('name,lines,name\nward-1,infusion-pump,x')).toEqual([
        'line 1, lines: not a column of the import (the columns are name, product_lines, hospital_name, customer_number, country, language, contact_name, contact_email, notes, access_ends_on)',
        'line 1, name: this column is named twice',
        'line 1, product_lines: this column is missing: the first line must name it',
      ]);
      expect(await problemsOf('name;product_lines\nward-1;infusion-pump')).toEqual([
        "line 1: the columns are separated by ';': save the file as CSV with commas (CSV UTF-8)",
      ]);
      expect(await problemsOf('')).toEqual(['line 1: the file is empty']);
      expect(await problemsOf('name,product_lines\n')).toEqual([
        'line 1: no account in the file, only the line of its columns',
      ]);
      expect(await problemsOf('name,product_lines,notes\nward-1,infusion-pump,caf\uFFFD')).toEqual([
        'line 2: not UTF-8 text: save the file as CSV UTF-8',
      ]);
      const many = [
        'name,product_lines',
        ...Array.from({ length: maxImportRows + 1 }, (_, i) => `w-${i},infusion-pump`),
      ];
      expect(await problemsOf(many.join('\n'))).toEqual([
        `line ${maxImportRows + 2}: more than ${maxImportRows} accounts in one file: split it`,
      ]);
    });

    it('makes every account of a clean file with its details, each with a password that signs in, audited', async () => {
      const text = [
        `\uFEFF${header}`,
        'ward-7,infusion-pump syringe-pump,"Hospital Clínico, Madrid",C-1,es,ES,Ana Ruiz,ana@a.example,"Farmacia\nElectromedicina",2027-01-01',
        'ward-8,"syringe-pump, infusion-pump",,,,,,,,',
      ].join('\r\n');
      const checked = await check(text);
      expect(checked.problems).toEqual([]);
      expect(checked.rows.map((row) => [row.line, row.name, row.models])).toEqual([
        [2, 'ward-7', ['infusion-pump', 'syringe-pump']],
        [4, 'ward-8', ['syringe-pump', 'infusion-pump']],
      ]);

      const imported = await importAccounts(context(), text, languages);
      expect(imported.map((account) => account.name)).toEqual(['ward-7', 'ward-8']);
      expect(await storage.accounts.findByName('ward-7')).toMatchObject({
        models: ['infusion-pump', 'syringe-pump'],
        details: {
          hospitalName: 'Hospital Clínico, Madrid',
          customerNumber: 'C-1',
          country: 'ES',
          language: 'es',
          contactName: 'Ana Ruiz',
          contactEmail: 'ana@a.example',
          notes: 'Farmacia\nElectromedicina',
        },
        accessEndsAt: Date.UTC(2027, 0, 1),
      });
      for (const { name, password } of imported) {
        const found = await findAccountByAuthKey(storage, secret, authKeyOf(password), { now });
        expect(found).toMatchObject({ ok: true, account: { name } });
      }
      const rows = await collect(storage.audit.query({ operator: 'ada' }));
      expect(rows.map((row) => [row.kind, row.account, row.detail])).toEqual([
        ['account-created', 'ward-7', 'models infusion-pump,syringe-pump (imported)'],
        ['account-created', 'ward-8', 'models syringe-pump,infusion-pump (imported)'],
        ['accounts-imported', null, '2 account(s) from CSV: ward-7, ward-8'],
      ]);
      expect(JSON.stringify(rows)).not.toContain(imported[0]?.password);
    });
  });
});
