import { describe, expect, it } from 'vitest';
import { fixtureCatalogue, fixtureModels } from '../../tests/fixtures/fixture-content';
import { openSqliteStorage } from '../storage/sqlite-storage';
import { testScryptCost } from '../testing/test-app';
import { authKeyOf, credentialFor, findAccountByAuthKey, lookupKeyOf } from './credentials';
import { demoAccounts, seedDemoAccounts } from './demo-accounts';
import { hashAuthKey, strongScryptCost, verifyAuthKey } from './password-hash';

describe('auth keys and hashes', () => {
  it('derives the auth key as the browser does: SHA-256 hex of the trimmed password', () => {
    expect(authKeyOf('  demo \n')).toBe('2a97516c354b68848cdbd8f54a226a0a55b21ed138e207ad6c5cbb9c00aa5aea');
  });

  it('hashes with scrypt and a per-account salt, verifying in constant time', async () => {
    const key = authKeyOf('correct horse');
    const first = await hashAuthKey(key, testScryptCost);
    const second = await hashAuthKey(key, testScryptCost);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyAuthKey(key, first)).toBe(true);
    expect(await verifyAuthKey(authKeyOf('wrong'), first)).toBe(false);
    expect(await verifyAuthKey(key, 'garbage')).toBe(false);
  });

  it('uses ASVS-level scrypt parameters by default, within Node memory limits', async () => {
    expect(strongScryptCost).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashAuthKey(authKeyOf('strong'));
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('finds the account by HMAC and refuses disabled accounts', async () => {
    const storage = await openSqliteStorage(':memory:');
    const key = authKeyOf('password-1');
    const account = await storage.accounts.create({
      name: 'a',
      models: [],
      ...(await credentialFor('s'.repeat(32), key, testScryptCost)),
      now: 1,
    });
    expect(await storage.accounts.lookupKeyOf(account.id)).toBe(lookupKeyOf('s'.repeat(32), key));
    expect((await findAccountByAuthKey(storage, 's'.repeat(32), key)).ok).toBe(true);
    expect(await findAccountByAuthKey(storage, 'other-secret', key)).toEqual({ ok: false, reason: 'unknown key' });
    await storage.accounts.setDisabled(account.id, true);
    expect(await findAccountByAuthKey(storage, 's'.repeat(32), key)).toMatchObject({
      ok: false,
      reason: 'account disabled',
    });
    await storage.close();
  });
});

describe('demo accounts', () => {
  it('are defined by rule from the catalogue', () => {
    expect(demoAccounts(fixtureCatalogue())).toEqual([
      {
        name: 'demo',
        password: 'demo',
        models: [fixtureModels.first, fixtureModels.sameBrand, fixtureModels.otherBrand],
      },
      { name: 'demo-acme', password: 'demo-acme', models: [fixtureModels.first] },
    ]);
  });

  it('are seeded once, and re-keyed when the server secret changed', async () => {
    const storage = await openSqliteStorage(':memory:');
    expect(await seedDemoAccounts(storage, 'secret-1', fixtureCatalogue(), 1, testScryptCost)).toEqual([
      'demo',
      'demo-acme',
    ]);
    expect(await seedDemoAccounts(storage, 'secret-1', fixtureCatalogue(), 2, testScryptCost)).toEqual([]);
    expect(await seedDemoAccounts(storage, 'secret-2', fixtureCatalogue(), 3, testScryptCost)).toEqual([
      'demo',
      'demo-acme',
    ]);
    expect((await findAccountByAuthKey(storage, 'secret-2', authKeyOf('demo'))).ok).toBe(true);
    await storage.close();
  });
});
