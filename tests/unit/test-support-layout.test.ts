/**
 * One place for what exists only to support tests: a `testing/` folder beside what it
 * supports. Under tests/, every source file is a test, a spec, shared fixture content
 * (tests/fixtures/) or lies in such a folder; and no folder of another name (test-support)
 * holds helpers anywhere.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
/** Installed packages, build output, caches, test reports and git's own files are not the project's sources. */
const skipped = new Set(['node_modules', 'build', '.git', '.cache', 'test-results', 'playwright-report']);

function walk(dir: string, onFile: (path: string) => void, onFolder: (path: string) => void = () => {}): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      onFolder(path);
      walk(path, onFile, onFolder);
    } else onFile(path);
  }
}

const isSource = (path: string) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(path);
const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path);

describe('test support lives in testing/ folders', () => {
  it('every source file under tests/ is a test, a fixture, or under a testing/ folder', () => {
    const misplaced: string[] = [];
    walk(join(root, 'tests'), (path) => {
      const file = relative(root, path).split(/[\\/]/).join('/');
      if (!isSource(file) || isTest(file)) return;
      if (file.startsWith('tests/fixtures/') || file.split('/').includes('testing')) return;
      misplaced.push(file);
    });
    expect(misplaced).toEqual([]);
  });

  it('no folder named test-support exists', () => {
    const found: string[] = [];
    walk(
      root,
      () => {},
      (path) => {
        if (path.endsWith('test-support')) found.push(relative(root, path));
      },
    );
    expect(found).toEqual([]);
  });
});
