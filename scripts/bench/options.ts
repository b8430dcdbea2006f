/** A benchmark's command-line options, read by node:util's parseArgs: known options only, whole numbers with a least value each. */
import { parseArgs } from 'node:util';

/** A whole-number option: its default and its least value. */
type WholeNumber = readonly [fallback: number, least: number];

/** Reads `args`; throws naming the first unknown option or number that is not a whole number of at least its least value. */
export function parseOptions<Numbers extends string, Texts extends string = never>(
  args: string[],
  numbers: Record<Numbers, WholeNumber>,
  texts: readonly Texts[] = [],
): Record<Numbers, number> & Partial<Record<Texts, string>> {
  const names = [...Object.keys(numbers), ...texts];
  const { values } = parseArgs({ args, options: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) });
  const read: Record<string, unknown> = { ...values };
  for (const [name, [fallback, least]] of Object.entries<WholeNumber>(numbers)) {
    const raw = values[name];
    const value =
      raw === undefined ? fallback : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < least) {
      throw new Error(`--${name} must be a whole number of at least ${least} (got "${String(raw)}")`);
    }
    read[name] = value;
  }
  return read as Record<Numbers, number> & Partial<Record<Texts, string>>;
}

/** parseOptions on the script's own arguments; a wrong one is reported in a line and the script exits with 2. */
export function readOptions<Numbers extends string, Texts extends string = never>(
  numbers: Record<Numbers, WholeNumber>,
  texts: readonly Texts[] = [],
): Record<Numbers, number> & Partial<Record<Texts, string>> {
  try {
    return parseOptions(process.argv.slice(2), numbers, texts);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
