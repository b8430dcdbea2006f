/**
 * Documents that need acknowledgement: what the compiler writes for them (in every language), and
 * what `npm run content:check` says of one that lacks what a confirmation needs, at its position
 * and with what to write. Each test breaks a copy of the fixture content in one small text edit.
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTranslationWarning } from '../../engine/compiler/compile/languages';
import { formatContentReport } from '../../engine/compiler/validation/report';
import { contentCopies, editText as edit } from '../../scripts/content/testing/content-copies';
import { compileContent } from '../../scripts/content/write-content';
import { fixtureLine, fixtureModels } from '../fixtures/fixture-content';

const fixture = join(import.meta.dirname, '..', 'fixtures', 'content');
const copyFixture = contentCopies(fixture);
const copyWithTranslations = contentCopies(fixture, { translations: true });

const ifu = 'products/demo-pump/sections/instructions-for-use.json';
const demoPump = 'products/demo-pump/product.json';
const lineEnd = '        "link": "tel:1-800-555-0142"\n      }\n    ]\n  }\n}';
const withPolicy = (kinds: string) =>
  `        "link": "tel:1-800-555-0142"\n      }\n    ]\n  },\n  "acknowledge": { "pageKinds": [${kinds}] }\n}`;

/** The printed report of a copy's errors and warnings (translation coverage left out), the folder shown as `content`. */
function reportOf(dir: string): string {
  const result = compileContent(dir);
  const errors = result.ok ? [] : result.errors;
  const warnings = result.warnings.filter((w) => !isTranslationWarning(w) && !w.message.startsWith('the page will'));
  if (errors.length === 0 && warnings.length === 0) return 'no problems';
  return formatContentReport({ errors, warnings, sources: result.sources }).replaceAll(
    relative(process.cwd(), dir),
    'content',
  );
}

describe('the compiled list of documents to acknowledge', () => {
  it("names each marked document once with its current version, date, file and first page, in the line's order", () => {
    expect(fixtureLine(fixtureModels.first).acknowledgements).toEqual([
      {
        document: 'instructions-for-use',
        name: 'Instructions for use, software version 5',
        version: '5.0 Rev. B',
        date: '2025-07-08',
        href: '/public/demo/instructions-for-use-v5.pdf',
        page: { path: '/demo/internal/pharmacy/instructions-for-use', title: 'Instructions for Use' },
      },
      {
        document: 'compatibility-biomed',
        name: 'Acme compatibility, for biomedical teams',
        version: '2024',
        date: '2024-02-01',
        href: '/secure-download?file=acme%2Fcompatibility-biomed.pdf',
        page: { path: '/demo/internal/pharmacy/instructions-for-use', title: 'Instructions for Use' },
      },
    ]);
  });

  it('is in the reader’s language: the translated name, file and page title, under the same key and version', () => {
    const [first] = fixtureLine(fixtureModels.first, 'es').acknowledgements ?? [];
    expect(first).toEqual({
      document: 'instructions-for-use',
      name: 'Instrucciones de uso, versión 5 del software',
      version: '5.0 Rev. B',
      date: '2025-08-21',
      href: '/public/demo/instrucciones-de-uso-v5.pdf',
      page: { path: '/demo/internal/pharmacy/instructions-for-use', title: expect.any(String) },
    });
  });

  it('is absent from a line without such documents', () => {
    expect(fixtureLine(fixtureModels.otherBrand)).not.toHaveProperty('acknowledgements');
  });

  it("takes every file of the pages of the line's acknowledged kinds, but those that opt out or are disabled", () => {
    const dir = copyFixture();
    edit(dir, demoPump, lineEnd, withPolicy('"instructions-for-use"'));
    edit(
      dir,
      ifu,
      '"name": "Instructions for use, software version 4",',
      '"name": "Instructions for use, software version 4", "key": "ifu-4", "version": "4.0", "disabled": true,',
    );
    edit(dir, ifu, '"name": "Flushing sheet",', '"name": "Flushing sheet", "key": "flushing", "version": "1",');
    edit(dir, ifu, '"acknowledge": true,\n      "name": "Acme', '"acknowledge": false,\n      "name": "Acme');
    const result = compileContent(dir);
    if (!result.ok) throw new Error(formatContentReport({ ...result, warnings: [] }));
    const line = result.compiled.products.find((compiled) => compiled.product.model === fixtureModels.first);
    expect(line?.acknowledgements?.map((document) => [document.document, document.version])).toEqual([
      ['instructions-for-use', '5.0 Rev. B'],
      ['flushing', '1'],
    ]);
    expect(line?.product).not.toHaveProperty('acknowledge');
  });
});

describe('content:check on a document that needs acknowledgement', () => {
  it('names what a marked document lacks, at its "acknowledge", with what to write', () => {
    const dir = copyFixture();
    edit(dir, ifu, '"key": "instructions-for-use",\n      ', '');
    edit(dir, ifu, '"version": "5.0 Rev. B",', '');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 2 errors in 1 file:

      content/products/demo-pump/sections/instructions-for-use.json:7:22  /documents/0/acknowledge: this document needs acknowledgement ("acknowledge": true), so it must have a "version"; add the version of its current file, which people confirm, e.g. "version": "1.0"
        6 |       "type": "download",
      > 7 |       "acknowledge": true,
          |                      ^
        8 |       "name": "Instructions for use, software version 5",

      content/products/demo-pump/sections/instructions-for-use.json:7:22  /documents/0/acknowledge: this document needs acknowledgement ("acknowledge": true), so it must have a "key"; add a name that stays the same from version to version, e.g. "key": "instructions-for-use-software-version-5"
        6 |       "type": "download",
      > 7 |       "acknowledge": true,
          |                      ^
        8 |       "name": "Instructions for use, software version 5","
    `);
  });

  it("names the line's rule for a document a page of an acknowledged kind lists", () => {
    const dir = copyFixture();
    edit(dir, demoPump, lineEnd, withPolicy('"instructions-for-use"'));
    edit(
      dir,
      ifu,
      '"filePath": "demo/instructions-for-use-v4.pdf",\n      "dateUpdated": "2024-03-12"',
      '"filePath": "demo/instructions-for-use-v4.pdf"',
    );
    edit(dir, ifu, '"name": "Flushing sheet",', '"name": "Flushing sheet", "key": "flushing", "version": "1",');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 4 errors in 1 file:

      content/products/demo-pump/sections/instructions-for-use.json:27:5  /documents/1: instructions for use need their date of issue: add "dateUpdated" (YYYY-MM-DD)
        26 |     },
      > 27 |     {
           |     ^
        28 |       "type": "download",

      content/products/demo-pump/sections/instructions-for-use.json:27:5  /documents/1: this document needs acknowledgement (product.json's "acknowledge" names the kind of a page of /demo that lists it), so it must have a "version"; add the version of its current file, which people confirm, e.g. "version": "1.0"
        26 |     },
      > 27 |     {
           |     ^
        28 |       "type": "download",

      content/products/demo-pump/sections/instructions-for-use.json:27:5  /documents/1: this document needs acknowledgement (product.json's "acknowledge" names the kind of a page of /demo that lists it), so it must have a "dateUpdated"; add the day its current version was published, e.g. "dateUpdated": "2025-07-08"
        26 |     },
      > 27 |     {
           |     ^
        28 |       "type": "download",

      content/products/demo-pump/sections/instructions-for-use.json:27:5  /documents/1: this document needs acknowledgement (product.json's "acknowledge" names the kind of a page of /demo that lists it), so it must have a "key"; add a name that stays the same from version to version, e.g. "key": "instructions-for-use-software-version-4"
        26 |     },
      > 27 |     {
           |     ^
        28 |       "type": "download","
    `);
  });

  it('refuses a key given to two different documents of the line', () => {
    const dir = copyFixture();
    edit(dir, ifu, '"key": "compatibility-biomed"', '"key": "instructions-for-use"');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      content/products/demo-pump/sections/instructions-for-use.json:46:14  /documents/3/key: key "instructions-for-use" is already the key of another document of /demo (content/products/demo-pump/sections/instructions-for-use.json /documents/0), with another file or version; give each document its own key
        45 |       "type": "secure-download",
      > 46 |       "key": "instructions-for-use",
           |              ^
        47 |       "acknowledge": true,"
    `);
  });

  it('warns of a page kind that no page of the line has', () => {
    const dir = copyFixture();
    edit(dir, 'products/demo-bags/product.json', '\n  ]\n}', '\n  ],\n  "acknowledge": { "pageKinds": ["video"] }\n}');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 1 warning in 1 file:

      content/products/demo-bags/product.json:57:34  warning: /acknowledge/pageKinds/0: no page of /bags is of kind "video", so this acknowledges no document
        56 |   ],
      > 57 |   "acknowledge": { "pageKinds": ["video"] }
           |                                  ^
        58 | }"
    `);
  });

  it('refuses a translation that names another version of a document with a key', () => {
    const dir = copyWithTranslations();
    const translated = 'translations/es/products/demo-pump/sections/instructions-for-use.json';
    edit(dir, translated, '"version": "5.0 Rev. B"', '"version": "5.0 Rev. A"');
    edit(
      dir,
      translated,
      '"key": "compatibility-biomed",\n      "acknowledge": true\n',
      '"key": "compatibility-biomed"\n',
    );
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 2 errors in 1 file:

      content/translations/es/products/demo-pump/sections/instructions-for-use.json:13:18  /documents/0/version: version must be as in the original ("5.0 Rev. B"): people confirm having read one version of a document with a key, in every language
        12 |       "dateUpdated": "2025-08-21",
      > 13 |       "version": "5.0 Rev. A",
           |                  ^
        14 |       "key": "instructions-for-use",

      content/translations/es/products/demo-pump/sections/instructions-for-use.json:34:5  /documents/3/acknowledge: acknowledge must be as in the original: true, not nothing
        33 |     },
      > 34 |     {
           |     ^
        35 |       "type": "secure-download","
    `);
  });
});
