/** Each invalid fixture pins the exact message a content maintainer sees. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatContentError } from '../../engine/compiler/validation/format-errors';
import { type ContentKind, checkContentText, validateContent } from '../../engine/compiler/validation/validators';

function errorsOf(kind: ContentKind, fixture: string): string[] {
  const file = `tests/fixtures/invalid/${fixture}`;
  const text = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'invalid', fixture), 'utf8');
  const { value, errors } = checkContentText(kind, file, text);
  if (value) throw new Error(`${fixture} was expected to be invalid`);
  return errors.map((error) => formatContentError(error));
}

describe('content validation messages', () => {
  it('names an unknown document type', () => {
    expect(errorsOf('section', 'section-unknown-document-type.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/section-unknown-document-type.json:1:46  /documents/0/type: unknown document type "video" (document types: download, secure-download, training, route, external, external-direct, sectionHeader, sectionHeaderRaw, sectiontext, sectionTextRaw, empty)",
      ]
    `);
  });

  it('names the new name of a renamed field, once', () => {
    expect(errorsOf('section', 'section-renamed-field.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/section-renamed-field.json:1:75  /documents/0/linkTo: "linkTo" was renamed to "to"",
      ]
    `);
  });

  it('refuses a date that is not in the calendar', () => {
    expect(errorsOf('section', 'section-impossible-date.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/section-impossible-date.json:3:101  /documents/0/dateUpdated: "2025-02-30" is not a date: February has 28 days in 2025",
      ]
    `);
  });

  it('requires the section of a FAQ page and the address of a video page, which would show nothing', () => {
    expect(errorsOf('product', 'product-pages-without-content.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/product-pages-without-content.json:13:54  /routes/1/meta: "sectionName" is required",
        "tests/fixtures/invalid/product-pages-without-content.json:14:58  /routes/2/meta: "url" is required",
      ]
    `);
  });

  it('requires the file of a download', () => {
    expect(errorsOf('section', 'section-download-without-file.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/section-download-without-file.json:1:36  /documents/0: "filePath" is required",
      ]
    `);
  });

  it('requires https for external pages', () => {
    expect(errorsOf('section', 'section-insecure-external-url.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/section-insecure-external-url.json:1:81  /documents/0/url: does not fit the pattern ^https:// (Address of the external page (https only).)",
      ]
    `);
  });

  it('suggests the closest property for a misspelling, without echoing it as missing', () => {
    expect(errorsOf('section', 'section-misspelt-field.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/section-misspelt-field.json:1:3  /mesage: "mesage" is not allowed; did you mean "message"?",
      ]
    `);
  });

  it('reports every product error at once', () => {
    expect(errorsOf('product', 'product-bad-prefix-and-kind.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/product-bad-prefix-and-kind.json:5:17  /pathPrefix: does not fit the pattern ^/[a-z0-9]+(-[a-z0-9]+)*$ (Address of the product line, e.g. /ivenix.)",
        "tests/fixtures/invalid/product-bad-prefix-and-kind.json:11:49  /routes/0/kind: unknown page kind "landing" (page kinds: home, content-list, downloads, contact, implementation-overview, faq, superuser-resources, video, instructions-for-use, menu, learning-library, whats-new)",
      ]
    `);
  });

  it('reports a missing site footer', () => {
    expect(errorsOf('site', 'site-missing-footer.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/site-missing-footer.json:1:1  /: "footer" is required",
      ]
    `);
  });

  it('accepts every file of the demo content', () => {
    const demo = join(import.meta.dirname, '..', '..', 'content');
    const data = JSON.parse(readFileSync(join(demo, 'products', 'ivenix', 'sections', 'quick-tips.json'), 'utf8'));
    expect(validateContent('section', 'quick-tips.json', data)).toMatchObject({ ok: true });
  });
});
