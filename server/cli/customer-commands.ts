/**
 * The customer commands of `npm run accounts`: an account's details as a customer (hospital,
 * customer number, country, language, contact, notes) and the day its access ends, shown and set
 * through the same action as the console's, audited as `account-details-set` under
 * `cli:<system user>`; and accounts imported from a CSV file, checked whole first.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  accessEndsField,
  customerFields,
  importColumns,
  maxImportLength,
  maxImportRows,
} from '../../engine/shared/console/customer-fields';
import { neutralise } from '../audit/audit-format';
import { AccountActionError, findAccount, setAccountDetails } from '../auth/account-actions';
import { checkImport, describeImportProblem, ImportProblemsError, importAccounts } from '../customers/account-import';
import { accessEndsOnOf, type DetailsInput } from '../customers/customer-details';
import type { AccountRecord } from '../storage/records';
import { cliActions } from './cli-actions';
import type { CliDeps, CliIo } from './cli-deps';
import { OutputFileError, writeLines } from './write-lines';

/** A detail's option: its CSV column with dashes, `--hospital-name`. */
const optionOf = (column: string) => column.replaceAll('_', '-');
const detailOptions = [...customerFields, accessEndsField].map((field) => ({
  key: field.key,
  option: optionOf(field.column),
}));

export const customerUsage = `  details --name <name>                the account's customer details and access end
  set-details --name <name> [--hospital-name <text>] [--customer-number <text>]
        [--country <XX>] [--language <code>] [--contact-name <text>]
        [--contact-email <address>] [--notes <text>] [--access-ends-on <YYYY-MM-DD|none>]
                                       set the details given, keep the others ('' clears
                                       one); --country is ISO 3166-1 alpha-2, --language one
                                       of the site's. From 00:00 UTC of --access-ends-on the
                                       account signs in no more, by any way, and its
                                       sessions end (audited)
  import --file <accounts.csv> [--dry-run] [--output <file>]
                                       accounts from a CSV file (UTF-8, the first line naming
                                       the columns: ${importColumns.join(',')};
                                       README.md, Importing accounts). Every problem is listed
                                       at its line and column, and nothing is made unless every
                                       row is right; --dry-run only checks. Up to ${maxImportRows} accounts.
                                       Each new account's generated password is printed once,
                                       as CSV (name,password), or written to --output (mode 600)`;

const customerCommands = ['details', 'set-details', 'import'] as const;

type CustomerCommand = (typeof customerCommands)[number];

export function isCustomerCommand(command: string | undefined): command is CustomerCommand {
  return customerCommands.includes(command as CustomerCommand);
}

class CustomerUsageError extends Error {}

function describeCustomer(account: AccountRecord, now: number): string[] {
  const lines = customerFields.map((field) => `${field.label}: ${neutralise(account.details[field.key] ?? '-')}`);
  const end = accessEndsOnOf(account.accessEndsAt);
  const ended = account.accessEndsAt !== null && account.accessEndsAt <= now;
  lines.push(
    `${accessEndsField.label}: ${end === null ? '-' : `${end}${ended ? ' (ended: it signs in no more)' : ''}`}`,
  );
  return [account.name, ...lines.map((line) => `  ${line}`)];
}

/** The CSV file's text; a file that is not UTF-8 keeps its bytes as U+FFFD, which the check names. */
function readImportFile(path: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new CustomerUsageError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  if (text.length > maxImportLength) {
    throw new CustomerUsageError(`${path} is longer than an import takes (${maxImportLength} characters): split it`);
  }
  return text;
}

async function runImport(
  values: Record<string, string | boolean | undefined>,
  io: CliIo,
  deps: CliDeps,
): Promise<number> {
  const file = values.file;
  if (typeof file !== 'string') throw new CustomerUsageError('--file is required (a CSV file)');
  if (!deps.languages) throw new Error("The site's languages were not loaded");
  const text = readImportFile(file);
  const output = typeof values.output === 'string' ? values.output : undefined;
  if (values['dry-run'] === true) {
    const checked = await checkImport(deps.storage, text, { modelKeys: deps.modelKeys, languages: deps.languages });
    if (checked.problems.length > 0) throw new ImportProblemsError(checked.problems);
    for (const row of checked.rows) io.out(`line ${row.line}: ${row.name}\t${row.models.join(',')}`);
    io.err(`${checked.rows.length} account(s) would be made; nothing was written.`);
    return 0;
  }
  const imported = await importAccounts(await cliActions(deps), text, deps.languages);
  await writeLines(io, output, async function* () {
    yield 'name,password';
    for (const account of imported) yield `${account.name},${account.password}`;
  });
  io.err(
    `Imported ${imported.length} account(s). Their passwords are shown only now: give each to its hospital by a safe way.`,
  );
  return 0;
}

export async function runCustomerCommand(argv: string[], io: CliIo, deps: CliDeps): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        file: { type: 'string' },
        'dry-run': { type: 'boolean' },
        output: { type: 'string' },
        ...Object.fromEntries(detailOptions.map(({ option }) => [option, { type: 'string' as const }])),
      },
    });
    const given = values as Record<string, string | boolean | undefined>;
    const [command, ...extra] = positionals;
    if (extra.length > 0) throw new CustomerUsageError(`Unexpected argument(s): ${extra.join(' ')}`);
    if (command === 'import') return await runImport(given, io, deps);
    if (!values.name) throw new CustomerUsageError('--name is required');
    const account = await findAccount(deps.storage, values.name);
    if (command === 'details') {
      for (const line of describeCustomer(account, deps.now())) io.out(line);
      return 0;
    }
    const input: DetailsInput = {};
    for (const { key, option } of detailOptions) {
      const value = given[option];
      if (typeof value !== 'string') continue;
      input[key] = key === accessEndsField.key && value.trim().toLowerCase() === 'none' ? null : value;
    }
    if (Object.keys(input).length === 0) {
      throw new CustomerUsageError(
        `Give at least one of ${detailOptions.map(({ option }) => `--${option}`).join(', ')}`,
      );
    }
    if (!deps.languages) throw new Error("The site's languages were not loaded");
    const changed = await setAccountDetails(await cliActions(deps), account, input, deps.languages);
    if (changed === account) io.out(`"${account.name}" already has those details`);
    else for (const line of describeCustomer(changed, deps.now())) io.out(line);
    return 0;
  } catch (error) {
    if (error instanceof ImportProblemsError) {
      for (const problem of error.problems) io.err(describeImportProblem(problem));
      io.err(error.message);
      return 1;
    }
    if (
      error instanceof CustomerUsageError ||
      error instanceof AccountActionError ||
      error instanceof OutputFileError
    ) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      io.err(`${error.message}\n\n${customerUsage}`);
      return 1;
    }
    throw error;
  }
}
