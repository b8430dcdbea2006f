/**
 * The one check of a customer's details and access end date, for the console, the command line
 * and the CSV import: text is trimmed and empty text clears a detail; the country must be an ISO
 * 3166-1 alpha-2 code, the language one of the site's, the contact e-mail an address (the same
 * `email` format as every other form of the portal), the end date a day written YYYY-MM-DD.
 */
import { createAjv } from '../../engine/compiler/validation/ajv-factory';
import { isCountryCode } from '../../engine/shared/accounts/countries';
import {
  accessEndsField,
  type CustomerDetails,
  type CustomerField,
  customerFields,
} from '../../engine/shared/console/customer-fields';
import { usageDayOf } from '../usage/usage-day';

type DetailKey = CustomerField | typeof accessEndsField.key;

/** What an operator gives: text for each detail to set, null or empty text for one to clear. */
export type DetailsInput = Partial<Record<DetailKey, string | null>>;

export interface DetailProblem {
  field: DetailKey;
  /** The detail as the console labels it. */
  label: string;
  message: string;
}

export interface CheckedDetails {
  /** The details given, each normalised (null: cleared). */
  details: Partial<CustomerDetails>;
  /** When the access ends (00:00 UTC of the day given), null for no end; absent when not given. */
  accessEndsAt?: number | null;
  problems: DetailProblem[];
}

const isEmailAddress = createAjv().compile({ type: 'string', format: 'email' });

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a detail may not hold.
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
const lineBreakOrTab = /[\n\t]/;

/** 00:00 UTC of a day written YYYY-MM-DD, or undefined for anything else (2026-02-30 included). */
export function dayStartOf(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(time) || usageDayOf(time) !== text ? undefined : time;
}

/** The day an access end falls on, as it was given (YYYY-MM-DD, UTC). */
export function accessEndsOnOf(accessEndsAt: number | null): string | null {
  return accessEndsAt === null ? null : usageDayOf(accessEndsAt);
}

function problemOf(spec: { key: DetailKey; label: string }, message: string): DetailProblem {
  return { field: spec.key, label: spec.label, message };
}

/** Each problem as the console and the command line say it: `Contact e-mail: not a valid e-mail address`. */
export function describeProblems(problems: readonly DetailProblem[]): string {
  return problems.map((problem) => `${problem.label}: ${problem.message}`).join('; ');
}

export function checkDetails(input: DetailsInput, languages: readonly string[]): CheckedDetails {
  const details: Partial<CustomerDetails> = {};
  const problems: DetailProblem[] = [];
  for (const spec of customerFields) {
    if (!Object.hasOwn(input, spec.key)) continue;
    const given = input[spec.key];
    const text = given?.replaceAll('\r\n', '\n').trim() ?? '';
    if (text === '') {
      details[spec.key] = null;
      continue;
    }
    // A country or language is checked against its list, which says more than its length would.
    const coded = spec.key === 'country' || spec.key === 'language';
    if (!coded && text.length > spec.maxLength) {
      problems.push(problemOf(spec, `at most ${spec.maxLength} characters`));
      continue;
    }
    if (controlCharacters.test(text) || (!spec.multiline && lineBreakOrTab.test(text))) {
      const what = spec.multiline ? 'text' : 'one line of text';
      problems.push(problemOf(spec, `${what} without control characters`));
      continue;
    }
    const value = checkedValue(spec.key, text, languages);
    if ('problem' in value) problems.push(problemOf(spec, value.problem));
    else details[spec.key] = value.value;
  }
  const checked: CheckedDetails = { details, problems };
  if (Object.hasOwn(input, accessEndsField.key)) {
    const text = input.accessEndsOn?.trim() ?? '';
    const time = text === '' ? null : dayStartOf(text);
    if (time === undefined) problems.push(problemOf(accessEndsField, 'not a day written YYYY-MM-DD'));
    else checked.accessEndsAt = time;
  }
  return checked;
}

function checkedValue(
  key: CustomerField,
  text: string,
  languages: readonly string[],
): { value: string } | { problem: string } {
  switch (key) {
    case 'country': {
      const code = text.toUpperCase();
      return isCountryCode(code)
        ? { value: code }
        : { problem: `"${text}" is not an ISO 3166-1 alpha-2 country code (two letters, e.g. ES or GB)` };
    }
    case 'language': {
      const code = languages.find((language) => language.toLowerCase() === text.toLowerCase());
      return code ? { value: code } : { problem: `"${text}" is not a language of the site (${languages.join(', ')})` };
    }
    case 'contactEmail':
      return isEmailAddress(text) ? { value: text } : { problem: `"${text}" is not a valid e-mail address` };
    default:
      return { value: text };
  }
}
