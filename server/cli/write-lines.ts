/** Printing a command's lines, or writing them to a new file only its owner may read. */
import { closeSync, constants, openSync, writeSync } from 'node:fs';
import type { CliIo } from './cli-deps';

/** The file for --output cannot be made: its message says why. */
export class OutputFileError extends Error {}

/**
 * Lines to the terminal, or to a new file readable only by its owner (audit data is personal
 * data). The file must not exist yet and a symbolic link is never followed, so the export can
 * neither widen an existing file's permissions nor be redirected onto another file.
 */
export async function writeLines(
  io: CliIo,
  output: string | undefined,
  lines: () => AsyncIterable<string>,
): Promise<void> {
  if (output === undefined) {
    for await (const line of lines()) io.out(line);
    return;
  }
  let file: number;
  try {
    file = openSync(output, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ELOOP') {
      throw new OutputFileError(`${output} already exists (or is a symbolic link): choose a new file name`);
    }
    throw new OutputFileError(`Cannot create ${output}: ${(error as Error).message}`);
  }
  let count = 0;
  try {
    for await (const line of lines()) {
      writeSync(file, `${line}\n`);
      count++;
    }
  } finally {
    closeSync(file);
  }
  io.err(`Wrote ${count} line(s) to ${output}`);
}
