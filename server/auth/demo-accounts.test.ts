import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../../engine/shared/types';
import { fixtureCatalogue } from '../../tests/fixtures/fixture-content';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { createTestApp, signIn, type TestApp, testScryptCost } from '../testing/test-app';
import { authKeyOf, credentialFor, findAccountByAuthKey } from './credentials';
import { seedDemoAccounts } from './demo-accounts';

const entry = (brand: string, model: string): CatalogueEntry => ({
  brand,
  model,
  title: model,
  pathPrefix: `/${model}`,
  image: { src: `cards/${model}.svg`, alt: '' },
});

const secret = 'secret-1';
const seed = (storage: Storage, catalogue: CatalogueEntry[]) =>
  seedDemoAccounts(storage, secret, catalogue, 1, testScryptCost);
const modelsOf = async (storage: Storage, name: string) => (await storage.accounts.findByName(name))?.models;

describe('demo accounts follow the catalogue at every start', () => {
  const stores: Storage[] = [];
  const store = async () => {
    const storage = await openSqliteStorage(':memory:');
    stores.push(storage);
    return storage;
  };
  afterEach(async () => {
    for (const storage of stores.splice(0)) await storage.close();
  });

  it('gives "demo" a line added after the database was made, without new passwords', async () => {
    const storage = await store();
    await seed(storage, [entry('acme', 'pump'), entry('globex', 'bags')]);
    const grown = [entry('acme', 'pump'), entry('globex', 'bags'), entry('initech', 'syringe')];
    expect(await seed(storage, grown)).toEqual([]);
    expect(await modelsOf(storage, 'demo')).toEqual(['pump', 'bags', 'syringe']);
    expect(await modelsOf(storage, 'demo-acme')).toEqual(['pump']);
  });

  it('drops a line the catalogue no longer has', async () => {
    const storage = await store();
    await seed(storage, [entry('acme', 'pump'), entry('globex', 'bags')]);
    await seed(storage, [entry('acme', 'pump')]);
    expect(await modelsOf(storage, 'demo')).toEqual(['pump']);
  });

  it('gives each demo-<brand> account the first line of its brand, and none when the brand is gone', async () => {
    const storage = await store();
    await seed(storage, [entry('globex', 'bags'), entry('acme', 'pump')]);
    // The first line changed brand: demo mode makes demo-acme, and demo-globex stays a demo account.
    await seed(storage, [
      entry('acme', 'syringe'),
      entry('acme', 'pump'),
      entry('globex', 'drip'),
      entry('globex', 'bags'),
    ]);
    expect(await modelsOf(storage, 'demo-acme')).toEqual(['syringe']);
    expect(await modelsOf(storage, 'demo-globex')).toEqual(['drip']);
    await seed(storage, [entry('acme', 'pump')]);
    expect(await modelsOf(storage, 'demo-globex')).toEqual([]);
  });

  it('never touches ordinary accounts, even one an operator took over under a demo name', async () => {
    const storage = await store();
    await seed(storage, [entry('acme', 'pump')]);
    const ward = await storage.accounts.create({
      name: 'ward-7',
      models: ['pump'],
      ...(await credentialFor(secret, authKeyOf('ward seven trolley'), testScryptCost)),
      now: 1,
    });
    // What `accounts set-password` does to a demo account: a new password and no demo flag.
    const demo = await storage.accounts.findByName('demo');
    if (!demo) throw new Error('demo was not seeded');
    const taken = await credentialFor(secret, authKeyOf('operator chose this'), testScryptCost);
    await storage.accounts.setPassword(demo.id, taken.lookupKey, taken.passwordHash, 2);
    await storage.accounts.setDemo(demo.id, false);
    await storage.accounts.setModels(demo.id, ['pump']);

    expect(await seed(storage, [entry('acme', 'pump'), entry('globex', 'bags')])).toEqual([]);
    expect(await storage.accounts.findByName('ward-7')).toEqual(ward);
    expect(await modelsOf(storage, 'demo')).toEqual(['pump']);
    expect((await findAccountByAuthKey(storage, secret, authKeyOf('demo'))).ok).toBe(false);
    expect((await findAccountByAuthKey(storage, secret, authKeyOf('operator chose this'))).ok).toBe(true);
  });
});

describe('demo accounts of an existing database when the app starts', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('demo mode: "demo" sees every line of the compiled catalogue', async () => {
    const storage = await openSqliteStorage(':memory:');
    // A database made when the catalogue had only its first line.
    await seed(storage, fixtureCatalogue().slice(0, 1));
    t = await createTestApp({ env: { SESSION_SECRET: secret.repeat(8) }, build: { storage } });
    const cookie = await signIn(t.app, 'demo');
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/catalogue', headers: { cookie } });
    expect(catalogue.json<CatalogueEntry[]>().map((line) => line.model)).toEqual(
      fixtureCatalogue().map((line) => line.model),
    );
  });

  it('production: demo accounts stay disabled and keep their models', async () => {
    const storage = await openSqliteStorage(':memory:');
    const productionSecret = 's'.repeat(64);
    await seedDemoAccounts(storage, productionSecret, fixtureCatalogue().slice(0, 1), 1, testScryptCost);
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: productionSecret,
        SUPPORT_PHONE: '1-855-000-0000',
        SUPPORT_EMAIL: 'help@example.org',
        EIFU_PASSWORD: 'eifu',
        LEARNING_LIBRARY_URL: 'https://learning.example.org/',
      },
      build: { storage },
    });
    const demo = await storage.accounts.findByName('demo');
    expect(demo?.disabled).toBe(true);
    expect(demo?.models).toEqual([fixtureCatalogue()[0]?.model]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { authKey: authKeyOf('demo') },
    });
    expect(refused.statusCode).toBe(401);
  });
});
