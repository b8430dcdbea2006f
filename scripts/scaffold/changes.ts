/**
 * The files a command writes, applied all or nothing: a refusal found while planning writes
 * nothing, and a write that fails half way puts back what was there.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ScaffoldError, shown } from './cli';

export interface FileChange {
  path: string;
  text: string;
  /** The text it replaces; absent for a new file, which must not exist yet. */
  before?: string;
}

export function applyChanges(changes: readonly FileChange[]): void {
  for (const change of changes) {
    if (change.before === undefined && existsSync(change.path)) {
      throw new ScaffoldError(`${shown(change.path)} already exists; nothing was written`);
    }
  }
  const done: FileChange[] = [];
  const madeFolders: string[] = [];
  try {
    for (const change of changes) {
      const made = mkdirSync(dirname(change.path), { recursive: true });
      if (made) madeFolders.push(made);
      // 'wx' refuses a file that appeared since the check above instead of overwriting it.
      writeFileSync(change.path, change.text, { flag: change.before === undefined ? 'wx' : 'w' });
      done.push(change);
    }
  } catch (error) {
    for (const change of done.reverse()) {
      if (change.before === undefined) rmSync(change.path, { force: true });
      else writeFileSync(change.path, change.before);
    }
    for (const folder of madeFolders.reverse()) rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/** What was written, one line per file, for the command's report. */
export function describeChanges(changes: readonly FileChange[]): string[] {
  return changes.map((change) => `  ${change.before === undefined ? 'created' : 'updated'} ${shown(change.path)}`);
}
