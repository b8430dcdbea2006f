/**
 * Console operators in the store, on every engine (storage-engines.ts): names unique, a TOTP step
 * and a recovery code accepted once even when two instances check them at the same moment, and
 * sessions ended by disabling, a new second factor or removal; secrets stored the old way upgraded
 * in place, and the addresses each operator signed in from remembered.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import { DuplicateOperatorError, type NewOperator } from './records';
import type { Storage } from './storage';

afterEach(closeOpenedStores);

const newOperator = (name: string, changes: Partial<NewOperator> = {}): NewOperator => ({
  name,
  role: 'admin',
  passwordHash: `hash-${name}`,
  totpSecret: `SECRET${name.toUpperCase()}`,
  recoveryCodeHashes: ['r1', 'r2', 'r3'],
  now: 100,
  ...changes,
});

const signIn = (storage: Storage, operatorId: number, tokenHash: string, time = 200) =>
  storage.operators.createSession({
    tokenHash,
    operatorId,
    createdAt: time,
    lastSeenAt: time,
    clientAddress: '127.0.0.1',
    userAgent: 'test',
  });

describe.each(storageEngines)('$name operator store', (engine) => {
  describe.skipIf(engine.skip)('contract', () => {
    it('finds operators by name and id, lists them by name and refuses a name twice', async () => {
      const storage = await engine.open();
      const zoe = await storage.operators.create(newOperator('zoe', { role: 'viewer' }));
      const ann = await storage.operators.create(newOperator('ann'));
      expect(zoe).toEqual({ id: zoe.id, name: 'zoe', role: 'viewer', disabled: false, createdAt: 100 });
      expect(await storage.operators.findByName('zoe')).toEqual({
        ...zoe,
        passwordHash: 'hash-zoe',
        totpSecret: 'SECRETZOE',
      });
      expect(await storage.operators.findById(ann.id)).toEqual(ann);
      expect(await storage.operators.findByName('nobody')).toBeUndefined();
      expect((await storage.operators.list()).map((operator) => operator.name)).toEqual(['ann', 'zoe']);
      await expect(storage.operators.create(newOperator('zoe'))).rejects.toThrow(new DuplicateOperatorError('zoe'));
      expect(await storage.operators.remainingRecoveryCodes(zoe.id)).toBe(3);
    });

    it('accepts each TOTP step once and never one older than the last accepted', async () => {
      const storage = await engine.open();
      const { id } = await storage.operators.create(newOperator('ann'));
      expect(await storage.operators.useTotpStep(id, 1000)).toBe(true);
      expect(await storage.operators.useTotpStep(id, 1000)).toBe(false);
      expect(await storage.operators.useTotpStep(id, 999)).toBe(false);
      expect(await storage.operators.useTotpStep(id, 1001)).toBe(true);
    });

    it('lets only one of two instances accept the same code at the same moment', async () => {
      const storage = await engine.open();
      const other = (await engine.openAnother?.()) ?? storage;
      const { id } = await storage.operators.create(newOperator('ann'));
      const steps = await Promise.all([storage.operators.useTotpStep(id, 5), other.operators.useTotpStep(id, 5)]);
      expect(steps.filter(Boolean)).toHaveLength(1);
      const codes = await Promise.all([
        storage.operators.useRecoveryCode(id, 'r2', 300),
        other.operators.useRecoveryCode(id, 'r2', 300),
      ]);
      expect(codes.filter(Boolean)).toHaveLength(1);
    });

    it('uses up a recovery code once, only for its own operator', async () => {
      const storage = await engine.open();
      const ann = await storage.operators.create(newOperator('ann'));
      const bob = await storage.operators.create(newOperator('bob', { recoveryCodeHashes: ['b1'] }));
      expect(await storage.operators.useRecoveryCode(ann.id, 'b1', 300)).toBe(false);
      expect(await storage.operators.useRecoveryCode(ann.id, 'r1', 300)).toBe(true);
      expect(await storage.operators.useRecoveryCode(ann.id, 'r1', 301)).toBe(false);
      expect(await storage.operators.useRecoveryCode(ann.id, 'unknown', 301)).toBe(false);
      expect(await storage.operators.remainingRecoveryCodes(ann.id)).toBe(2);
      expect(await storage.operators.remainingRecoveryCodes(bob.id)).toBe(1);
    });

    it('ends the sessions of an operator who is disabled, and signs nobody in again on enabling', async () => {
      const storage = await engine.open();
      const ann = await storage.operators.create(newOperator('ann'));
      const bob = await storage.operators.create(newOperator('bob'));
      await signIn(storage, ann.id, 'ann-1');
      await signIn(storage, ann.id, 'ann-2');
      await signIn(storage, bob.id, 'bob-1');
      await storage.operators.setDisabled(ann.id, true);
      expect(await storage.operators.findById(ann.id)).toMatchObject({ disabled: true });
      expect(await storage.operators.findSession('ann-1')).toBeUndefined();
      expect(await storage.operators.findSession('ann-2')).toBeUndefined();
      expect(await storage.operators.findSession('bob-1')).toMatchObject({ operatorId: bob.id });
      await storage.operators.setDisabled(ann.id, false);
      expect(await storage.operators.findById(ann.id)).toMatchObject({ disabled: false });
      expect(await storage.operators.findSession('ann-1')).toBeUndefined();
    });

    it('replaces the second factor: new key and codes, old codes void, replays judged afresh, sessions ended', async () => {
      const storage = await engine.open();
      const ann = await storage.operators.create(newOperator('ann'));
      await storage.operators.useTotpStep(ann.id, 1000);
      await signIn(storage, ann.id, 'ann-1');
      await storage.operators.resetSecondFactor(ann.id, 'NEWSECRET', ['n1', 'n2']);
      expect(await storage.operators.findByName('ann')).toMatchObject({ totpSecret: 'NEWSECRET' });
      expect(await storage.operators.findSession('ann-1')).toBeUndefined();
      expect(await storage.operators.remainingRecoveryCodes(ann.id)).toBe(2);
      expect(await storage.operators.useRecoveryCode(ann.id, 'r1', 300)).toBe(false);
      expect(await storage.operators.useRecoveryCode(ann.id, 'n1', 300)).toBe(true);
      expect(await storage.operators.useTotpStep(ann.id, 1000)).toBe(true);
    });

    it('keeps, touches and expires sessions, and removes an operator with its sessions and codes', async () => {
      const storage = await engine.open();
      const ann = await storage.operators.create(newOperator('ann'));
      await signIn(storage, ann.id, 'old', 10);
      await signIn(storage, ann.id, 'idle', 100);
      await signIn(storage, ann.id, 'fresh', 100);
      await storage.operators.touchSession('fresh', 500);
      expect(await storage.operators.findSession('fresh')).toEqual({
        tokenHash: 'fresh',
        operatorId: ann.id,
        createdAt: 100,
        lastSeenAt: 500,
        clientAddress: '127.0.0.1',
        userAgent: 'test',
      });
      // Idle since before 400, or started before 50.
      expect(await storage.operators.deleteExpiredSessions(400, 50)).toBe(2);
      expect(await storage.operators.findSession('fresh')).toBeDefined();
      await storage.operators.deleteSession('fresh');
      expect(await storage.operators.findSession('fresh')).toBeUndefined();

      await signIn(storage, ann.id, 'again');
      await storage.operators.remove(ann.id);
      expect(await storage.operators.findById(ann.id)).toBeUndefined();
      expect(await storage.operators.findSession('again')).toBeUndefined();
      expect(await storage.operators.remainingRecoveryCodes(ann.id)).toBe(0);
      // The name is free again.
      await storage.operators.create(newOperator('ann'));
    });

    it('lists unused recovery-code hashes and upgrades stored secrets only while the old form is stored', async () => {
      const storage = await engine.open();
      const ann = await storage.operators.create(newOperator('ann'));
      await storage.operators.useRecoveryCode(ann.id, 'r2', 300);
      expect(await storage.operators.unusedRecoveryCodeHashes(ann.id)).toEqual(['r1', 'r3']);
      await storage.operators.upgradeSecrets(ann.id, {
        totpSecret: { from: 'SECRETANN', to: 'sealed-ann' },
        recoveryCodeHashes: [{ from: 'r1', to: 'salted-r1' }],
      });
      expect(await storage.operators.findByName('ann')).toMatchObject({ totpSecret: 'sealed-ann' });
      expect(await storage.operators.unusedRecoveryCodeHashes(ann.id)).toEqual(['salted-r1', 'r3']);
      // A second factor reset in between wins: an upgrade of what is gone changes nothing.
      await storage.operators.resetSecondFactor(ann.id, 'new-sealed', ['n1']);
      await storage.operators.upgradeSecrets(ann.id, {
        totpSecret: { from: 'sealed-ann', to: 'stale' },
        recoveryCodeHashes: [{ from: 'r3', to: 'stale' }],
      });
      expect(await storage.operators.findByName('ann')).toMatchObject({ totpSecret: 'new-sealed' });
      expect(await storage.operators.unusedRecoveryCodeHashes(ann.id)).toEqual(['n1']);
    });

    it('remembers where each operator signed in from, forgets old addresses, and every instance sees it', async () => {
      const storage = await engine.open();
      const other = (await engine.openAnother?.()) ?? storage;
      const ann = await storage.operators.create(newOperator('ann'));
      const bob = await storage.operators.create(newOperator('bob'));
      await storage.operators.rememberSignInAddress(ann.id, '192.0.2.1', 1000, 0);
      await storage.operators.rememberSignInAddress(ann.id, '192.0.2.1', 900, 0);
      expect(await other.operators.lastSignInFrom(ann.id, '192.0.2.1')).toBe(1000);
      expect(await other.operators.lastSignInFrom(bob.id, '192.0.2.1')).toBeUndefined();
      expect(await other.operators.lastSignInFrom(ann.id, '192.0.2.2')).toBeUndefined();
      await other.operators.rememberSignInAddress(ann.id, '192.0.2.2', 5000, 2000);
      expect(await storage.operators.lastSignInFrom(ann.id, '192.0.2.1')).toBeUndefined();
      expect(await storage.operators.lastSignInFrom(ann.id, '192.0.2.2')).toBe(5000);
      await storage.operators.remove(ann.id);
      expect(await storage.operators.lastSignInFrom(ann.id, '192.0.2.2')).toBeUndefined();
    });
  });
});
