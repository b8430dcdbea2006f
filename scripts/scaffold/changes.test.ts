import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyChanges } from './changes';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-changes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('applyChanges', () => {
  it('writes new files in new folders and replaces edited ones', () => {
    writeFileSync(join(dir, 'list.json'), 'old');
    applyChanges([
      { path: join(dir, 'a', 'b', 'new.json'), text: 'new' },
      { path: join(dir, 'list.json'), text: 'edited', before: 'old' },
    ]);
    expect(readFileSync(join(dir, 'a', 'b', 'new.json'), 'utf8')).toBe('new');
    expect(readFileSync(join(dir, 'list.json'), 'utf8')).toBe('edited');
  });

  it('refuses a new file that exists, before writing anything', () => {
    writeFileSync(join(dir, 'list.json'), 'old');
    writeFileSync(join(dir, 'taken.json'), 'mine');
    expect(() =>
      applyChanges([
        { path: join(dir, 'list.json'), text: 'edited', before: 'old' },
        { path: join(dir, 'taken.json'), text: 'theirs' },
      ]),
    ).toThrow(/taken\.json already exists; nothing was written/);
    expect(readFileSync(join(dir, 'list.json'), 'utf8')).toBe('old');
    expect(readFileSync(join(dir, 'taken.json'), 'utf8')).toBe('mine');
  });

  it('puts everything back when a write fails half way', () => {
    writeFileSync(join(dir, 'list.json'), 'old');
    writeFileSync(join(dir, 'a-file'), '');
    expect(() =>
      applyChanges([
        { path: join(dir, 'made', 'new.json'), text: 'new' },
        { path: join(dir, 'list.json'), text: 'edited', before: 'old' },
        // A folder cannot be made inside a file.
        { path: join(dir, 'a-file', 'inside.json'), text: 'x' },
      ]),
    ).toThrow();
    expect(readdirSync(dir).sort()).toEqual(['a-file', 'list.json']);
    expect(readFileSync(join(dir, 'list.json'), 'utf8')).toBe('old');
  });
});
