import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatContentError } from '../../engine/compiler/validation/format-errors';
import { type ContentKind, checkContentText } from '../../engine/compiler/validation/validators';
import { loadCachedContentValidators } from './read-content';

const invalidDir = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'invalid');
const cacheDir = mkdtempSync(join(tmpdir(), 'validators-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Every invalid fixture's messages, as a maintainer reads them. */
function messages(): string[] {
  return readdirSync(invalidDir)
    .sort()
    .flatMap((name) => {
      const kind = name.split('-')[0] as ContentKind;
      const text = readFileSync(join(invalidDir, name), 'utf8');
      return checkContentText(kind, name, text).errors.map(formatContentError);
    });
}

describe('cached content validators', () => {
  it('report exactly what validators compiled in the process report, and are compiled once', async () => {
    const compiledHere = messages();
    expect(compiledHere.length).toBeGreaterThan(readdirSync(invalidDir).length - 1);

    await loadCachedContentValidators(cacheDir);
    const [file] = readdirSync(cacheDir);
    if (!file) throw new Error('no cached validators written');
    expect(messages()).toEqual(compiledHere);

    const written = statSync(join(cacheDir, file)).mtimeMs;
    await loadCachedContentValidators(cacheDir);
    expect(readdirSync(cacheDir)).toEqual([file]);
    expect(statSync(join(cacheDir, file)).mtimeMs).toBe(written);
  });
});
