/**
 * The customer commands of `npm run accounts`: an account's details as a customer (hospital,
 * customer number, country, language, contact, notes) and the day its access ends, shown and set
 * through the same action as the console's, audited as `account-details-set` under
 * `cli:<system user>`.
 */
import { parseArgs } from 'node:util';
import { accessEndsField, customerFields } from '../../engine/shared/console/customer-fields';
import { neutralise } from '../audit/audit-format';
import { AccountActionError, findAccount, setAccountDetails } from '../auth/account-actions';
import { accessEndsOnOf, type DetailsInput } from '../customers/customer-details';
import type { AccountRecord } from '../storage/records';
import { cliActions } from './cli-actions';
import type { CliDeps, CliIo } from './cli-deps';

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
                                       sessions end (audited)`;

const customerCommands = ['details', 'set-details'] as const;

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

export async function runCustomerCommand(argv: string[], io: CliIo, deps: CliDeps): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        ...Object.fromEntries(detailOptions.map(({ option }) => [option, { type: 'string' as const }])),
      },
    });
    const given = values as Record<string, string | undefined>;
    const [command, ...extra] = positionals;
    if (extra.length > 0) throw new CustomerUsageError(`Unexpected argument(s): ${extra.join(' ')}`);
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
    if (error instanceof CustomerUsageError || error instanceof AccountActionError) {
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
