import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authKeyOf, checkAuthKey } from '../accounts/credentials';
import { resolveSessionSecret } from '../accounts/session-secret';
import { loadConfig } from '../config';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { fixtureModels } from '../test-support/fixture-content';
import { testScryptCost } from '../test-support/test-app';
import { runAccountsCli } from './accounts';

let storage: Storage;
let out: string[];
let err: string[];
let passwords: string[];
const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: ':memory:' });

beforeEach(() => {
  storage = openSqliteStorage(':memory:');
  out = [];
  err = [];
  passwords = [];
});
afterEach(() => storage.close());

function run(...argv: string[]): Promise<number> {
  const io = {
    readPassword: async () => passwords.shift() ?? '',
    out: (line: string) => void out.push(line),
    err: (line: string) => void err.push(line),
  };
  const deps = {
    config,
    storage,
    modelKeys: [fixtureModels.first, fixtureModels.second],
    now: () => 1000,
    scryptCost: testScryptCost,
  };
  return runAccountsCli(argv, io, deps);
}

const secret = () => resolveSessionSecret(config, storage).secret;

describe('accounts CLI', () => {
  it('adds an account whose password then signs in', async () => {
    passwords.push('ward-seven-pass');
    expect(await run('add', '--name', 'ward-7', '--models', fixtureModels.first)).toBe(0);
    const result = await checkAuthKey(storage, secret(), authKeyOf('ward-seven-pass'));
    expect(result).toMatchObject({ ok: true, account: { name: 'ward-7', models: [fixtureModels.first] } });
  });

  it('refuses unknown model keys, listing the valid ones', async () => {
    passwords.push('ward-seven-pass');
    expect(await run('add', '--name', 'ward-7', '--models', 'nope')).toBe(1);
    expect(err[0]).toBe(`Unknown model key(s): nope. Valid keys: ${fixtureModels.first}, ${fixtureModels.second}`);
    expect(storage.accounts.list()).toEqual([]);
  });

  it('refuses short passwords and a password given as an argument', async () => {
    passwords.push('short');
    expect(await run('add', '--name', 'ward-7', '--models', fixtureModels.first)).toBe(1);
    expect(await run('add', '--name', 'ward-7', '--models', fixtureModels.first, 'my-password')).toBe(1);
    expect(err[1]).toContain('passwords are read from stdin');
    expect(await run('add', '--password', 'x')).toBe(1);
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
    const id = storage.accounts.findByName('ward-7')?.id ?? 0;
    const session = (tokenHash: string) =>
      storage.sessions.create({ tokenHash, accountId: id, createdAt: 1, lastSeenAt: 1 });

    session('a');
    expect(await run('disable', '--name', 'ward-7')).toBe(0);
    expect(storage.sessions.find('a')).toBeUndefined();
    expect(storage.accounts.findByName('ward-7')?.disabled).toBe(true);
    expect(await run('enable', '--name', 'ward-7')).toBe(0);

    session('b');
    passwords.push('another-password');
    expect(await run('set-password', '--name', 'ward-7')).toBe(0);
    expect(storage.sessions.find('b')).toBeUndefined();
    expect((await checkAuthKey(storage, secret(), authKeyOf('another-password'))).ok).toBe(true);

    expect(
      await run('set-models', '--name', 'ward-7', '--models', `${fixtureModels.first},${fixtureModels.second}`),
    ).toBe(0);
    expect(storage.accounts.findByName('ward-7')?.models).toEqual([fixtureModels.first, fixtureModels.second]);
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
});
