import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultFailedLoginLimits, FailedLoginLimiter } from '../auth/failed-login-limiter';
import { loadConfig } from '../config';
import type { Storage } from '../storage/storage';
import { fixtureModels } from '../testing/fixture-content';
import { closeOpenedStores, storageEngines } from '../testing/storage-engines';
import { runAccountsCli, usage } from './accounts';

let storage: Storage;
let out: string[];
let err: string[];
let now: number;
const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:' });
const start = Date.UTC(2025, 2, 3, 8);

function run(...argv: string[]): Promise<number> {
  const io = {
    readPassword: async () => '',
    out: (line: string) => void out.push(line),
    err: (line: string) => void err.push(line),
  };
  return runAccountsCli(argv, io, { config, storage, modelKeys: [fixtureModels.first], now: () => now });
}

/** A hospital's address that signed in to ward-7 yesterday, then sent twelve wrong passwords. */
async function lockOutHospital(): Promise<FailedLoginLimiter> {
  const limiter = new FailedLoginLimiter(storage.loginLimits, defaultFailedLoginLimits, () => now);
  const ward = await storage.accounts.create({
    name: 'ward-7',
    models: [fixtureModels.first],
    lookupKey: 'k',
    passwordHash: 'h',
    now: 0,
  });
  now = start - 24 * 3_600_000;
  await limiter.recordSuccess('203.0.113.7', ward.id);
  now = start;
  for (let attempt = 0; attempt < 12; attempt++) {
    await limiter.recordFailure('203.0.113.7');
    now += 1000;
  }
  return limiter;
}

describe.each(storageEngines)('on $name', (engine) => {
  describe.skipIf(engine.skip)('the lockout commands', () => {
    beforeEach(async () => {
      storage = await engine.open();
      out = [];
      err = [];
      now = start;
    });
    afterEach(closeOpenedStores);

    it('list the lockouts in force: address, accounts, since, until, count', async () => {
      expect(await run('lockouts')).toBe(0);
      expect(out).toEqual(['No sign-in lockouts in force']);
      await lockOutHospital();
      await storage.loginLimits.recordFailure('operator:alice', now, { max: 1, windowMs: 60_000 });
      out = [];
      expect(await run('lockouts')).toBe(0);
      expect(out).toEqual([
        'address 203.0.113.7\tsigned in lately: ward-7\tsince 2025-03-03T08:00:09.000Z\tuntil 2025-03-03T08:15:00.000Z\tfailed sign-ins: 12',
        'console sign-in operator:alice\tsince 2025-03-03T08:00:12.000Z\tuntil 2025-03-03T08:01:12.000Z\tfailed sign-ins: 1',
      ]);
      // The older name of the command answers the same.
      out = [];
      expect(await run('status')).toBe(0);
      expect(out[0]).toMatch(/^address 203\.0\.113\.7\t/);
    });

    it('unlock lifts an address, audited under the system user', async () => {
      const limiter = await lockOutHospital();
      expect(await run('unlock', '203.0.113.7')).toBe(0);
      expect(out).toEqual(['Lifted the lockout of address 203.0.113.7 (12 failed sign-ins)']);
      expect(await limiter.standing('203.0.113.7')).toEqual({ refused: false });
      const [row] = await storage.audit.recent(1);
      expect(row).toMatchObject({
        kind: 'lockout',
        account: null,
        operator: expect.stringMatching(/^cli:/),
        clientAddress: 'operator',
        detail:
          'address 203.0.113.7: lockout lifted by an operator (12 failed sign-ins; refused since 2025-03-03T08:00:09.000Z, until 2025-03-03T08:15:00.000Z)',
      });
      expect(await run('unlock', '203.0.113.7')).toBe(1);
      expect(err).toEqual(['No sign-in lockout in force for 203.0.113.7 (see `lockouts`)']);
      expect(await storage.audit.recent(5)).toHaveLength(1);
    });

    it('unlock needs one address, and the help names both commands', async () => {
      expect(await run('unlock')).toBe(1);
      expect(err[0]).toMatch(/needs the address/);
      expect(await run('unlock', 'a', 'b')).toBe(1);
      expect(usage).toMatch(/^ {2}lockouts {2,}sign-in lockouts in force now/m);
      expect(usage).toMatch(/^ {2}unlock <address>\|global {2,}lift the lockout/m);
    });
  });
});
