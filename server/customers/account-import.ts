/**
 * Customer accounts imported from a CSV file (RFC 4180, UTF-8, a first line naming the columns),
 * by the console and by `npm run accounts -- import`. The file is checked whole first, every
 * problem named at its line and column (an unknown product line, a name taken or given twice, an
 * e-mail, country, language or day that is not one), and nothing is written unless every row is
 * right: then all the accounts are made in one transaction, each with a generated password that
 * is answered once (the server keeps only its hash), each audited as `account-created`, and the
 * import as `accounts-imported` with the count.
 *
 * Passwords rather than sign-in links: the shared password is what a hospital's staff type on the
 * ward, as for an account made one at a time in the console; an issued link expires and leaves the
 * hospital without a password it knows. An operator who wants a link issues one afterwards.
 */
import pLimit from 'p-limit';
import {
  accessEndsField,
  type CustomerDetails,
  customerFields,
  importColumns,
  maxImportRows,
  noCustomerDetails,
} from '../../engine/shared/console/customer-fields';
import { type AccountActionContext, AccountActionError, accountNamePattern, record } from '../auth/account-actions';
import { authKeyOf, credentialFor, type HashRunner } from '../auth/credentials';
import { generatePassword } from '../auth/generated-password';
import { DuplicateAccountError } from '../storage/records';
import type { Storage } from '../storage/storage';
import { type CsvRecord, parseCsv } from './csv';
import { checkDetails, type DetailsInput } from './customer-details';

const nameColumn = 'name';
const modelsColumn = 'product_lines';

export interface ImportProblem {
  /** The file's line, from 1 (the first line names the columns). */
  line: number;
  /** The column the problem is in, by its name in the file's first line; null for the whole line. */
  column: string | null;
  message: string;
}

interface ImportRow {
  line: number;
  name: string;
  models: string[];
  details: CustomerDetails;
  accessEndsAt: number | null;
}

export interface ImportCheck {
  rows: ImportRow[];
  problems: ImportProblem[];
}

/** `line 3, contact_email: "x" is not a valid e-mail address`, as the command line prints it. */
export function describeImportProblem(problem: ImportProblem): string {
  return `line ${problem.line}${problem.column ? `, ${problem.column}` : ''}: ${problem.message}`;
}

/** The import was refused: `problems` says why, each at its line; nothing was written. */
export class ImportProblemsError extends AccountActionError {
  constructor(readonly problems: readonly ImportProblem[]) {
    super(
      `${problems.length} problem(s) in the file: nothing was imported. Check it first and correct them.`,
      'invalid',
    );
    this.name = 'ImportProblemsError';
  }
}

interface ImportRules {
  /** The catalogue's product lines. */
  modelKeys: readonly string[];
  /** The site's language codes. */
  languages: readonly string[];
}

/** The columns the first line names, or the problems that keep the rows from being read. */
function headerOf({ line, fields }: CsvRecord): { columns: string[] } | { problems: ImportProblem[] } {
  const columns = fields.map((field) => field.trim().toLowerCase());
  const problems: ImportProblem[] = [];
  const at = (column: string | null, message: string) => problems.push({ line, column, message });
  if (columns.length === 1 && columns[0]?.includes(';')) {
    at(null, "the columns are separated by ';': save the file as CSV with commas (CSV UTF-8)");
    return { problems };
  }
  columns.forEach((column, index) => {
    if (!importColumns.includes(column)) {
      at(column || `column ${index + 1}`, `not a column of the import (the columns are ${importColumns.join(', ')})`);
    } else if (columns.indexOf(column) !== index) {
      at(column, 'this column is named twice');
    }
  });
  for (const required of [nameColumn, modelsColumn]) {
    if (!columns.includes(required)) at(required, 'this column is missing: the first line must name it');
  }
  return problems.length > 0 ? { problems } : { columns };
}

/** Reads and checks the whole file against the catalogue, the site's languages and the accounts there are. */
export async function checkImport(storage: Storage, text: string, rules: ImportRules): Promise<ImportCheck> {
  const parsed = parseCsv(text);
  const problems: ImportProblem[] = parsed.problems.map((problem) => ({ ...problem, column: null }));
  const [first, ...records] = parsed.records;
  if (!first) return { rows: [], problems: [...problems, { line: 1, column: null, message: 'the file is empty' }] };
  const notUtf8 = parsed.records.find((record) => record.fields.some((field) => field.includes('\uFFFD')));
  if (notUtf8) {
    problems.push({ line: notUtf8.line, column: null, message: 'not UTF-8 text: save the file as CSV UTF-8' });
  }
  const header = headerOf(first);
  if ('problems' in header) return { rows: [], problems: [...problems, ...header.problems] };
  if (records.length === 0) {
    problems.push({ line: first.line, column: null, message: 'no account in the file, only the line of its columns' });
  }
  if (records.length > maxImportRows) {
    const line = records[maxImportRows]?.line ?? 1;
    problems.push({ line, column: null, message: `more than ${maxImportRows} accounts in one file: split it` });
    return { rows: [], problems };
  }

  const existing = new Set((await storage.accounts.list()).map((account) => account.name));
  const firstLineOf = new Map<string, number>();
  const rows: ImportRow[] = [];
  for (const { line, fields } of records) {
    const at = (column: string | null, message: string) => problems.push({ line, column, message });
    if (fields.length !== header.columns.length) {
      at(null, `${fields.length} field(s) where the first line names ${header.columns.length} column(s)`);
      continue;
    }
    const cell = (column: string) => fields[header.columns.indexOf(column)]?.trim() ?? '';
    const before = problems.length;

    const name = cell(nameColumn);
    if (!accountNamePattern.test(name)) {
      at(
        nameColumn,
        name === ''
          ? 'a name is required'
          : `"${name}" is not a name: letters, digits, dot, dash or underscore, up to 64 characters`,
      );
    } else if (existing.has(name)) {
      at(nameColumn, `an account named "${name}" exists already`);
    } else if (firstLineOf.has(name)) {
      at(nameColumn, `"${name}" is on line ${firstLineOf.get(name)} too`);
    } else {
      firstLineOf.set(name, line);
    }

    // Semicolons or spaces, as a spreadsheet keeps a list in one cell; commas too, in quotes, as `--models` takes them.
    const models = [
      ...new Set(
        cell(modelsColumn)
          .split(/[;,\s]+/)
          .filter(Boolean),
      ),
    ];
    const unknown = models.filter((model) => !rules.modelKeys.includes(model));
    if (models.length === 0) at(modelsColumn, 'at least one product line is required');
    for (const model of unknown) {
      at(modelsColumn, `unknown product line "${model}" (the product lines are ${rules.modelKeys.join(', ')})`);
    }

    const given: DetailsInput = {};
    for (const field of [...customerFields, accessEndsField]) {
      if (header.columns.includes(field.column)) given[field.key] = cell(field.column);
    }
    const checked = checkDetails(given, rules.languages);
    const columnOf = (key: string) => [...customerFields, accessEndsField].find((field) => field.key === key)?.column;
    for (const problem of checked.problems) at(columnOf(problem.field) ?? null, problem.message);

    if (problems.length === before) {
      rows.push({
        line,
        name,
        models,
        details: { ...noCustomerDetails, ...checked.details },
        accessEndsAt: checked.accessEndsAt ?? null,
      });
    }
  }
  return { rows: problems.length === 0 ? rows : [], problems };
}

/** How the audit row names what was imported: the count and the names, as many as fit. */
function importedDetail(names: readonly string[]): string {
  const shown: string[] = [];
  let length = 0;
  for (const name of names) {
    if (length + name.length > 800) break;
    shown.push(name);
    length += name.length + 2;
  }
  const more = names.length - shown.length;
  return `${names.length} account(s) from CSV: ${shown.join(', ')}${more > 0 ? `, and ${more} more` : ''}`;
}

/**
 * Imports every account of the file, or none (ImportProblemsError with the problems, or a conflict
 * when a name was taken meanwhile). Answers each account's generated password, once.
 */
export async function importAccounts(
  context: AccountActionContext,
  text: string,
  languages: readonly string[],
  /** Runs each slow hash: the server passes its hashing gate, which the portal's sign-ins share. */
  runHash: HashRunner = (hash) => hash(),
): Promise<{ name: string; password: string }[]> {
  const { rows, problems } = await checkImport(context.storage, text, { modelKeys: context.modelKeys, languages });
  if (problems.length > 0) throw new ImportProblemsError(problems);
  const now = context.now();
  // Two at a time, each through the gate: the import waits its turn beside sign-ins, and never
  // fills the gate's queue so that a sign-in would be refused as busy.
  const twoAtOnce = pLimit(2);
  const made = await Promise.all(
    rows.map((row) =>
      twoAtOnce(async () => {
        const password = generatePassword();
        const credential = await runHash(() => credentialFor(context.secret, authKeyOf(password), context.scryptCost));
        return { row, password, ...credential };
      }),
    ),
  );
  await context.storage.accounts
    .createMany(
      made.map(({ row, lookupKey, passwordHash }) => ({
        name: row.name,
        models: row.models,
        lookupKey,
        passwordHash,
        now,
        details: row.details,
        accessEndsAt: row.accessEndsAt,
      })),
    )
    .catch((error: unknown) => {
      if (error instanceof DuplicateAccountError) {
        throw new AccountActionError(
          'An account of the file was made meanwhile: nothing was imported; check the file again',
          'conflict',
        );
      }
      throw error;
    });
  for (const { row } of made)
    await record(context, 'account-created', row.name, `models ${row.models.join(',')} (imported)`);
  await record(context, 'accounts-imported', null, importedDetail(rows.map((row) => row.name)));
  return made.map(({ row, password }) => ({ name: row.name, password }));
}
