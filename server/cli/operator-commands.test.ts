/**
 * The operator-* commands, driven as `npm run accounts` runs them: a new operator's printed key
 * signs in, weak passwords are refused with the reason, and every change is audited under
 * `cli:<system user>`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSessionSecret } from '../auth/session-secret';
import { loadConfig } from '../config';
import { cliOperator } from '../console/cli-operator';
import { verifyOperatorPassword } from '../console/operator-password';
import { verifySecondFactor } from '../console/second-factor';
import { totpCodeAt } from '../console/totp';
import { isSealedTotpKey, totpKeyCipher } from '../console/totp-key-cipher';
import type { Storage } from '../storage/storage';
import { collect } from '../testing/collect';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import { testScryptCost } from '../testing/test-app';
import { runAccountsCli } from './accounts';
import { operatorCommands } from './operator-commands';

const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:' });
const now = Date.UTC(2026, 10, 27, 12, 0, 10);

describe.each(storageEngines)('on $name', (engine) => {
  describe.skipIf(engine.skip)('the operator commands', () => {
    let storage: Storage;
    let out: string[];
    let err: string[];
    let passwords: string[];

    const run = (...argv: string[]) =>
      runAccountsCli(
        argv,
        {
          readPassword: async () => passwords.shift() ?? '',
          out: (line) => void out.push(line),
          err: (line) => void err.push(line),
        },
        { config, storage, modelKeys: [], now: () => now, scryptCost: testScryptCost },
      );

    /** The key and recovery codes the last command printed. */
    const printed = () => {
      const address = out.find((line) => line.startsWith('otpauth://totp/'));
      if (!address) throw new Error(`No otpauth address in:\n${out.join('\n')}`);
      const secret = new URL(address).searchParams.get('secret') ?? '';
      const codes = out
        .filter((line) => /^ {2}[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/.test(line))
        .map((line) => line.trim());
      return { address, secret, codes };
    };

    /** The cipher the console opens keys with: the same server secret. */
    const cipher = async () => totpKeyCipher(await resolveSessionSecret(config, storage));

    const operatorAudit = async () =>
      (await collect(storage.audit.query({ kinds: ['operator-changed'] }))).map((row) => [row.operator, row.detail]);

    beforeEach(async () => {
      storage = await engine.open();
      out = [];
      err = [];
      passwords = [];
    });
    afterEach(closeOpenedStores);

    it('adds an operator whose printed key and recovery codes sign in, each code once', async () => {
      passwords.push('correct horse battery staple');
      expect(await run('operator-add', '--name', 'ann', '--role', 'admin')).toBe(0);
      expect(out[0]).toBe('Created operator "ann" (admin)');
      const { address, secret, codes } = printed();
      expect(address).toContain('issuer=Customer%20resources');
      expect(codes).toHaveLength(10);
      expect(out.join('\n')).toContain('shown this once only');
      // The QR code is drawn with block characters between the heading and the address.
      expect(out.some((line) => /[▀▄█]/.test(line))).toBe(true);

      const ann = await storage.operators.findByName('ann');
      if (!ann) throw new Error('ann was not created');
      expect(ann).toMatchObject({ role: 'admin', disabled: false, createdAt: now });
      expect(await verifyOperatorPassword(ann, 'correct horse battery staple')).toBe(true);
      // Stored sealed and salted: the printed key and codes appear nowhere in the store.
      expect(isSealedTotpKey(ann.totpSecret)).toBe(true);
      expect(ann.totpSecret).not.toContain(secret);
      const stored = await storage.operators.unusedRecoveryCodeHashes(ann.id);
      expect(stored).toHaveLength(10);
      for (const hash of stored) expect(hash).toMatch(/^scrypt\$/);
      const code = totpCodeAt(secret, now);
      expect(await verifySecondFactor(storage, ann, { code }, now, await cipher())).toBe(true);
      expect(await verifySecondFactor(storage, ann, { code }, now, await cipher())).toBe(false);
      expect(await verifySecondFactor(storage, ann, { recoveryCode: codes[3] }, now, await cipher())).toBe(true);
      expect(await verifySecondFactor(storage, ann, { recoveryCode: codes[3] }, now, await cipher())).toBe(false);
      expect(await operatorAudit()).toEqual([[cliOperator(), 'ann: added as admin']]);
      expect(cliOperator()).toMatch(/^cli:.+/);
    });

    it('refuses a weak password with the reason, and a name, role or password it cannot take', async () => {
      passwords.push('short');
      expect(await run('operator-add', '--name', 'ann', '--role', 'admin')).toBe(1);
      expect(err.at(-1)).toBe(
        'The password must have at least 12 characters (it has 5); a few unrelated words make a good one',
      );
      passwords.push('password1234');
      expect(await run('operator-add', '--name', 'ann', '--role', 'admin')).toBe(1);
      expect(err.at(-1)).toMatch(/common passwords/);
      expect(await run('operator-add', '--name', 'ann', '--role', 'root')).toBe(1);
      expect(err.at(-1)).toMatch(/^--role is required: admin/);
      expect(await run('operator-add', '--name', '../ann', '--role', 'admin')).toBe(1);
      expect(await run('operator-add', '--name', 'ann', '--role', 'admin', 'secret-password')).toBe(1);
      expect(err.at(-1)).toContain('passwords are read from stdin');
      expect(await storage.operators.list()).toEqual([]);
      expect(await operatorAudit()).toEqual([]);

      passwords.push('correct horse battery staple', 'another good passphrase');
      expect(await run('operator-add', '--name', 'ann', '--role', 'viewer')).toBe(0);
      expect(await run('operator-add', '--name', 'ann', '--role', 'admin')).toBe(1);
      expect(err.at(-1)).toBe('An operator named "ann" exists already');
    });

    it('lists, disables (ending sessions), enables and removes operators, auditing each change', async () => {
      passwords.push('correct horse battery staple', 'another good passphrase');
      await run('operator-add', '--name', 'zoe', '--role', 'viewer');
      out.length = 0;
      await run('operator-add', '--name', 'ann', '--role', 'admin');
      const ann = await storage.operators.findByName('ann');
      if (!ann) throw new Error('ann was not created');
      await verifySecondFactor(storage, ann, { recoveryCode: printed().codes[0] }, now, await cipher());
      await storage.operators.createSession({
        tokenHash: 'ann-session',
        operatorId: ann.id,
        createdAt: now,
        lastSeenAt: now,
        clientAddress: '127.0.0.1',
        userAgent: null,
      });

      out.length = 0;
      expect(await run('operator-list')).toBe(0);
      expect(out).toEqual([
        'ann\tadmin\tenabled\tcreated 2026-11-27T12:00:10.000Z\t9 recovery code(s) left',
        'zoe\tviewer\tenabled\tcreated 2026-11-27T12:00:10.000Z\t10 recovery code(s) left',
      ]);

      expect(await run('operator-disable', '--name', 'ann')).toBe(0);
      expect(await storage.operators.findSession('ann-session')).toBeUndefined();
      out.length = 0;
      await run('operator-list');
      expect(out[0]).toContain('ann\tadmin\tdisabled');
      expect(await run('operator-enable', '--name', 'ann')).toBe(0);
      expect(await storage.operators.findById(ann.id)).toMatchObject({ disabled: false });

      expect(await run('operator-remove', '--name', 'zoe')).toBe(0);
      expect(await storage.operators.findByName('zoe')).toBeUndefined();
      expect(await run('operator-remove', '--name', 'zoe')).toBe(1);
      expect(err.at(-1)).toBe('No operator named "zoe"');

      const cli = cliOperator();
      expect(await operatorAudit()).toEqual([
        [cli, 'zoe: added as viewer'],
        [cli, 'ann: added as admin'],
        [cli, 'ann: disabled'],
        [cli, 'ann: enabled'],
        [cli, 'zoe: removed'],
      ]);
      out.length = 0;
      expect(await run('audit', '--operator', cli, '--kind', 'operator-changed')).toBe(0);
      expect(out).toHaveLength(5);
      expect(out.every((line) => line.split('\t').at(-1) === cli)).toBe(true);
    });

    it('gives a new second factor: the old key and codes stop working, the new ones sign in', async () => {
      passwords.push('correct horse battery staple');
      await run('operator-add', '--name', 'ann', '--role', 'admin');
      const old = printed();
      out.length = 0;
      expect(await run('operator-reset-2fa', '--name', 'ann')).toBe(0);
      const fresh = printed();
      expect(fresh.secret).not.toBe(old.secret);
      const ann = await storage.operators.findByName('ann');
      if (!ann) throw new Error('ann was not kept');
      expect(await verifySecondFactor(storage, ann, { recoveryCode: old.codes[0] }, now, await cipher())).toBe(false);
      expect(await verifySecondFactor(storage, ann, { code: totpCodeAt(old.secret, now) }, now, await cipher())).toBe(
        false,
      );
      expect(await verifySecondFactor(storage, ann, { code: totpCodeAt(fresh.secret, now) }, now, await cipher())).toBe(
        true,
      );
      expect(await verifySecondFactor(storage, ann, { recoveryCode: fresh.codes[0] }, now, await cipher())).toBe(true);
      expect((await operatorAudit()).at(-1)).toEqual([cliOperator(), 'ann: second factor reset']);
    });

    it('lists the operator commands in the help text', async () => {
      expect(await run('help')).toBe(0);
      for (const command of operatorCommands) {
        expect(out.join('\n')).toContain(command);
      }
    });
  });
});
