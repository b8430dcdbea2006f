/** Temporary copies of a content folder, for tests that break one thing each; removed after every test. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * Copies leave out the translations unless asked: a test that breaks an original would otherwise
 * also break the shape its translations must keep.
 */
export function contentCopies(source: string, options: { translations?: boolean } = {}): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    dirs.push(dir);
    const translations = join(source, 'translations');
    cpSync(source, dir, { recursive: true, filter: (path) => options.translations || !path.startsWith(translations) });
    return dir;
  };
}

/** Replaces one exact piece of a file's text, so every other line keeps its position. */
export function editText(dir: string, file: string, from: string, to: string): void {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`);
  writeFileSync(path, text.replace(from, to));
}
