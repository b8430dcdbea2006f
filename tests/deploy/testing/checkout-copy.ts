/**
 * A copy of this checkout in a temp folder, as a clone would have it: tracked files and new ones
 * not ignored, never build output, with this checkout's node_modules linked in (the development
 * install), so a test can build and run it without touching the repository's own build.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from '../../../server/testing/server-process';

export function copyCheckout(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    try {
      cpSync(join(repoRoot, file), join(folder, file));
    } catch {
      // Listed by git but deleted in the work tree: a clone would not have it either.
    }
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(folder, 'node_modules'));
  return folder;
}
