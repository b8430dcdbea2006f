import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authKeyOf, findAccountByAuthKey } from '../auth/credentials';
import { resolveSessionSecret } from '../auth/session-secret';
import { loadConfig } from '../config';
import { type AuditEvent, type AuditKind, auditKinds, type NewPaperCopyRequest } from '../storage/records';
import type { Storage } from '../storage/storage';
import { fixtureModels } from '../testing/fixture-content';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import { testScryptCost } from '../testing/test-app';
import { runAccountsCli } from './accounts';

let storage: Storage;
let out: string[];
let err: string[];
let passwords: string[];
/** The command's clock. */
let now: number;
const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:' });

function run(...argv: string[]): Promise<number> {
  const io = {
    readPassword: async () => passwords.shift() ?? '',
    out: (line: string) => void out.push(line),
    err: (line: string) => void err.push(line),
  };
  const deps = {
    config,
    storage,
    modelKeys: [fixtureModels.first, fixtureModels.otherBrand],
    now: () => now,
    scryptCost: testScryptCost,
  };
  return runAccountsCli(argv, io, deps);
}

const secret = () => resolveSessionSecret(config, storage);

describe.each(storageEngines)('on $name', (engine) => {
  describe.skipIf(engine.skip)('the accounts command', () => {
    beforeEach(async () => {
      storage = await engine.open({ instanceId: 'ops-host:accounts-cli' });
      out = [];
      err = [];
      passwords = [];
      now = 1000;
    });
    afterEach(closeOpenedStores);

    describe('accounts CLI', () => {
      it('adds an account whose password then signs in', async () => {
        passwords.push('ward-seven-pass');
        expect(await run('add', '--name', 'ward-7', '--models', fixtureModels.first)).toBe(0);
        const result = await findAccountByAuthKey(storage, await secret(), authKeyOf('ward-seven-pass'));
        expect(result).toMatchObject({ ok: true, account: { name: 'ward-7', models: [fixtureModels.first] } });
      });

      it('refuses unknown model keys, listing the valid ones', async () => {
        passwords.push('ward-seven-pass');
        expect(await run('add', '--name', 'ward-7', '--models', 'nope')).toBe(1);
        expect(err[0]).toBe(
          `Unknown model key(s): nope. Valid keys: ${fixtureModels.first}, ${fixtureModels.otherBrand}`,
        );
        expect(await storage.accounts.list()).toEqual([]);
      });

      it('refuses short passwords and a password given as an argument', async () => {
        passwords.push('short');
        expect(await run('add', '--name', 'ward-7', '--models', fixtureModels.first)).toBe(1);
        expect(err[0]).toBe(
          'The password must have at least 12 characters (it has 5); a few unrelated words make a good one',
        );
        expect(await run('add', '--name', 'ward-7', '--models', fixtureModels.first, 'my-password')).toBe(1);
        expect(err[1]).toContain('passwords are read from stdin');
        expect(await run('add', '--password', 'x')).toBe(1);
      });

      it('refuses a common password, saying why', async () => {
        passwords.push('  qazwsxedcrfv ');
        expect(await run('add', '--name', 'ward-7', '--models', fixtureModels.first)).toBe(1);
        expect(err).toEqual([
          'This password is on the list of common passwords that attackers try first; choose another',
        ]);
        expect(await storage.accounts.findByName('ward-7')).toBeUndefined();
      });

      it('lists accounts without secrets', async () => {
        passwords.push('ward-seven-pass');
        await run('add', '--name', 'ward-7', '--models', fixtureModels.first);
        expect(await run('list')).toBe(0);
        expect(out.at(-1)).toBe(`ward-7\t${fixtureModels.first}\tenabled\tpassword changed 1970-01-01T00:00:01.000Z`);
        expect(out.join('\n')).not.toContain('scrypt');
      });

      it('disables, enables, changes password, models, removes and ends sessions', async () => {
        passwords.push('ward-seven-pass');
        await run('add', '--name', 'ward-7', '--models', fixtureModels.first);
        const id = (await storage.accounts.findByName('ward-7'))?.id ?? 0;
        const session = (tokenHash: string) =>
          storage.sessions.create({
            tokenHash,
            accountId: id,
            createdAt: 1,
            lastSeenAt: 1,
            clientAddress: null,
            userAgent: null,
          });

        await session('a');
        expect(await run('disable', '--name', 'ward-7')).toBe(0);
        expect(await storage.sessions.find('a')).toBeUndefined();
        expect((await storage.accounts.findByName('ward-7'))?.disabled).toBe(true);
        expect(await run('enable', '--name', 'ward-7')).toBe(0);

        await session('b');
        passwords.push('another-password');
        expect(await run('set-password', '--name', 'ward-7')).toBe(0);
        expect(await storage.sessions.find('b')).toBeUndefined();
        expect((await findAccountByAuthKey(storage, await secret(), authKeyOf('another-password'))).ok).toBe(true);

        expect(
          await run('set-models', '--name', 'ward-7', '--models', `${fixtureModels.first},${fixtureModels.otherBrand}`),
        ).toBe(0);
        expect((await storage.accounts.findByName('ward-7'))?.models).toEqual([
          fixtureModels.first,
          fixtureModels.otherBrand,
        ]);
        expect(await run('remove', '--name', 'ward-7')).toBe(0);
        expect(await run('disable', '--name', 'ward-7')).toBe(1);
        expect(err.at(-1)).toBe('No account named "ward-7"');
      });

      it('prints a deep link only for the right password', async () => {
        passwords.push('ward-seven-pass');
        await run('add', '--name', 'ward-7', '--models', fixtureModels.first);
        passwords.push('wrong-password');
        expect(await run('link', '--name', 'ward-7')).toBe(1);
        passwords.push('ward-seven-pass');
        expect(await run('link', '--name', 'ward-7', '--base-url', 'https://portal.example.org/')).toBe(0);
        expect(out.at(-1)).toBe(`https://portal.example.org/login?auth=${authKeyOf('ward-seven-pass')}`);
      });

      it('prints usage for no or an unknown command', async () => {
        expect(await run()).toBe(1);
        expect(out[0]).toContain('Usage: npm run accounts');
        expect(await run('frobnicate')).toBe(1);
        expect(err[0]).toContain('Unknown command "frobnicate"');
      });

      it('prints help with exit code 0', async () => {
        expect(await run('help')).toBe(0);
        expect(out[0]).toContain('audit [--from <time>]');
        expect(out[0]).toContain('downloads [--from <time>]');
      });
    });

    describe('audit and downloads commands', () => {
      const day = Date.UTC(2025, 2, 1);
      function event(hoursIn: number, kind: AuditKind, account: string | null, extra: Partial<AuditEvent> = {}) {
        return storage.audit.write({
          time: day + hoursIn * 3_600_000,
          kind,
          account,
          clientAddress: '203.0.113.9',
          requestId: `r-${hoursIn}`,
          userAgent: 'Mozilla/5.0',
          detail: null,
          ...extra,
        });
      }
      beforeEach(async () => {
        await event(1, 'login-ok', 'ward-7');
        await event(2, 'file-delivered', 'ward-7', { detail: 'public:a.pdf', document: 'public:a.pdf' });
        await event(3, 'file-delivered', 'ward-8', { detail: 'public:a.pdf', document: 'public:a.pdf' });
        await event(4, 'file-delivered', 'ward-8', {
          detail: 'public:a.pdf bytes=100-199',
          document: 'public:a.pdf',
          partial: true,
        });
        await event(5, 'login-failed', null, { userAgent: 'evil\r\n2025-03-01T00:00:00.000Z\tlogin-ok\tadmin' });
        await event(30, 'sign-out', 'ward-7');
      });

      it('prints events by time range, account and kind, oldest first, one line each', async () => {
        expect(await run('audit', '--from', '2025-03-01', '--to', '2025-03-02')).toBe(0);
        expect(out.map((line) => line.split('\t')[1])).toEqual([
          'login-ok',
          'file-delivered',
          'file-delivered',
          'file-delivered',
          'login-failed',
        ]);
        // Nine fields: the instance that wrote the row, then the operator who acted ('-' for none).
        expect(out.every((line) => !line.includes('\n') && line.split('\t').length === 9)).toBe(true);
        expect(out.every((line) => line.split('\t').slice(7).join(' ') === 'ops-host:accounts-cli -')).toBe(true);
        expect(out[4]).toContain('evil\\u{0d}\\u{0a}2025-03-01');
        out.length = 0;
        expect(await run('audit', '--account', 'ward-8', '--kind', 'file-delivered')).toBe(0);
        expect(out).toHaveLength(2);
        out.length = 0;
        expect(await run('audit', '--kind', 'login-ok,sign-out', '--limit', '1')).toBe(0);
        expect(out).toHaveLength(1);
        expect(out[0]).toMatch(/^2025-03-01T01:00:00.000Z\tlogin-ok\tward-7\t203.0.113.9\tr-1\t/);
      });

      it('exports CSV to a file readable only by its owner', async () => {
        const folder = mkdtempSync(join(tmpdir(), 'portal-audit-'));
        try {
          const file = join(folder, 'audit.csv');
          expect(await run('audit', '--from', '2025-03-01T04:30:00Z', '--csv', '--output', file)).toBe(0);
          const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
          expect(lines[0]).toBe(
            'time,kind,account,client_address,request_id,user_agent,detail,count,instance,operator',
          );
          expect(lines).toHaveLength(3);
          expect(lines[1]).toBe(
            '2025-03-01T05:00:00.000Z,login-failed,,203.0.113.9,r-5,"evil\\u{0d}\\u{0a}2025-03-01T00:00:00.000Z\\u{09}login-ok\\u{09}admin",,1,ops-host:accounts-cli,',
          );
          expect(statSync(file).mode & 0o777).toBe(0o600);
          expect(err.at(-1)).toBe(`Wrote 3 line(s) to ${file}`);

          // An existing file is never overwritten (nor its permissions kept), and a link is never followed.
          expect(await run('audit', '--csv', '--output', file)).toBe(1);
          expect(err.at(-1)).toBe(`${file} already exists (or is a symbolic link): choose a new file name`);
          const target = join(folder, 'elsewhere.csv');
          writeFileSync(target, 'keep me', { mode: 0o644 });
          const link = join(folder, 'link.csv');
          symlinkSync(target, link);
          expect(await run('audit', '--csv', '--output', link)).toBe(1);
          expect(err.at(-1)).toBe(`${link} already exists (or is a symbolic link): choose a new file name`);
          const dangling = join(folder, 'dangling.csv');
          symlinkSync(join(folder, 'not-yet.csv'), dangling);
          expect(await run('audit', '--csv', '--output', dangling)).toBe(1);
          expect(readFileSync(target, 'utf8')).toBe('keep me');
          expect(existsSync(join(folder, 'not-yet.csv'))).toBe(false);
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      });

      it('counts downloads per document, continuations apart', async () => {
        expect(await run('downloads')).toBe(0);
        expect(out).toHaveLength(2);
        expect(out[1]).toMatch(/^\s+2\s+3\s+2\s+2025-03-01T04:00:00.000Z\s+public:a.pdf$/);
        out.length = 0;
        expect(await run('downloads', '--account', 'ward-7', '--csv')).toBe(0);
        expect(out).toEqual([
          'document,downloads,deliveries,accounts,last_time',
          'public:a.pdf,1,1,1,2025-03-01T02:00:00.000Z',
        ]);
      });

      it('refuses unknown kinds and bad times, naming what is valid', async () => {
        expect(await run('audit', '--kind', 'login')).toBe(1);
        expect(err.at(-1)).toBe(`Unknown kind(s): login. Valid kinds: ${auditKinds.join(', ')}`);
        expect(await run('audit', '--from', 'yesterday')).toBe(1);
        expect(err.at(-1)).toContain('--from must be a date');
        expect(await run('audit', '--from', '2025-03-02', '--to', '2025-03-01')).toBe(1);
        expect(await run('audit', '--limit', '0')).toBe(1);
      });
    });

    describe('requests command', () => {
      const request = (reference: string, hoursIn: number, changes: Partial<NewPaperCopyRequest> = {}) =>
        storage.paperCopies.create({
          reference,
          createdAt: Date.UTC(2025, 2, 1) + hoursIn * 3_600_000,
          account: 'ward-7',
          sessionId: 'abc123def456',
          model: fixtureModels.first,
          documentName: 'Instructions for use',
          documentPath: 'demo/ifu.pdf',
          documentVersion: 'Rev. B',
          copies: 2,
          name: 'Ada Nurse',
          facility: 'St Mary’s',
          address: 'Ward 7\n1 Main Street',
          email: 'ada@example.org',
          ...changes,
        });

      it('says when there are none', async () => {
        expect(await run('requests')).toBe(0);
        expect(out).toEqual(['No paper-copy requests']);
        expect(await run('requests', '--csv')).toBe(0);
        expect(out.at(-1)).toBe(
          'reference,requested,status,done,account,session,model,document,version,path,copies,name,facility,address,email',
        );
      });

      it('lists requests oldest first as a table, the open ones alone with --open', async () => {
        await request('PC-BBBB-BBBB', 2);
        await request('PC-AAAA-AAAA', 1, { documentVersion: null, copies: 1 });
        await storage.paperCopies.markDone('PC-BBBB-BBBB', Date.UTC(2025, 2, 2));
        expect(await run('requests')).toBe(0);
        expect(out).toEqual([
          'reference\trequested\tstatus\taccount\tmodel\tdocument\tcopies\tname\tfacility\taddress\temail',
          `PC-AAAA-AAAA\t2025-03-01T01:00:00.000Z\topen\tward-7\t${fixtureModels.first}\tInstructions for use\t1\tAda Nurse\tSt Mary’s\tWard 7, 1 Main Street\tada@example.org`,
          `PC-BBBB-BBBB\t2025-03-01T02:00:00.000Z\tdone 2025-03-02T00:00:00.000Z\tward-7\t${fixtureModels.first}\tInstructions for use (Rev. B)\t2\tAda Nurse\tSt Mary’s\tWard 7, 1 Main Street\tada@example.org`,
        ]);
        out.length = 0;
        expect(await run('requests', '--open')).toBe(0);
        expect(out.map((line) => line.split('\t')[0])).toEqual(['reference', 'PC-AAAA-AAAA']);
      });

      it('shows a cancelled request as cancelled, with when', async () => {
        await request('PC-CCCC-CCCC', 3);
        await storage.paperCopies.close('PC-CCCC-CCCC', {
          status: 'cancelled',
          note: 'twice',
          now: Date.UTC(2025, 2, 3),
        });
        expect(await run('requests')).toBe(0);
        expect(out[1]?.split('\t')[2]).toBe('cancelled 2025-03-03T00:00:00.000Z');
      });

      it('prints what visitors typed verbatim, never as markup, a formula or extra lines', async () => {
        await request('PC-AAAA-AAAA', 1, {
          name: '<script>alert("x")</script>',
          facility: '=HYPERLINK("http://evil.example","click")',
          address: 'Ward 7\n1 Main Street, "North"',
          email: 'a@example.org\r\nPC-FAKE-FAKE',
        });
        expect(await run('requests', '--csv')).toBe(0);
        expect(out[1]).toBe(
          [
            'PC-AAAA-AAAA,2025-03-01T01:00:00.000Z,open,,ward-7,abc123def456',
            `${fixtureModels.first},"Instructions for use","Rev. B",demo/ifu.pdf,2`,
            '"<script>alert(""x"")</script>"',
            `"'=HYPERLINK(""http://evil.example"",""click"")"`,
            '"Ward 7\n1 Main Street, ""North"""',
            '"a@example.org\\u{0d}\\u{0a}PC-FAKE-FAKE"',
          ].join(','),
        );
        out.length = 0;
        expect(await run('requests')).toBe(0);
        expect(out).toHaveLength(2);
        expect(out[1]).toContain('\t<script>alert("x")</script>\t');
        expect(out[1]).toContain('\ta@example.org\\u{0d}\\u{0a}PC-FAKE-FAKE');
      });

      it('marks a request done by its reference, in any case, once, and names an unknown one', async () => {
        await request('PC-AAAA-AAAA', 1);
        expect(await run('requests', '--done', ' pc-aaaa-aaaa ')).toBe(0);
        expect(out.at(-1)).toBe('Marked PC-AAAA-AAAA done');
        expect(await storage.paperCopies.findByReference('PC-AAAA-AAAA')).toMatchObject({
          status: 'done',
          doneAt: 1000,
        });
        expect(await run('requests', '--done', 'PC-AAAA-AAAA')).toBe(1);
        expect(err.at(-1)).toBe('PC-AAAA-AAAA was marked done already, at 1970-01-01T00:00:01.000Z');
        expect(await run('requests', '--done', 'PC-NOPE-NOPE')).toBe(1);
        expect(err.at(-1)).toBe('No paper-copy request "PC-NOPE-NOPE" (see `requests --open`)');
        expect(await run('requests', '--done')).toBe(1);
      });

      it('audits marking a request sent under its reference, never the requester’s details', async () => {
        await request('PC-AAAA-AAAA', 1);
        expect(await run('requests', '--done', 'pc-aaaa-aaaa')).toBe(0);
        const [event] = await storage.audit.recent(5);
        expect(event).toMatchObject({
          kind: 'paper-copy-closed',
          account: 'ward-7',
          clientAddress: 'operator',
          requestId: 'accounts-cli',
          detail: 'PC-AAAA-AAAA: marked sent by an operator',
          instance: 'ops-host:accounts-cli',
        });
        for (const personal of ['Ada', 'Mary', 'Ward 7', 'example.org']) expect(event?.detail).not.toContain(personal);
        // A request closed already is refused and audited no more.
        expect(await run('requests', '--done', 'PC-AAAA-AAAA')).toBe(1);
        expect(await storage.audit.recent(5)).toHaveLength(1);
        expect(await run('audit', '--kind', 'paper-copy-closed')).toBe(0);
        expect(out.at(-1)).toContain('PC-AAAA-AAAA: marked sent by an operator');
      });

      it('purges requests marked sent more than PAPER_COPY_RETENTION_DAYS or --older-than days ago, never open ones', async () => {
        const day = 86_400_000;
        const sentAt = Date.UTC(2025, 2, 2);
        await request('PC-AAAA-AAAA', 1);
        await request('PC-BBBB-BBBB', 2);
        await request('PC-CCCC-CCCC', 3);
        await storage.paperCopies.markDone('PC-BBBB-BBBB', sentAt);
        await storage.paperCopies.markDone('PC-CCCC-CCCC', sentAt + 60 * day);
        const kept = async () => (await storage.paperCopies.list()).map((kept) => kept.reference);
        now = sentAt + 91 * day;

        expect(await run('requests', '--purge')).toBe(0);
        expect(out.at(-1)).toBe(
          'Removed 1 paper-copy request(s) marked sent more than 90 days ago (PAPER_COPY_RETENTION_DAYS)',
        );
        expect(await kept()).toEqual(['PC-AAAA-AAAA', 'PC-CCCC-CCCC']);
        expect(await run('requests', '--purge', '--older-than', '30')).toBe(0);
        expect(out.at(-1)).toBe('Removed 1 paper-copy request(s) marked sent more than 30 days ago');
        expect(await run('requests', '--purge', '--older-than', '0')).toBe(0);
        expect(out.at(-1)).toBe('Removed 0 paper-copy request(s) marked sent more than 0 days ago');
        expect(await kept()).toEqual(['PC-AAAA-AAAA']);

        for (const days of ['soon', '1.5', '36501']) {
          expect(await run('requests', '--purge', '--older-than', days)).toBe(1);
          expect(err.at(-1)).toBe('--older-than must be a whole number of days from 0 to 36500');
        }
        expect(await run('requests', '--older-than', '30')).toBe(1);
        expect(err.at(-1)).toBe('--older-than goes with --purge');
        expect(await run('requests', '--purge', '--done', 'PC-AAAA-AAAA')).toBe(1);
        expect(err.at(-1)).toBe('--purge and --done cannot be combined');
        expect(await kept()).toEqual(['PC-AAAA-AAAA']);
      });

      it('removes an account with its requests, refusing while some are not sent unless told to discard them', async () => {
        passwords.push('ward-seven-pass', 'ward-eight-pass');
        await run('add', '--name', 'ward-7', '--models', fixtureModels.first);
        await run('add', '--name', 'ward-8', '--models', fixtureModels.first);
        await request('PC-AAAA-AAAA', 1);
        await request('PC-BBBB-BBBB', 2);
        await request('PC-CCCC-CCCC', 3, { account: 'ward-8' });
        await storage.paperCopies.markDone('PC-AAAA-AAAA', 5);

        expect(await run('remove', '--name', 'ward-7')).toBe(1);
        expect(err.at(-1)).toBe(
          '"ward-7" has 1 paper-copy request(s) not sent yet: PC-BBBB-BBBB. Send them and mark them done ' +
            '(`requests --done <reference>`) before removing the account, or add --discard-open-requests to ' +
            'delete them unsent with it.',
        );
        expect(await storage.accounts.findByName('ward-7')).toBeDefined();
        expect(await run('requests', '--done', 'PC-BBBB-BBBB')).toBe(0);
        expect(await run('remove', '--name', 'ward-7')).toBe(0);
        expect(out.at(-1)).toBe('Removed "ward-7" and its 2 paper-copy request(s)');
        expect((await storage.paperCopies.list()).map((kept) => kept.account)).toEqual(['ward-8']);

        expect(await run('remove', '--name', 'ward-8', '--discard-open-requests')).toBe(0);
        expect(out.at(-1)).toBe('Removed "ward-8" and its 1 paper-copy request(s) (1 not sent)');
        expect(await storage.paperCopies.list()).toEqual([]);
      });
    });
  });
});
