/**
 * Operator CLI for customer accounts: `npm run accounts -- <command> [options]`.
 * Passwords are read from stdin or a hidden prompt, never from arguments. Model keys are
 * checked against the compiled catalogue, the only list of valid models.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { authKeyOf, checkAuthKey, credentialFor } from '../accounts/credentials';
import type { ScryptCost } from '../accounts/password-hash';
import { resolveSessionSecret } from '../accounts/session-secret';
import { type Config, loadConfig } from '../config';
import { loadCompiledContent } from '../content/compiled-content';
import { openSqliteStorage } from '../storage/sqlite-storage';
import { type AccountRecord, DuplicateAccountError, type Storage } from '../storage/storage';
import { readPassword } from './read-password';

export const usage = `Usage: npm run accounts -- <command> [options]

Commands:
  add --name <name> --models <a,b>     create an account; password from stdin or a prompt
  list                                 list accounts (no secrets)
  set-password --name <name>           set a new password; ends the account's sessions
  set-models --name <name> --models <a,b>
                                       change the product lines the account may see
  disable --name <name>                refuse sign-in and end the account's sessions
  enable --name <name>                 allow sign-in again
  remove --name <name>                 delete the account (audit rows keep its name)
  link --name <name> [--base-url <url>] [--path <page>]
                                       print a deep link that signs in with ?auth=
                                       (password from stdin or a prompt; the link is a password)
  audit [--limit <n>]                  show recent audit events

Passwords are never accepted as arguments. Pipe one in, e.g.
  printf '%s' "$PASSWORD" | npm run accounts -- add --name ward-7 --models <model>
Configuration (DATABASE_PATH, SESSION_SECRET, CONTENT_BUILD_DIR, ...) comes from the environment, as for the server.`;

export const minimumPasswordLength = 8;

export interface CliIo {
  readPassword(purpose: 'new' | 'existing'): Promise<string>;
  out(line: string): void;
  err(line: string): void;
}

export interface CliDeps {
  config: Config;
  storage: Storage;
  /** Valid model keys, in catalogue order. */
  modelKeys: string[];
  now: () => number;
  scryptCost?: ScryptCost;
}

class UsageError extends Error {}

function parseModels(value: string | undefined, valid: readonly string[]): string[] {
  if (!value) throw new UsageError('--models is required (comma-separated model keys)');
  const models = [
    ...new Set(
      value
        .split(',')
        .map((model) => model.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = models.filter((model) => !valid.includes(model));
  if (unknown.length > 0 || models.length === 0) {
    throw new UsageError(
      `Unknown model key(s): ${unknown.join(', ') || '(none given)'}. Valid keys: ${valid.join(', ')}`,
    );
  }
  return models;
}

async function newPassword(io: CliIo): Promise<string> {
  const password = await io.readPassword('new');
  if (password.length < minimumPasswordLength) {
    throw new UsageError(`The password must have at least ${minimumPasswordLength} characters`);
  }
  return password;
}

function describe(account: AccountRecord): string {
  const changed = new Date(account.passwordChangedAt).toISOString();
  return `${account.name}\t${account.models.join(',')}\t${account.disabled ? 'disabled' : 'enabled'}\tpassword changed ${changed}`;
}

export async function runAccountsCli(argv: string[], io: CliIo, deps: CliDeps): Promise<number> {
  const { storage, config } = deps;
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        models: { type: 'string' },
        'base-url': { type: 'string' },
        path: { type: 'string' },
        limit: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, ...extra] = positionals;
    if (values.help || command === undefined || command === 'help') {
      io.out(usage);
      return command === undefined && !values.help ? 1 : 0;
    }
    if (extra.length > 0)
      throw new UsageError(`Unexpected argument(s): ${extra.join(' ')} (passwords are read from stdin)`);

    const { secret } = resolveSessionSecret(config, storage);
    const named = (): AccountRecord => {
      if (!values.name) throw new UsageError('--name is required');
      const account = storage.accounts.findByName(values.name);
      if (!account) throw new UsageError(`No account named "${values.name}"`);
      return account;
    };

    switch (command) {
      case 'add': {
        if (!values.name || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(values.name)) {
          throw new UsageError('--name is required: letters, digits, dot, dash or underscore, up to 64 characters');
        }
        if (storage.accounts.findByName(values.name)) throw new UsageError(`An account named "${values.name}" exists`);
        const models = parseModels(values.models, deps.modelKeys);
        const credential = await credentialFor(secret, authKeyOf(await newPassword(io)), deps.scryptCost);
        storage.accounts.create({ name: values.name, models, ...credential, now: deps.now() });
        io.out(`Created account "${values.name}" for ${models.join(', ')}`);
        return 0;
      }
      case 'list': {
        const accounts = storage.accounts.list();
        io.out(accounts.length === 0 ? 'No accounts' : accounts.map(describe).join('\n'));
        return 0;
      }
      case 'set-password': {
        const account = named();
        const credential = await credentialFor(secret, authKeyOf(await newPassword(io)), deps.scryptCost);
        storage.accounts.setPassword(account.id, credential.lookupKey, credential.passwordHash, deps.now());
        io.out(`Password of "${account.name}" changed; its sessions were ended`);
        return 0;
      }
      case 'set-models': {
        const account = named();
        const models = parseModels(values.models, deps.modelKeys);
        storage.accounts.setModels(account.id, models);
        io.out(`"${account.name}" may now see ${models.join(', ')}`);
        return 0;
      }
      case 'disable':
      case 'enable': {
        const account = named();
        storage.accounts.setDisabled(account.id, command === 'disable');
        io.out(
          command === 'disable' ? `Disabled "${account.name}" and ended its sessions` : `Enabled "${account.name}"`,
        );
        return 0;
      }
      case 'remove': {
        const account = named();
        storage.accounts.remove(account.id);
        io.out(`Removed "${account.name}"`);
        return 0;
      }
      case 'link': {
        const account = named();
        const authKey = authKeyOf(await io.readPassword('existing'));
        const result = await checkAuthKey(storage, secret, authKey);
        if (!result.ok || result.account.id !== account.id)
          throw new UsageError(`That is not the password of "${account.name}"`);
        const base = (values['base-url'] ?? `http://${config.host}:${config.port}`).replace(/\/+$/, '');
        const path = values.path ?? '/login';
        io.out(`${base}${path.startsWith('/') ? path : `/${path}`}?auth=${authKey}`);
        io.err('Anyone with this link can sign in as this account: share it like the password.');
        return 0;
      }
      case 'audit': {
        const limit = Number(values.limit ?? 50);
        if (!Number.isSafeInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive whole number');
        for (const event of storage.audit.recent(limit)) {
          const fields = [new Date(event.time).toISOString(), event.kind, event.account ?? '-', event.clientAddress];
          io.out([...fields, event.detail ?? ''].join('\t'));
        }
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}"\n\n${usage}`);
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof DuplicateAccountError) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      io.err(`${error.message}\n\n${usage}`);
      return 1;
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const storage = openSqliteStorage(config.databasePath);
  try {
    const { modelKeys } = loadCompiledContent(config.contentBuildDir);
    const io: CliIo = {
      readPassword,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    };
    process.exitCode = await runAccountsCli(process.argv.slice(2), io, { config, storage, modelKeys, now: Date.now });
  } finally {
    storage.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
