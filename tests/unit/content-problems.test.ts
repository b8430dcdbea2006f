/**
 * What `npm run content:check` prints for each kind of mistake: the position, the message, the
 * suggested fix and the lines around it. Each test breaks a copy of the fixture content in one
 * small text edit (or checks one file of tests/fixtures/invalid), so positions are real.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isTranslationWarning } from '../../engine/compiler/compile/languages';
import type { ContentError } from '../../engine/compiler/validation/content-error';
import { formatContentReport } from '../../engine/compiler/validation/report';
import { type ContentKind, checkContentText } from '../../engine/compiler/validation/validators';
import { contentCopies, editText as edit } from '../../scripts/content/testing/content-copies';
import { compileContent } from '../../scripts/content/write-content';

const root = join(import.meta.dirname, '..', '..');
const fixture = join(root, 'tests', 'fixtures', 'content');
const copyFixture = contentCopies(fixture);
const copyWithTranslations = contentCopies(fixture, { translations: true });

/**
 * The printed report, with the temporary folder shown as `content`. The fixture's raw HTML
 * warning is left out unless asked for: it is not what these tests break.
 */
function reportOf(dir: string, { warnings = false } = {}): string {
  const result = compileContent(dir);
  const errors = result.ok ? [] : result.errors;
  // The fixture's translations, partial on purpose, have tests of their own (content-languages.test.ts).
  const shown = warnings ? result.warnings.filter((w) => !isTranslationWarning(w)) : [];
  const report = formatContentReport({ errors, warnings: shown, sources: result.sources });
  return report.replaceAll(relative(process.cwd(), dir), 'content');
}

/** One file of tests/fixtures/invalid, checked and printed as content:check prints it. */
function reportOfFile(kind: ContentKind, name: string): string {
  const file = `tests/fixtures/invalid/${name}`;
  const text = readFileSync(join(root, file), 'utf8');
  const { errors } = checkContentText(kind, file, text);
  return formatContentReport({ errors, warnings: [], sources: new Map([[file, text]]) });
}

describe('content errors name their line and column, with the fix where one is known', () => {
  it('a trailing comma, and no false "not found" for the routes that name the broken section', () => {
    const dir = copyFixture();
    edit(
      dir,
      'brands/acme/sections/tips.json',
      '"path": "demo/guide.pdf"\n    }\n  ]',
      '"path": "demo/guide.pdf"\n    },\n  ]',
    );
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      content/brands/acme/sections/tips.json:42:3  /: Unexpected ']' — trailing comma after the last item?
        41 |     },
      > 42 |   ]
           |   ^
        43 | }"
    `);
  });

  it('an unknown document type lists the types and suggests the nearest', () => {
    expect(reportOfFile('section', 'section-misspelt-document-type.json')).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      tests/fixtures/invalid/section-misspelt-document-type.json:3:27  /documents/0/type: unknown document type "dowload"; did you mean "download"? (document types: download, secure-download, training, route, external, external-direct, sectionHeader, sectionHeaderRaw, sectiontext, sectionTextRaw, empty)
        2 |   "message": "Tips",
      > 3 |   "documents": [{ "type": "dowload", "name": "Guide", "filePath": "acme/guide.pdf" }]
          |                           ^
        4 | }"
    `);
  });

  it('a misspelt property points at its key and suggests the allowed one', () => {
    expect(reportOfFile('section', 'section-misspelt-field.json')).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      tests/fixtures/invalid/section-misspelt-field.json:1:3  /mesage: "mesage" is not allowed; did you mean "message"?
      > 1 | { "mesage": "Tips", "documents": [] }
          |   ^
        2 |"
    `);
  });

  it('a renamed property names its new name, from the schema', () => {
    expect(reportOfFile('section', 'section-renamed-field.json')).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      tests/fixtures/invalid/section-renamed-field.json:1:75  /documents/0/linkTo: "linkTo" was renamed to "to"
      > 1 | { "message": "Tips", "documents": [{ "type": "route", "name": "Training", "linkTo": "initial-training" }] }
          |                                                                           ^
        2 |"
    `);
  });

  it('a misspelt route name suggests the nearest route of each line that shows the section', () => {
    const dir = copyFixture();
    edit(dir, 'brands/acme/sections/tips.json', '"to": "home"', '"to": "hom"');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 2 errors in 1 file:

      content/brands/acme/sections/tips.json:25:13  /documents/3/to: /demo: no route is named "hom"; did you mean "home"?
        24 |       "name": "Back home",
      > 25 |       "to": "hom"
           |             ^
        26 |     },

      content/brands/acme/sections/tips.json:25:13  /documents/3/to: /bags: no route is named "hom"; did you mean "home"?
        24 |       "name": "Back home",
      > 25 |       "to": "hom"
           |             ^
        26 |     },"
    `);
  });

  it('a sections folder holds only .json files named by the key pattern', () => {
    const dir = copyFixture();
    writeFileSync(join(dir, 'brands/acme/sections/notes.txt'), 'draft');
    writeFileSync(join(dir, 'brands/acme/sections/Quick_Tips.json'), '{}');
    expect(reportOf(dir)).toBe(
      [
        'Content has 2 errors in 2 files:',
        '',
        'content/brands/acme/sections/Quick_Tips.json: /: section file names are lowercase kebab-case, e.g. quick-tips.json',
        '',
        'content/brands/acme/sections/notes.txt: /: only .json section files belong in a sections folder',
      ].join('\n'),
    );
  });

  it('an unknown product line is blamed on its line in site.json, with the nearest folder', () => {
    const dir = copyFixture();
    edit(dir, 'site.json', '"demo-bags",', '"demo-bgas",');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      content/site.json:315:29  /products/1: no product line "demo-bgas": content/products/demo-bgas/product.json does not exist; did you mean "demo-bags"?
        314 |   ],
      > 315 |   "products": ["demo-pump", "demo-bgas", "other-pump"],
            |                             ^
        316 |   "eifu": {"
    `);
  });

  it('a missing image suggests the nearest file in its folder', () => {
    const dir = copyFixture();
    edit(dir, 'products/demo-bags/product.json', '"src": "cards/bags.svg"', '"src": "cards/bag.svg"');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      content/products/demo-bags/product.json:10:14  /card/image/src: image content/images/cards/bag.svg does not exist; did you mean "cards/bags.svg"?
         9 |     "image": {
      > 10 |       "src": "cards/bag.svg",
           |              ^
        11 |       "alt": "Demo bags picture""
    `);
  });

  it("a missing caption file of a video suggests the nearest, in the address's own form", () => {
    const dir = copyFixture();
    edit(dir, 'products/demo-pump/product.json', 'videos/priming.es.vtt', 'videos/primming.es.vtt');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      content/products/demo-pump/product.json:211:38  /routes/3/children/5/meta/captions/1/src: file content/training/acme/videos/primming.es.vtt does not exist; did you mean "/public/training/acme/videos/priming.es.vtt"?
        210 |               { "lang": "en", "src": "/public/training/acme/videos/priming.en.vtt" },
      > 211 |               { "lang": "es", "src": "/public/training/acme/videos/primming.es.vtt" }
            |                                      ^
        212 |             ],"
    `);
  });

  it('an unknown page kind lists the kinds and suggests the nearest', () => {
    expect(reportOfFile('product', 'product-misspelt-page-kind.json')).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      tests/fixtures/invalid/product-misspelt-page-kind.json:13:40  /routes/1/kind: unknown page kind "contnet-list"; did you mean "content-list"? (page kinds: home, content-list, downloads, contact, implementation-overview, faq, superuser-resources, video, instructions-for-use, menu, learning-library, whats-new)
        12 |     { "path": "internal/home", "kind": "home", "meta": { "title": "Home" } },
      > 13 |     { "path": "internal/tips", "kind": "contnet-list", "meta": { "title": "Tips", "sectionName": "tips" } }
           |                                        ^
        14 |   ]"
    `);
  });

  it('a duplicate path names the route that has it already', () => {
    const dir = copyFixture();
    edit(dir, 'products/demo-pump/product.json', '"path": "superuser-resources"', '"path": "faq"');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      content/products/demo-pump/product.json:185:19  /routes/3/children/3/path: path /demo/internal/pharmacy/faq is already used by the route at /routes/3/children/2 ("pharmacy-faq")
        184 |         {
      > 185 |           "path": "faq",
            |                   ^
        186 |           "name": "superuser-resources","
    `);
  });

  it('an impossible date says what is wrong with it', () => {
    expect(reportOfFile('section', 'section-impossible-date.json')).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      tests/fixtures/invalid/section-impossible-date.json:3:101  /documents/0/dateUpdated: "2025-02-30" is not a date: February has 28 days in 2025
        2 |   "message": "Tips",
      > 3 |   "documents": [{ "type": "download", "name": "Guide", "filePath": "acme/guide.pdf", "dateUpdated": "2025-02-30" }]
          |                                                                                                     ^
        4 | }"
    `);
  });

  it('a repeated key is an error, since all but the last would be lost', () => {
    const dir = copyFixture();
    edit(dir, 'products/demo-bags/product.json', '"title": "Demo Bags",', '"title": "Demo Bags",\n  "title": "Bags",');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      content/products/demo-bags/product.json:6:3  /title: "title" appears twice in this object; only the last one would count
        5 |   "title": "Demo Bags",
      > 6 |   "title": "Bags",
          |   ^
        7 |   "pathPrefix": "/bags","
    `);
  });
});

describe('no false and no hidden errors', () => {
  it('a section with a schema error still stands for its name, and its other rows are still checked (a missing file with its near name)', () => {
    const dir = copyFixture();
    edit(
      dir,
      'brands/acme/sections/tips.json',
      '"type": "download",\n      "name": "Acme',
      '"type": "dowload",\n      "name": "Acme',
    );
    edit(dir, 'brands/acme/sections/tips.json', '"filePath": "demo/tips.pdf"', '"filePath": "demo/tip.pdf"');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 2 errors in 1 file:

      content/brands/acme/sections/tips.json:6:15  /documents/0/type: unknown document type "dowload"; did you mean "download"? (document types: download, secure-download, training, route, external, external-direct, sectionHeader, sectionHeaderRaw, sectiontext, sectionTextRaw, empty)
        5 |     {
      > 6 |       "type": "dowload",
          |               ^
        7 |       "name": "Acme setup guide",

      content/brands/acme/sections/tips.json:34:19  /documents/5/filePath: file content/files/demo/tip.pdf does not exist; did you mean "demo/tips.pdf"?
        33 |       "name": "Tips",
      > 34 |       "filePath": "demo/tip.pdf",
           |                   ^
        35 |       "dateUpdated": "2025-01-02""
    `);
  });

  it("schema errors in one file do not hide another file's reference errors", () => {
    const dir = copyFixture();
    edit(dir, 'site.json', '"siteTitle"', '"siteTitel"');
    edit(dir, 'products/demo-pump/product.json', '"route": "pharmacy-faq"', '"route": "pharmacy-fax"');
    edit(dir, 'products/other-pump/product.json', '"welcome": ', '"welcome": 1, "wellcome": ');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 4 errors in 3 files:

      content/site.json:3:3  /siteTitel: "siteTitel" is not allowed; did you mean "siteTitle"?
        2 |   "$schema": "../../../schema/site.schema.json",
      > 3 |   "siteTitel": "CUSTOMER RESOURCES",
          |   ^
        4 |   "logo": {

      content/products/other-pump/product.json:18:14  /welcome: must be a string, not a number
        17 |   },
      > 18 |   "welcome": 1, "wellcome": "Welcome to the Other Pump resources.",
           |              ^
        19 |   "homePath": "internal/home",

      content/products/other-pump/product.json:18:17  /wellcome: "wellcome" is not allowed; did you mean "welcome"?
        17 |   },
      > 18 |   "welcome": 1, "wellcome": "Welcome to the Other Pump resources.",
           |                 ^
        19 |   "homePath": "internal/home",

      content/products/demo-pump/product.json:149:22  /routes/3/meta/menuItems/2/route: no route is named "pharmacy-fax"; did you mean "pharmacy-faq"?
        148 |           {
      > 149 |             "route": "pharmacy-fax",
            |                      ^
        150 |             "label": "FAQ""
    `);
  });
});

describe('raw HTML that the sanitiser changes', () => {
  it('compiles, with a warning naming what the page will not show', () => {
    const result = compileContent(fixture);
    expect(result.ok).toBe(true);
    expect(reportOf(fixture, { warnings: true })).toMatchInlineSnapshot(`
      "Content has 1 warning in 1 file:

      content/brands/acme/sections/tips.json:29:15  warning: /documents/4/text: the page will not show onclick="alert(1)" on <p>, <script>, and href="javascript:alert(3)" on <a>: the sanitiser removes them
        28 |       "type": "sectionTextRaw",
      > 29 |       "text": "<p onclick=\\"alert(1)\\">Safe <strong>text</strong><script>alert(2)</script><a href=\\"javascript:alert(3)\\">x</a></p>"
           |               ^
        30 |     },"
    `);
  });
});

describe('safety notices', () => {
  it('a GTIN with a wrong check digit is reported at its place, with the corrected GTIN', () => {
    const dir = copyFixture();
    edit(dir, 'products/demo-pump/product.json', '"gtins": ["04056869000015"]', '"gtins": ["04056869000016"]');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      content/products/demo-pump/product.json:283:17  /notices/0/gtins/0: the GS1 check digit of 04056869000016 is 5, not 6: a digit is mistyped; did you mean "04056869000015"?
        282 |       "severity": "field-safety-notice",
      > 283 |       "gtins": ["04056869000016"],
            |                 ^
        284 |       "softwareVersions": ["4.2.0"],"
    `);
  });

  it("a GTIN of another line's device is reported at the notice", () => {
    const dir = copyFixture();
    edit(dir, 'products/demo-pump/product.json', '"gtins": ["04056869000015"]', '"gtins": ["09501101532007"]');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      content/products/demo-pump/product.json:283:17  /notices/0/gtins/0: GTIN 09501101532007 is a device of the line "other-pump", not of "demo-pump": a notice names its own line's devices (publish it on "other-pump" too if it affects both)
        282 |       "severity": "field-safety-notice",
      > 283 |       "gtins": ["09501101532007"],
            |                 ^
        284 |       "softwareVersions": ["4.2.0"],"
    `);
  });

  it('a notice without a date is reported at the notice', () => {
    const dir = copyFixture();
    edit(dir, 'products/demo-pump/product.json', '"date": "2026-11-20",\n', '');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      content/products/demo-pump/product.json:278:5  /notices/0: "date" is required
        277 |   "notices": [
      > 278 |     {
            |     ^
        279 |       "id": "fsn-2026-11-occlusion","
    `);
  });

  it('a translated notice keeps its severity', () => {
    const dir = copyWithTranslations();
    const file = 'translations/es/products/demo-pump/product.json';
    edit(dir, file, '"severity": "field-safety-notice"', '"severity": "recall"');
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Content has 1 error in 1 file:

      content/translations/es/products/demo-pump/product.json:285:19  /notices/0/severity: severity must be as in the original: "field-safety-notice", not "recall"
        284 |       "date": "2026-11-20",
      > 285 |       "severity": "recall",
            |                   ^
        286 |       "gtins": ["04056869000015"],"
    `);
  });
});

describe('content:check', () => {
  const run = promisify(execFile);
  const check = (dir: string, ...args: string[]) =>
    run(process.execPath, [join(root, 'scripts', 'run.mjs'), 'scripts/compile-content.ts', '--check', ...args], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: dir },
    });

  it('--json prints every problem for tools and fails on errors', async () => {
    const dir = copyFixture();
    edit(dir, 'brands/acme/sections/tips.json', '"to": "home"', '"to": "hom"');
    const failure = await check(dir, '--json').catch((error: { code: number; stdout: string }) => error);
    expect('code' in failure && failure.code).toBe(1);
    const shown = relative(root, dir);
    const problems = JSON.parse(failure.stdout.replaceAll(shown, 'content')).filter(
      (problem: ContentError) => !isTranslationWarning(problem),
    );
    expect(problems).toMatchInlineSnapshot(`
      [
        {
          "column": 13,
          "file": "content/brands/acme/sections/tips.json",
          "line": 25,
          "message": "/demo: no route is named "hom"; did you mean "home"?",
          "pointer": "/documents/3/to",
          "severity": "error",
          "suggestion": "home",
        },
        {
          "column": 13,
          "file": "content/brands/acme/sections/tips.json",
          "line": 25,
          "message": "/bags: no route is named "hom"; did you mean "home"?",
          "pointer": "/documents/3/to",
          "severity": "error",
          "suggestion": "home",
        },
        {
          "column": 15,
          "file": "content/brands/acme/sections/tips.json",
          "line": 29,
          "message": "the page will not show onclick="alert(1)" on <p>, <script>, and href="javascript:alert(3)" on <a>: the sanitiser removes them",
          "pointer": "/documents/4/text",
          "severity": "warning",
        },
      ]
    `);
  });

  it('prints valid content as before, warnings first', async () => {
    const { stdout, stderr } = await check(fixture);
    expect(stdout).toBe('Content is valid: 3 product lines, 25 deliverable files.\n');
    expect(stderr).toContain('warning: /documents/4/text');
  });
});
