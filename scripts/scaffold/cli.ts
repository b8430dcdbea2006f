/**
 * What the scaffolding commands share on the command line: flags, refusals with their usage,
 * and the exit code. Each command is a function of its arguments so tests call it directly.
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';

/** A refusal: printed with the command's usage, exit 1, nothing written. */
export class ScaffoldError extends Error {}

export interface ScaffoldIo {
  out(line: string): void;
  err(line: string): void;
}

const consoleIo: ScaffoldIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** A command: its arguments, where it prints, and the repository it works on; returns the exit code. */
export type Command = (argv: string[], io: ScaffoldIo, repoRoot: string) => Promise<number> | number;

/** Parses `--flag value` options, all strings; an unknown flag or a missing value is a refusal. */
export function parseFlags<const F extends string>(argv: string[], flags: readonly F[]): Partial<Record<F, string>> {
  const options = Object.fromEntries(flags.map((flag) => [flag, { type: 'string' as const }]));
  try {
    return parseArgs({ args: argv, options }).values as Partial<Record<F, string>>;
  } catch (error) {
    throw new ScaffoldError(error instanceof Error ? error.message : String(error));
  }
}

export function required(value: string | undefined, flag: string): string {
  const trimmed = value?.trim();
  if (!trimmed) throw new ScaffoldError(`--${flag} is required`);
  return trimmed;
}

/** A command that prints its usage for --help, and its refusals with the usage on stderr and exit code 1. */
export function command(usage: string, run: Command): Command {
  return async (argv, io, repoRoot) => {
    if (argv.includes('--help') || argv.includes('-h')) {
      io.out(usage);
      return 0;
    }
    try {
      return await run(argv, io, repoRoot);
    } catch (error) {
      if (!(error instanceof ScaffoldError)) throw error;
      io.err(`${error.message}\n\n${usage}`);
      return 1;
    }
  };
}

/** Runs a command for an entry script of scripts/, given the repository root. */
export function runMain(entry: Command, repoRoot: string): void {
  Promise.resolve(entry(process.argv.slice(2), consoleIo, repoRoot)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}

/** A path as the user reads it: relative to where they ran the command. */
export function shown(path: string): string {
  return relative(process.cwd(), path) || path;
}
