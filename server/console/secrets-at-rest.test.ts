/**
 * What a copy of the database gives away of an operator's second factor, on every engine: rows
 * read directly, as from a backup or a dump, hold neither the authenticator key nor anything that
 * makes its codes, and the recovery codes only as salted slow hashes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { runAccountsCli } from '../cli/accounts';
import { loadConfig } from '../config';
import { openDatabase } from '../storage/open-storage';
import { openPostgresStorage } from '../storage/postgres-storage';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { postgresSkipReason, type ThrowawaySchema, throwawaySchema } from '../testing/postgres-database';
import { postgresOptions } from '../testing/storage-engines';
import { testScryptCost } from '../testing/test-app';
import { recoveryCodeHash } from './recovery-codes';
import { totpCodeAt } from './totp';

const now = Date.UTC(2026, 10, 27, 12, 0, 10);
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_PATH: ':memory:',
  SESSION_SECRET: 'a session secret kept in the environment, not the database',
});

let cleanUp: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanUp.reverse()) await step();
  cleanUp = [];
});

/** A store, and the place its database is at: a SQLite file, or a PostgreSQL schema's URL. */
const engines = [
  {
    name: 'SQLite',
    skip: false,
    async open(): Promise<{ storage: Storage; target: string }> {
      const folder = mkdtempSync(join(tmpdir(), 'operator-secrets-'));
      cleanUp.push(async () => rmSync(folder, { recursive: true, force: true }));
      const target = join(folder, 'portal.sqlite');
      return { storage: await openSqliteStorage(target), target };
    },
  },
  {
    name: 'PostgreSQL',
    skip: postgresSkipReason !== undefined,
    async open(): Promise<{ storage: Storage; target: string }> {
      const schema: ThrowawaySchema = await throwawaySchema();
      cleanUp.push(() => schema.drop());
      return { storage: await openPostgresStorage(postgresOptions(schema.url)), target: schema.url };
    },
  },
];

describe.each(engines)('on $name', (engine) => {
  it.skipIf(engine.skip)(
    'a copy of the database does not give the authenticator key or the recovery codes',
    async () => {
      const { storage, target } = await engine.open();
      cleanUp.push(() => storage.close());
      const out: string[] = [];
      const passwords = ['correct horse battery staple'];
      const io = {
        readPassword: async () => passwords.shift() ?? '',
        out: (line: string) => void out.push(line),
        err: () => {},
      };
      const deps = { config, storage, modelKeys: [], now: () => now, scryptCost: testScryptCost };
      expect(await runAccountsCli(['operator-add', '--name', 'ann', '--role', 'admin'], io, deps)).toBe(0);
      const address = out.find((line) => line.startsWith('otpauth://'));
      const key = new URL(address ?? 'otpauth://totp/none').searchParams.get('secret') ?? '';
      const codes = out.filter((line) => /^ {2}[a-z2-9-]{14}$/.test(line)).map((line) => line.trim());
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      expect(codes).toHaveLength(10);

      // The copy: the rows as another connection reads them, without the server or its secret.
      const copy = await openDatabase(target, { databasePoolSize: 4, databaseStatementTimeoutMs: 5000 });
      cleanUp.push(() => copy.db.destroy());
      const row = await copy.db.selectFrom('operators').selectAll().where('name', '=', 'ann').executeTakeFirstOrThrow();
      const hashes = (await copy.db.selectFrom('operator_recovery_codes').select('code_hash').execute()).map(
        (code) => code.code_hash,
      );
      const dump = JSON.stringify({ row, hashes });

      expect(dump).not.toContain(key);
      expect(dump.toLowerCase()).not.toContain(key.toLowerCase());
      // Nothing in the row makes the current code when used as the key.
      const current = totpCodeAt(key, now);
      for (const part of [row.totp_secret, ...row.totp_secret.split('$')]) {
        const made = (() => {
          try {
            return totpCodeAt(Secret.fromBase32(part.toUpperCase()).base32, now);
          } catch {
            return undefined;
          }
        })();
        expect(made).not.toBe(current);
      }
      // The recovery codes: neither in clear nor as the bare SHA-256 a dictionary finds them by.
      for (const code of codes) {
        expect(dump).not.toContain(code);
        expect(dump).not.toContain(recoveryCodeHash(code));
      }
      expect(hashes).toHaveLength(10);
      for (const hash of hashes) expect(hash).toMatch(/^scrypt\$/);
      expect(new Set(hashes).size).toBe(10);
    },
  );
});
