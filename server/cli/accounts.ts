import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import environmentSchema from '../../schema/environment.schema.json' with { type: 'json' };
import {
  auditCsvHeader,
  auditCsvRow,
  auditKinds,
  auditTextLine,
  downloadsCsvHeader,
  downloadsCsvRow,
  downloadsTextHeader,
  downloadsTextLine,
  neutralise,
  parseTime,
} from '../audit/audit-format';
import { pruneAuditEvents } from '../audit/audit-retention';
import {
  AccountActionError,
  accountNamePattern,
  addAccount,
  checkedModels,
  findAccount,
  OpenPaperCopiesError,
  removeAccount,
  revokeSessions,
  setAccountEnabled,
  setAccountModels,
  setAccountPassword,
} from '../auth/account-actions';
import { authKeyOf, findAccountByAuthKey } from '../auth/credentials';
import { minimumPasswordLength } from '../auth/password-policy';
import { sessionIdOf } from '../auth/session-manager';
import {
  issueSignInLink,
  linkAddress,
  linkStatus,
  plainHashLinkAllowed,
  revokeSignInLink,
  setPlainHashLink,
} from '../auth/sign-in-links';
import { loadCommandConfig } from '../config';
import { loadCompiledContent } from '../content/compiled-content';
import {
  paperCopyCsvHeader,
  paperCopyCsvRow,
  paperCopyTextHeader,
  paperCopyTextLine,
} from '../paper-copies/paper-copy-format';
import { pruneSentPaperCopies } from '../paper-copies/paper-copy-retention';
import { normaliseReference } from '../paper-copies/reference';
import { openStorage } from '../storage/open-storage';
import type { AccountRecord, AuditFilter, AuditKind, SessionRecord, SignInLinkRecord } from '../storage/records';
import { cliActions } from './cli-actions';
import type { CliDeps, CliIo } from './cli-deps';
import { cliStorageConfig } from './cli-storage';
import { customerUsage, isCustomerCommand, runCustomerCommand } from './customer-commands';
import { isLockoutCommand, lockoutUsage, runLockoutCommand } from './lockout-commands';
import { isOperatorCommand, operatorUsage, runOperatorCommand } from './operator-commands';
import { readPassword } from './read-password';
import { isSsoCommand, runSsoCommand, ssoUsage } from './sso-commands';
import { OutputFileError, writeLines } from './write-lines';

export const usage = `Usage: npm run accounts -- <command> [options]

Commands:
  add --name <name> --models <a,b>     create an account; password from stdin or a prompt
  list                                 list accounts (no secrets)
  set-password --name <name>           set a new password; ends the account's sessions
  set-models --name <name> --models <a,b>
                                       change the product lines the account may see
  disable --name <name>                refuse sign-in and end the account's sessions
  enable --name <name>                 allow sign-in again
  remove --name <name> [--discard-open-requests]
                                       delete the account, its sessions and its paper-copy
                                       requests (audit rows keep its name). Refused while
                                       it has requests not sent yet, naming them: send them
                                       and mark them done first, or delete them unsent
                                       with --discard-open-requests
  link --name <name> [--base-url <url>] [--path <page>]
                                       print a deep link that signs in with ?auth=
                                       (password from stdin or a prompt; the link is a password)
  link-issue --name <name> [--days <n>] [--label <text>] [--base-url <url>] [--path <page>]
                                       issue a sign-in link signed by the server, without
                                       the password: it expires after <n> days (default
                                       30, at most 365) and can be revoked on its own.
                                       Printed once; the server keeps only its hash
  links --name <name>                  the account's issued links: id, status, label,
                                       issued (when, by whom), expires, last used
  link-revoke --name <name> --link <id>
                                       revoke one issued link (id from \`links\`)
  plain-link --name <name> --set <allowed|refused|default>
                                       whether the plain-hash ?auth= link (the password's
                                       key) signs in to the account; default follows
                                       PLAIN_SIGN_IN_LINKS. Password sign-in is unaffected
  sessions --name <name>               the account's active sessions: id, started, last
                                       seen, address, browser
  revoke --name <name> [--session <id>]
                                       end one session (id from \`sessions\`) or all of them
${customerUsage}
${ssoUsage}
${lockoutUsage}
  audit [--from <time>] [--to <time>] [--account <name>] [--kind <k,k>]
        [--operator <name>] [--limit <n>] [--csv] [--output <file>]
                                       audit events, oldest first; with no filter the
                                       last 50. --operator: a console operator, or
                                       cli:<system user> for these commands.
                                       Kinds: ${auditKinds.join(', ')}
  audit --prune                        delete events older than AUDIT_RETENTION_DAYS
                                       (the server also does this daily)
  downloads [--from <time>] [--to <time>] [--account <name>] [--csv] [--output <file>]
                                       downloads per document (a download is a whole
                                       delivery or a range from byte 0; continuations
                                       are counted as deliveries only)
  requests [--open] [--csv] [--output <file>]
                                       paper-copy requests, oldest first: reference,
                                       document, copies and where to send them
  requests --done <reference>          mark a paper-copy request as sent (audited)
  requests --purge [--older-than <days>]
                                       delete requests marked sent more than
                                       PAPER_COPY_RETENTION_DAYS (or <days>) ago; open
                                       ones are kept (the server also does this daily)
${operatorUsage}
  help                                 this text

Times: 2025-03-01 (midnight UTC), 2025-03-01T08:00:00Z, or an age such as 90m, 24h, 7d.
--from is inclusive, --to exclusive. --output writes a new file (mode 600) instead of
printing; it refuses an existing file or a symbolic link.
New passwords need at least ${minimumPasswordLength} characters and must not be a common password.
Printed and exported values have control characters shown as \\u{..} escapes; CSV cells
that a spreadsheet would read as a formula start with an apostrophe.

Passwords and client secrets are never accepted as arguments. Pipe one in, e.g.
  printf '%s' "$PASSWORD" | npm run accounts -- add --name ward-7 --models <model>
Configuration (DATABASE_PATH, SESSION_SECRET, CONTENT_BUILD_DIR, ...) comes from the environment, as for the server.`;

class UsageError extends Error {}

function parseModels(value: string | undefined): string[] {
  if (!value) throw new UsageError('--models is required (comma-separated model keys)');
  return value.split(',');
}

function describeSession(session: SessionRecord): string {
  return [
    sessionIdOf(session),
    `started ${new Date(session.createdAt).toISOString()}`,
    `last seen ${new Date(session.lastSeenAt).toISOString()}`,
    session.clientAddress ?? '-',
    session.userAgent ?? '-',
  ]
    .map((field) => neutralise(field))
    .join('\t');
}

/** A number of days for --older-than, up to the longest retention there is; 0 means every request marked sent. */
function wholeDays(text: string): number {
  const { maximum } = environmentSchema.properties.PAPER_COPY_RETENTION_DAYS;
  const days = Number(text);
  if (!/^\d+$/.test(text) || days > maximum) {
    throw new UsageError(`--older-than must be a whole number of days from 0 to ${maximum}`);
  }
  return days;
}

/** A positive whole number given as an option. */
function wholeNumber(option: string, text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`${option} must be a positive whole number`);
  }
  return value;
}

function describeLink(link: SignInLinkRecord, now: number): string {
  const time = (value: number | null) => (value === null ? '-' : new Date(value).toISOString());
  return [
    String(link.id),
    linkStatus(link, now),
    link.label ?? '-',
    `issued ${time(link.createdAt)} by ${link.createdBy}`,
    `expires ${time(link.expiresAt)}`,
    `last used ${time(link.lastUsedAt)}`,
  ]
    .map((field) => neutralise(field))
    .join('\t');
}

function describe(account: AccountRecord): string {
  const changed = new Date(account.passwordChangedAt).toISOString();
  return `${account.name}\t${account.models.join(',')}\t${account.disabled ? 'disabled' : 'enabled'}\tpassword changed ${changed}`;
}

type FilterOptions = Partial<Record<'from' | 'to' | 'account' | 'kind' | 'operator' | 'limit', string>>;

function auditFilterOf(values: FilterOptions, now: number): AuditFilter {
  const filter: AuditFilter = {};
  for (const edge of ['from', 'to'] as const) {
    const text = values[edge];
    if (text === undefined) continue;
    const time = parseTime(text, now);
    if (time === undefined) {
      throw new UsageError(
        `--${edge} must be a date (2025-03-01), a date-time (2025-03-01T08:00:00Z) or an age (24h, 7d)`,
      );
    }
    filter[edge] = time;
  }
  if (filter.from !== undefined && filter.to !== undefined && filter.from >= filter.to) {
    throw new UsageError('--from must be before --to');
  }
  if (values.account !== undefined) filter.account = values.account;
  if (values.operator !== undefined) filter.operator = values.operator;
  if (values.kind !== undefined) {
    const kinds = values.kind.split(',').map((kind) => kind.trim());
    const unknown = kinds.filter((kind) => !auditKinds.includes(kind as AuditKind));
    if (unknown.length > 0) {
      throw new UsageError(`Unknown kind(s): ${unknown.join(', ')}. Valid kinds: ${auditKinds.join(', ')}`);
    }
    filter.kinds = kinds as AuditKind[];
  }
  if (values.limit !== undefined) {
    const limit = Number(values.limit);
    if (!/^\d+$/.test(values.limit) || !Number.isSafeInteger(limit) || limit < 1) {
      throw new UsageError('--limit must be a positive whole number');
    }
    filter.limit = limit;
  }
  return filter;
}

export async function runAccountsCli(argv: string[], io: CliIo, deps: CliDeps): Promise<number> {
  if (isOperatorCommand(argv[0])) return runOperatorCommand(argv, io, deps);
  if (isCustomerCommand(argv[0])) return runCustomerCommand(argv, io, deps);
  if (isSsoCommand(argv[0])) return runSsoCommand(argv, io, deps);
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
        days: { type: 'string' },
        label: { type: 'string' },
        link: { type: 'string' },
        set: { type: 'string' },
        limit: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        account: { type: 'string' },
        kind: { type: 'string' },
        operator: { type: 'string' },
        csv: { type: 'boolean' },
        output: { type: 'string' },
        session: { type: 'string' },
        prune: { type: 'boolean' },
        open: { type: 'boolean' },
        done: { type: 'string' },
        purge: { type: 'boolean' },
        'older-than': { type: 'string' },
        'discard-open-requests': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, ...extra] = positionals;
    if (values.help || command === undefined || command === 'help') {
      io.out(usage);
      return command === undefined && !values.help ? 1 : 0;
    }
    if (isLockoutCommand(command) && extra.length <= 1) return await runLockoutCommand(command, extra[0], io, deps);
    if (extra.length > 0)
      throw new UsageError(`Unexpected argument(s): ${extra.join(' ')} (passwords are read from stdin)`);

    const actions = await cliActions(deps);
    const { secret } = actions;
    const named = async (): Promise<AccountRecord> => {
      if (!values.name) throw new UsageError('--name is required');
      return findAccount(storage, values.name);
    };

    switch (command) {
      case 'add': {
        if (!values.name || !accountNamePattern.test(values.name)) {
          throw new UsageError('--name is required: letters, digits, dot, dash or underscore, up to 64 characters');
        }
        if (await storage.accounts.findByName(values.name))
          throw new UsageError(`An account named "${values.name}" exists`);
        // Checked before the password is asked for, so a typo costs no typing.
        const models = checkedModels(parseModels(values.models), deps.modelKeys);
        const account = await addAccount(actions, {
          name: values.name,
          models,
          password: await io.readPassword('new'),
        });
        io.out(`Created account "${account.name}" for ${account.models.join(', ')}`);
        return 0;
      }
      case 'list': {
        const accounts = await storage.accounts.list();
        io.out(accounts.length === 0 ? 'No accounts' : accounts.map(describe).join('\n'));
        return 0;
      }
      case 'set-password': {
        const account = await named();
        await setAccountPassword(actions, account, await io.readPassword('new'));
        io.out(`Password of "${account.name}" changed; its sessions were ended`);
        return 0;
      }
      case 'set-models': {
        const account = await named();
        const models = await setAccountModels(actions, account, parseModels(values.models));
        io.out(`"${account.name}" may now see ${models.join(', ')}`);
        return 0;
      }
      case 'disable':
      case 'enable': {
        const account = await named();
        await setAccountEnabled(actions, account, command === 'enable').catch((error: unknown) => {
          if (!(error instanceof AccountActionError)) throw error;
          throw new UsageError(`${error.message} (set-password)`);
        });
        io.out(
          command === 'disable' ? `Disabled "${account.name}" and ended its sessions` : `Enabled "${account.name}"`,
        );
        return 0;
      }
      case 'remove': {
        const account = await named();
        const removed = await removeAccount(actions, account, {
          discardOpenRequests: values['discard-open-requests'] === true,
        }).catch((error: unknown) => {
          if (!(error instanceof OpenPaperCopiesError)) throw error;
          throw new UsageError(
            `${error.message}. ` +
              'Send them and mark them done (`requests --done <reference>`) before removing the account, ' +
              'or add --discard-open-requests to delete them unsent with it.',
          );
        });
        const unsent = removed.openPaperCopies > 0 ? ` (${removed.openPaperCopies} not sent)` : '';
        io.out(`Removed "${account.name}" and its ${removed.paperCopies} paper-copy request(s)${unsent}`);
        return 0;
      }
      case 'link': {
        const account = await named();
        const authKey = authKeyOf(await io.readPassword('existing'));
        const result = await findAccountByAuthKey(storage, secret, authKey, { now: deps.now() });
        if (!result.ok || result.account.id !== account.id)
          throw new UsageError(`That is not the password of "${account.name}"`);
        io.out(linkAddress(values['base-url'] ?? config.publicOrigin, authKey, values.path));
        io.err('Anyone with this link can sign in as this account: share it like the password.');
        return 0;
      }
      case 'link-issue': {
        const account = await named();
        const days = values.days === undefined ? undefined : wholeNumber('--days', values.days);
        const { link, token } = await issueSignInLink(actions, account, { days, label: values.label });
        const base = values['base-url'] ?? config.publicOrigin;
        io.out(linkAddress(base, token, values.path));
        io.err(
          `Link ${link.id} of "${account.name}" expires ${new Date(link.expiresAt).toISOString()}; ` +
            `revoke it with \`link-revoke --name ${account.name} --link ${link.id}\`. It is shown only now.`,
        );
        return 0;
      }
      case 'links': {
        const account = await named();
        const links = await storage.signInLinks.listForAccount(account.id);
        io.out(
          links.length === 0
            ? `"${account.name}" has no issued sign-in links`
            : links.map((link) => describeLink(link, deps.now())).join('\n'),
        );
        return 0;
      }
      case 'link-revoke': {
        const account = await named();
        if (values.link === undefined) throw new UsageError('--link is required (an id from `links`)');
        await revokeSignInLink(actions, account, wholeNumber('--link', values.link));
        io.out(`Revoked sign-in link ${values.link} of "${account.name}"`);
        return 0;
      }
      case 'plain-link': {
        const account = await named();
        const setting = values.set;
        if (setting !== 'allowed' && setting !== 'refused' && setting !== 'default') {
          throw new UsageError('--set must be allowed, refused or default');
        }
        await setPlainHashLink(actions, account, setting === 'default' ? null : setting);
        const allowed = plainHashLinkAllowed(
          { ...account, plainHashLink: setting === 'default' ? null : setting },
          config.plainSignInLinks,
        );
        io.out(`The plain-hash link ${allowed ? 'signs in to' : 'is refused for'} "${account.name}" (${setting})`);
        return 0;
      }
      case 'sessions': {
        const account = await named();
        const sessions = await storage.sessions.listForAccount(account.id);
        io.out(
          sessions.length === 0 ? `"${account.name}" has no active sessions` : sessions.map(describeSession).join('\n'),
        );
        return 0;
      }
      case 'revoke': {
        const account = await named();
        const chosen = await revokeSessions(actions, account, values.session).catch((error: unknown) => {
          if (!(error instanceof AccountActionError && error.reason === 'not-found')) throw error;
          throw new UsageError(`${error.message} (see \`sessions --name ${account.name}\`)`);
        });
        io.out(`Ended ${chosen.length} session(s) of "${account.name}"`);
        return 0;
      }
      case 'audit': {
        if (values.prune) {
          const removed = await pruneAuditEvents(storage, config.auditRetentionDays, deps.now());
          io.out(
            `Removed ${removed} audit event(s) older than ${config.auditRetentionDays} days (AUDIT_RETENTION_DAYS)`,
          );
          return 0;
        }
        const filter = auditFilterOf(values, deps.now());
        const filtered = Object.keys(filter).some((key) => key !== 'limit');
        // Without a filter: the last events (default 50), still printed oldest first.
        const rows = filtered
          ? storage.audit.query(filter)
          : (await storage.audit.recent(filter.limit ?? 50)).reverse();
        await writeLines(io, values.output, async function* () {
          if (values.csv) yield auditCsvHeader;
          let count = 0;
          for await (const event of rows) {
            count++;
            yield values.csv ? auditCsvRow(event) : auditTextLine(event);
          }
          if (!values.csv && count === 0) yield 'No audit events match';
        });
        return 0;
      }
      case 'downloads': {
        const { from, to, account } = auditFilterOf(values, deps.now());
        const counts = await storage.audit.downloadCounts({ from, to, account });
        await writeLines(io, values.output, async function* () {
          yield values.csv ? downloadsCsvHeader : downloadsTextHeader;
          for (const count of counts) yield values.csv ? downloadsCsvRow(count) : downloadsTextLine(count);
        });
        return 0;
      }
      case 'requests': {
        if (values['older-than'] !== undefined && !values.purge) throw new UsageError('--older-than goes with --purge');
        if (values.purge) {
          if (values.done !== undefined) throw new UsageError('--purge and --done cannot be combined');
          const days =
            values['older-than'] === undefined ? config.paperCopyRetentionDays : wholeDays(values['older-than']);
          const removed = await pruneSentPaperCopies(storage, days, deps.now());
          const setting = values['older-than'] === undefined ? ' (PAPER_COPY_RETENTION_DAYS)' : '';
          io.out(`Removed ${removed} paper-copy request(s) marked sent more than ${days} days ago${setting}`);
          return 0;
        }
        if (values.done !== undefined) {
          const reference = normaliseReference(values.done);
          const request = await storage.paperCopies.findByReference(reference);
          if (!request)
            throw new UsageError(`No paper-copy request "${neutralise(values.done)}" (see \`requests --open\`)`);
          if (!(await storage.paperCopies.markDone(reference, deps.now()))) {
            throw new UsageError(
              `${reference} was marked done already, at ${new Date(request.doneAt ?? 0).toISOString()}`,
            );
          }
          // The reference alone: who asked and where to stay in the request's row, out of the audit log.
          await storage.audit.write({
            time: deps.now(),
            kind: 'paper-copy-closed',
            account: request.account,
            clientAddress: 'operator',
            requestId: 'accounts-cli',
            userAgent: null,
            detail: `${reference}: marked sent by an operator`,
          });
          io.out(`Marked ${reference} done`);
          return 0;
        }
        const requests = await storage.paperCopies.list(values.open ? { status: 'open' } : {});
        await writeLines(io, values.output, async function* () {
          if (!values.csv && requests.length === 0) {
            yield values.open ? 'No open paper-copy requests' : 'No paper-copy requests';
            return;
          }
          yield values.csv ? paperCopyCsvHeader : paperCopyTextHeader;
          for (const request of requests) yield values.csv ? paperCopyCsvRow(request) : paperCopyTextLine(request);
        });
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}"\n\n${usage}`);
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof AccountActionError || error instanceof OutputFileError) {
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
  const [first] = process.argv.slice(2);
  if (first === undefined || first === 'help' || first === '--help' || first === '-h') {
    console.log(usage);
    process.exitCode = first === undefined ? 1 : 0;
    return;
  }
  const config = loadCommandConfig();
  const storage = await openStorage(cliStorageConfig(config, 'accounts-cli'));
  try {
    const { modelKeys, languages } = loadCompiledContent(config.contentBuildDir);
    const io: CliIo = {
      readPassword,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    };
    process.exitCode = await runAccountsCli(process.argv.slice(2), io, {
      config,
      storage,
      modelKeys,
      languages: languages.map((language) => language.code),
      now: Date.now,
    });
  } finally {
    await storage.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
