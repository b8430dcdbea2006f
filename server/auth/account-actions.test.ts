import { userInfo } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAccountsCli } from '../cli/accounts';
import { loadConfig } from '../config';
import type { StoredAuditEvent } from '../storage/records';
import type { Storage } from '../storage/storage';
import { collect } from '../testing/collect';
import { fixtureModels } from '../testing/fixture-content';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import { testScryptCost } from '../testing/test-app';
import {
  type AccountActionContext,
  AccountActionError,
  addAccount,
  findAccount,
  OpenPaperCopiesError,
  removeAccount,
  revokeSessions,
  setAccountEnabled,
  setAccountModels,
  setAccountPassword,
} from './account-actions';
import { authKeyOf, findAccountByAuthKey } from './credentials';
import { generatePassword } from './generated-password';
import { passwordProblem } from './password-policy';
import { sessionIdOf } from './session-manager';
import { resolveSessionSecret } from './session-secret';

const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:' });
const modelKeys = [fixtureModels.first, fixtureModels.otherBrand];
let storage: Storage;
let context: AccountActionContext;

const audited = (): Promise<StoredAuditEvent[]> => collect(storage.audit.query({}));

describe.each(storageEngines)('on $name', (engine) => {
  describe.skipIf(engine.skip)('account actions', () => {
    beforeEach(async () => {
      storage = await engine.open();
      const secret = await resolveSessionSecret(config, storage);
      context = {
        storage,
        secret,
        now: () => 5000,
        modelKeys,
        demoMode: false,
        scryptCost: testScryptCost,
        actor: { operator: 'ada', clientAddress: '127.0.0.1', requestId: 'r-1', userAgent: 'test' },
      };
    });
    afterEach(closeOpenedStores);

    it('store a password the portal finds by the browser’s key, and audit every step under the operator', async () => {
      const account = await addAccount(context, {
        name: 'ward-7',
        models: [fixtureModels.first],
        password: 'correct horse battery',
      });
      const found = await findAccountByAuthKey(storage, context.secret, authKeyOf('  correct horse battery '));
      expect(found).toMatchObject({ ok: true, account: { name: 'ward-7' } });

      await setAccountModels(context, account, modelKeys);
      await setAccountPassword(context, account, 'another long passphrase');
      await setAccountEnabled(context, account, false);
      await setAccountEnabled(context, await findAccount(storage, 'ward-7'), true);
      await removeAccount(context, await findAccount(storage, 'ward-7'), { discardOpenRequests: false });

      const events = await audited();
      expect(events.map((event) => [event.kind, event.account, event.operator])).toEqual([
        ['account-created', 'ward-7', 'ada'],
        ['account-models-set', 'ward-7', 'ada'],
        ['account-password-set', 'ward-7', 'ada'],
        ['account-disabled', 'ward-7', 'ada'],
        ['account-enabled', 'ward-7', 'ada'],
        ['account-removed', 'ward-7', 'ada'],
      ]);
      expect(events.map((event) => event.detail).join(' ')).not.toContain('passphrase');
    });

    it('refuse what the command line refuses, saying why', async () => {
      const bad = (work: Promise<unknown>) => expect(work).rejects.toBeInstanceOf(AccountActionError);
      await bad(
        addAccount(context, { name: '../x', models: [fixtureModels.first], password: 'correct horse battery' }),
      );
      await bad(addAccount(context, { name: 'ward-7', models: ['nope'], password: 'correct horse battery' }));
      await bad(addAccount(context, { name: 'ward-7', models: [fixtureModels.first], password: 'short' }));
      await addAccount(context, { name: 'ward-7', models: [fixtureModels.first], password: 'correct horse battery' });
      await expect(
        addAccount(context, { name: 'ward-7', models: [fixtureModels.first], password: 'correct horse battery 2' }),
      ).rejects.toMatchObject({ reason: 'conflict' });
      await expect(
        addAccount(context, { name: 'ward-8', models: [fixtureModels.first], password: 'correct horse battery' }),
      ).rejects.toMatchObject({ reason: 'conflict' });
      await expect(findAccount(storage, 'nobody')).rejects.toMatchObject({ reason: 'not-found' });
    });

    it('end sessions one by one or all, each audited', async () => {
      const account = await addAccount(context, {
        name: 'ward-7',
        models: [fixtureModels.first],
        password: 'correct horse battery',
      });
      for (const tokenHash of ['a'.repeat(64), 'b'.repeat(64)]) {
        await storage.sessions.create({
          tokenHash,
          accountId: account.id,
          createdAt: 6000,
          lastSeenAt: 6000,
          clientAddress: null,
          userAgent: null,
        });
      }
      const [first] = await storage.sessions.listForAccount(account.id);
      if (!first) throw new Error('no session');
      await expect(revokeSessions(context, account, 'ffffffffffff')).rejects.toMatchObject({ reason: 'not-found' });
      expect(await revokeSessions(context, account, sessionIdOf(first))).toHaveLength(1);
      expect(await revokeSessions(context, account)).toHaveLength(1);
      expect(await storage.sessions.listForAccount(account.id)).toEqual([]);
      expect((await audited()).filter((event) => event.kind === 'session-revoked')).toHaveLength(2);
    });

    it('refuse to remove an account with paper copies not sent yet, unless told to discard them', async () => {
      const account = await addAccount(context, {
        name: 'ward-7',
        models: [fixtureModels.first],
        password: 'correct horse battery',
      });
      await storage.paperCopies.create({
        reference: 'PC-AAAA-AAAA',
        createdAt: 6000,
        account: 'ward-7',
        sessionId: null,
        model: fixtureModels.first,
        documentName: 'IFU',
        documentPath: '/public/ifu.pdf',
        documentVersion: null,
        copies: 1,
        name: 'Ada',
        facility: 'Ward 7',
        address: 'Street 1',
        email: 'a@example.org',
      });
      await expect(removeAccount(context, account, { discardOpenRequests: false })).rejects.toBeInstanceOf(
        OpenPaperCopiesError,
      );
      expect(await removeAccount(context, account, { discardOpenRequests: true })).toEqual({
        paperCopies: 1,
        openPaperCopies: 1,
      });
    });

    it('are what the command line does, audited as cli:<system user>', async () => {
      const io = { readPassword: async () => 'correct horse battery', out: () => {}, err: () => {} };
      const deps = { config, storage, modelKeys, now: () => 7000, scryptCost: testScryptCost };
      expect(await runAccountsCli(['add', '--name', 'ward-9', '--models', fixtureModels.first], io, deps)).toBe(0);
      expect(await runAccountsCli(['disable', '--name', 'ward-9'], io, deps)).toBe(0);
      const events = await audited();
      expect(events.map((event) => [event.kind, event.operator])).toEqual([
        ['account-created', `cli:${userInfo().username}`],
        ['account-disabled', `cli:${userInfo().username}`],
      ]);
    });
  });
});

describe('a generated password', () => {
  it('passes the password policy and is never the same twice', () => {
    const passwords = Array.from({ length: 20 }, generatePassword);
    for (const password of passwords) {
      expect(password).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){4}$/);
      expect(passwordProblem(password)).toBeUndefined();
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
