/** Test helpers of the scaffolding commands: a scratch copy of repository folders, and what a command printed. */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { Command, ScaffoldIo } from '../cli';

export const repoRoot = join(import.meta.dirname, '..', '..', '..');

export interface TempTree {
  root: string;
  cleanup(): void;
}

/** Copies the named files and folders of the repository; `linked` ones are symbolic links to the originals. */
export function tempTree(copied: readonly string[], linked: readonly string[] = []): TempTree {
  const root = mkdtempSync(join(tmpdir(), 'portal-scaffold-'));
  for (const path of copied) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    cpSync(join(repoRoot, path), join(root, path), { recursive: true });
  }
  for (const path of linked) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    symlinkSync(join(repoRoot, path), join(root, path));
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** Every file under a folder with its text (links not followed), to prove that a refused command wrote nothing. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files[relative(dir, path)] = readFileSync(path, 'latin1');
    }
  };
  walk(dir);
  return files;
}

/** An io that keeps what a command printed: `out` lines and `err` lines. */
export function capturedIo(): { io: ScaffoldIo; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line) => out.push(line), err: (line) => err.push(line) }, out, err };
}

/**
 * Gives each test of the file its own copy of content/ (or of the parts of it named) and runs
 * the command on it with --content; `content.dir` is the copy of the running test.
 */
export function onContentCopy(command: Command, parts: readonly string[] = ['content']) {
  const content = { dir: '' };
  let tree: TempTree | undefined;
  beforeEach(() => {
    tree = tempTree(parts);
    content.dir = join(tree.root, 'content');
  });
  afterEach(() => tree?.cleanup());
  const run = async (...argv: string[]) => {
    const printed = capturedIo();
    const code = await command([...argv, '--content', content.dir], printed.io, tree?.root ?? repoRoot);
    return { code, out: printed.out.join('\n'), err: printed.err.join('\n') };
  };
  return { content, run };
}
