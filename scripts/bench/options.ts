/** Reading a benchmark's command-line settings: known options only, whole numbers with a least value each. */
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** Runs `read`; an option it refuses is reported in one line and the script exits with 2. */
function orExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}

/** parseArgs for a script's own options: an unknown or malformed one is reported in a line and the script exits with 2. */
export function readOptions<const Options extends NonNullable<ParseArgsConfig['options']>>(options: Options) {
  return orExit(() => parseArgs({ options }).values);
}

/** Each named setting as a whole number of at least its least value; throws naming the first that is not. */
export function wholeNumbers<Name extends string>(
  values: Readonly<Record<string, unknown>>,
  least: Record<Name, number>,
): Record<Name, number> {
  const numbers = {} as Record<Name, number>;
  for (const name of Object.keys(least) as Name[]) {
    const raw = values[name];
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < least[name]) {
      throw new Error(`--${name} must be a whole number of at least ${least[name]} (got "${String(raw ?? '')}")`);
    }
    numbers[name] = value;
  }
  return numbers;
}

/** wholeNumbers for a script's own options: a wrong one is reported and the script exits with 2. */
export function wholeNumberOptions<Name extends string>(
  values: Readonly<Record<string, unknown>>,
  least: Record<Name, number>,
): Record<Name, number> {
  return orExit(() => wholeNumbers(values, least));
}
