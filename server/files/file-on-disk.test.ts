import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileOnDisk } from './file-on-disk';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A content folder with one public file for each of two product lines, and a file outside it. */
function contentFolder() {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'file-on-disk-')));
  folders.push(base);
  const content = join(base, 'content');
  mkdirSync(join(content, 'public', 'alpha'), { recursive: true });
  mkdirSync(join(content, 'public', 'beta'), { recursive: true });
  writeFileSync(join(content, 'public', 'alpha', 'tip.pdf'), 'alpha tip');
  writeFileSync(join(content, 'public', 'beta', 'tip.pdf'), 'beta tip');
  writeFileSync(join(base, 'outside.txt'), 'not content');
  return { base, content };
}

describe('fileOnDisk', () => {
  it('finds a file inside its own product folder, with its size', () => {
    const { content } = contentFolder();
    const found = fileOnDisk(content, 'public/alpha/tip.pdf');
    expect(found?.path).toBe(join(content, 'public', 'alpha', 'tip.pdf'));
    expect(found?.facts.size).toBe('alpha tip'.length);
    expect(fileOnDisk(content, 'public/alpha/missing.pdf')).toBeUndefined();
    expect(fileOnDisk(content, 'public/alpha')).toBeUndefined();
  });

  it("refuses a symlink to another product's file or to a file outside the content folder", () => {
    const { base, content } = contentFolder();
    symlinkSync(join(content, 'public', 'beta', 'tip.pdf'), join(content, 'public', 'alpha', 'borrowed.pdf'));
    symlinkSync(join(base, 'outside.txt'), join(content, 'public', 'alpha', 'escape.pdf'));
    expect(fileOnDisk(content, 'public/alpha/borrowed.pdf')).toBeUndefined();
    expect(fileOnDisk(content, 'public/alpha/escape.pdf')).toBeUndefined();
  });

  it('checks again when a file already delivered is replaced by a symlink leading outside', () => {
    const { base, content } = contentFolder();
    const tip = join(content, 'public', 'alpha', 'tip.pdf');
    expect(fileOnDisk(content, 'public/alpha/tip.pdf')).toBeDefined();
    rmSync(tip);
    symlinkSync(join(base, 'outside.txt'), tip);
    expect(fileOnDisk(content, 'public/alpha/tip.pdf')).toBeUndefined();
  });

  it('finds the new file when one is replaced in place', () => {
    const { content } = contentFolder();
    const tip = join(content, 'public', 'alpha', 'tip.pdf');
    expect(fileOnDisk(content, 'public/alpha/tip.pdf')?.facts.size).toBe('alpha tip'.length);
    writeFileSync(`${tip}.new`, 'alpha tip, revision B');
    renameSync(`${tip}.new`, tip);
    expect(fileOnDisk(content, 'public/alpha/tip.pdf')?.facts.size).toBe('alpha tip, revision B'.length);
  });
});
