/** Instructions for use marked as regulatory: the compiler's checks of the marks, and the public index it writes. */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatContentError } from '../../engine/compiler/validation/format-errors';
import { validateCompiled } from '../../engine/compiler/validation/validators';
import { compileContent } from '../../scripts/content/write-content';

const fixture = join(import.meta.dirname, '..', 'fixtures', 'content');
const dirs: string[] = [];
const ifuFile = 'products/demo-pump/sections/instructions-for-use.json';

function copyFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  dirs.push(dir);
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

/** Edits a file's JSON and writes it back with one key a line, as maintainers do, so positions are stable. */
function edit(dir: string, file: string, change: (json: { documents: Record<string, unknown>[] }) => void) {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

function errorsOf(dir: string): string[] {
  const result = compileContent(dir);
  if (result.ok) throw new Error('expected errors');
  return result.errors.map((e) =>
    formatContentError({ ...e, file: e.file.slice(e.file.indexOf('content-')).replace(/^content-[^/]+\//, '') }),
  );
}

const regulatoryOf = (json: { documents: Record<string, unknown>[] }, i: number) =>
  json.documents[i]?.regulatory as Record<string, unknown>;

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('regulatory marks', () => {
  it('refuses a GTIN whose check digit is wrong, at its place, with the GTIN GS1 mod-10 gives', () => {
    const dir = copyFixture();
    edit(dir, ifuFile, (json) => {
      regulatoryOf(json, 0).gtins = ['09501101530004', '96385074'];
    });
    expect(errorsOf(dir)).toEqual([
      'products/demo-pump/sections/instructions-for-use.json:15:11  /documents/0/regulatory/gtins/0: GTIN 09501101530004 has the wrong check digit (GS1 mod-10 gives 3); copy it from the label; did you mean "09501101530003"?',
    ]);
  });

  it('refuses a GTIN of a length GS1 has not, through the schema', () => {
    const dir = copyFixture();
    edit(dir, ifuFile, (json) => {
      regulatoryOf(json, 0).gtins = ['95011015303'];
    });
    expect(errorsOf(dir).join('\n')).toMatch(/\/documents\/0\/regulatory\/gtins\/0: /);
  });

  it('asks for the language of the file, suggesting the language of the folder', () => {
    const dir = copyFixture();
    edit(dir, ifuFile, (json) => {
      delete regulatoryOf(json, 1).language;
    });
    expect(errorsOf(dir)).toEqual([
      'products/demo-pump/sections/instructions-for-use.json:37:21  /documents/1/regulatory: instructions for use need the language of their file: add "language" (en, es); did you mean "en"?',
    ]);
  });

  it("refuses a language the site does not have, suggesting the nearest of the site's", () => {
    const dir = copyFixture();
    edit(dir, ifuFile, (json) => {
      regulatoryOf(json, 1).language = 'ed';
    });
    expect(errorsOf(dir)).toEqual([
      'products/demo-pump/sections/instructions-for-use.json:45:21  /documents/1/regulatory/language: "ed" is not one of the site\'s languages (en, es); did you mean "en"?',
    ]);
  });

  it('asks for the date of issue of marked instructions for use', () => {
    const dir = copyFixture();
    edit(dir, ifuFile, (json) => {
      const document = json.documents[1] as Record<string, unknown>;
      delete document.dateUpdated;
    });
    expect(errorsOf(dir)).toEqual([
      'products/demo-pump/sections/instructions-for-use.json:32:5  /documents/1: instructions for use need their date of issue: add "dateUpdated" (YYYY-MM-DD)',
    ]);
  });

  it('refuses a GTIN that two lines claim, in the form either writes it', () => {
    const dir = copyFixture();
    edit(dir, 'products/other-pump/sections/quick-tips.json', (json) => {
      // The GTIN-8 96385074 of demo-pump, written as GTIN-14.
      regulatoryOf(json, 2).gtins = ['00000096385074'];
    });
    expect(errorsOf(dir)).toEqual([
      'products/other-pump/sections/quick-tips.json:22:18  /documents/2/regulatory/gtins: GTIN 00000096385074 is a device of the line "demo-pump" and of "other-pump": a GTIN belongs to one product line only (a brand\'s section shown by two lines cannot carry it)',
    ]);
  });

  it('cannot mark a secure download: a gated file never becomes public', () => {
    const dir = copyFixture();
    edit(dir, ifuFile, (json) => {
      (json.documents[3] as Record<string, unknown>).regulatory = { gtins: ['09501101530003'], language: 'en' };
    });
    expect(errorsOf(dir).join('\n')).toMatch(/\/documents\/3\/regulatory: "regulatory" is not allowed/);
  });
});

describe('the public index', () => {
  it('holds only the marked documents, per line and language, each version with its size and SHA-256', () => {
    const result = compileContent(fixture);
    if (!result.ok) throw new Error(result.errors.map(formatContentError).join('\n'));
    const { eifu } = result.compiled;
    expect(validateCompiled('eifu', 'eifu.json', eifu).ok).toBe(true);
    const titles = eifu.lines.flatMap((line) =>
      line.languages.flatMap(({ lang, documents }) => documents.map((d) => `${line.model} ${lang} ${d.title}`)),
    );
    expect(titles).toEqual([
      'demo-pump en Instructions for use, software version 5',
      'demo-pump en Instructions for use, software version 4',
      'demo-pump es Instrucciones de uso, versión 5 del software',
      'other-pump en Other pump notes',
    ]);
    const v5 = eifu.lines[0]?.languages[0]?.documents[0];
    const bytes = readFileSync(join(fixture, 'files/demo/instructions-for-use-v5-rev-a.pdf'));
    expect(v5?.gtins).toEqual(['09501101530003', '00000096385074']);
    expect(v5?.earlierVersions).toEqual([
      {
        revision: '5.0 Rev. A',
        dateOfIssue: '2025-01-20',
        note: 'First edition for software version 5.',
        address: '/eifu/files/demo-pump/2025-01-20/instructions-for-use-v5-rev-a.pdf',
        source: 'files/demo/instructions-for-use-v5-rev-a.pdf',
        fileName: 'instructions-for-use-v5-rev-a.pdf',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        contentType: 'application/pdf',
      },
    ]);
    const sources = eifu.lines.flatMap((l) =>
      l.languages.flatMap((g) => g.documents.flatMap((d) => [d.current, ...d.earlierVersions].map((f) => f.source))),
    );
    expect(sources.some((source) => source.includes('flushing') || source.startsWith('secure'))).toBe(false);
  });
});
