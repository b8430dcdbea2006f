import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heldFileBytes, maxHeldFileBytes, smallFileBytes } from './small-files';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'small-files-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('small gated files held in memory', () => {
  it('answers the current bytes after the file is replaced in place, even with the same size', async () => {
    const path = join(dir, 'sheet.pdf');
    writeFileSync(path, 'first version');
    expect((await smallFileBytes(path, statSync(path)))?.toString()).toBe('first version');

    writeFileSync(path, 'other version');
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    expect((await smallFileBytes(path, statSync(path)))?.toString()).toBe('other version');
  });

  it('holds a file only once it is read, and only while it is unchanged', async () => {
    const path = join(dir, 'sheet.pdf');
    writeFileSync(path, 'first version');
    expect(heldFileBytes(path, statSync(path))).toBeUndefined();
    await smallFileBytes(path, statSync(path));
    expect(heldFileBytes(path, statSync(path))?.toString()).toBe('first version');

    writeFileSync(path, 'other version');
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    expect(heldFileBytes(path, statSync(path))).toBeUndefined();
  });

  it('leaves large files to be streamed', async () => {
    const path = join(dir, 'manual.pdf');
    writeFileSync(path, Buffer.alloc(maxHeldFileBytes + 1));
    expect(await smallFileBytes(path, statSync(path))).toBeUndefined();
  });

  it('refuses bytes that no longer match what stat said', async () => {
    const path = join(dir, 'sheet.pdf');
    writeFileSync(path, 'short');
    const before = statSync(path);
    writeFileSync(path, 'a good deal longer now');
    expect(await smallFileBytes(path, before)).toBeUndefined();
  });
});
