/** The accounts command's sign-in links: issue one without the password, list them, revoke one, refuse the plain-hash link. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSessionSecret } from '../auth/session-secret';
import { checkSignInLink, plainHashLinkAllowed } from '../auth/sign-in-links';
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
let now: number;
const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:', PORT: '18997' });
const dayMs = 24 * 60 * 60 * 1000;

function run(...argv: string[]): Promise<number> {
  const io = {
    readPassword: async () => 'ward-seven-pass',
    out: (line: string) => void out.push(line),
    err: (line: string) => void err.push(line),
  };
  const deps = { config, storage, modelKeys: [fixtureModels.first], now: () => now, scryptCost: testScryptCost };
  return runAccountsCli(argv, io, deps);
}

describe.each(storageEngines)('on $name', (engine) => {
  describe.skipIf(engine.skip)('sign-in link commands', () => {
    beforeEach(async () => {
      storage = await engine.open();
      out = [];
      err = [];
      now = Date.UTC(2025, 0, 1);
      expect(await run('add', '--name', 'ward-7', '--models', fixtureModels.first)).toBe(0);
      out = [];
    });
    afterEach(closeOpenedStores);

    it('issues a link without asking for the password, lists it and revokes it', async () => {
      expect(await run('link-issue', '--name', 'ward-7', '--days', '7', '--label', 'ward tablet')).toBe(0);
      const [url = ''] = out;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:18997\/login\?auth=[0-9a-f]{64}$/);
      const token = new URL(url).searchParams.get('auth') ?? '';
      const secret = await resolveSessionSecret(config, storage);
      const found = await checkSignInLink(storage, secret, token, now);
      expect(found).toMatchObject({ found: true, account: { name: 'ward-7' } });
      expect(found.found && found.refused).toBeFalsy();

      out = [];
      expect(await run('links', '--name', 'ward-7')).toBe(0);
      const [line = ''] = out;
      expect(line.split('\t')).toEqual([
        expect.stringMatching(/^\d+$/),
        'active',
        'ward tablet',
        expect.stringMatching(/^issued 2025-01-01T00:00:00.000Z by cli:/),
        `expires ${new Date(now + 7 * dayMs).toISOString()}`,
        'last used -',
      ]);
      const id = line.split('\t')[0] ?? '';

      expect(await run('link-revoke', '--name', 'ward-7', '--link', id)).toBe(0);
      expect(await checkSignInLink(storage, secret, token, now)).toMatchObject({ refused: 'revoked' });
      expect(await run('link-revoke', '--name', 'ward-7', '--link', id)).toBe(1);
      expect(err.at(-1)).toMatch(/revoked already/);

      const kinds = (await collect(storage.audit.query({ account: 'ward-7' }))).map((row) => row.kind);
      expect(kinds).toEqual(['account-created', 'account-link-issued', 'account-link-revoked']);
    });

    it('refuses a link of more than 365 days, and a link id of another account', async () => {
      expect(await run('link-issue', '--name', 'ward-7', '--days', '400')).toBe(1);
      expect(await run('link-revoke', '--name', 'ward-7', '--link', '99')).toBe(1);
      expect(err.at(-1)).toMatch(/no sign-in link 99/);
    });

    it("sets whether the account's plain-hash link signs in", async () => {
      expect(await run('plain-link', '--name', 'ward-7', '--set', 'refused')).toBe(0);
      const account = await storage.accounts.findByName('ward-7');
      expect(account && plainHashLinkAllowed(account, true)).toBe(false);
      expect(await run('plain-link', '--name', 'ward-7', '--set', 'maybe')).toBe(1);
    });
  });
});
