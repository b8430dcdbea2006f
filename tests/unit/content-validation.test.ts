/** Each invalid fixture pins the exact message a content maintainer sees. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatContentError } from '../../engine/validation/format-errors';
import { type ContentKind, validateContent } from '../../engine/validation/validators';

function errorsOf(kind: ContentKind, fixture: string): string[] {
  const file = `tests/fixtures/invalid/${fixture}`;
  const data = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'invalid', fixture), 'utf8'));
  const result = validateContent(kind, file, data);
  if (result.ok) throw new Error(`${fixture} was expected to be invalid`);
  return result.errors.map(formatContentError);
}

describe('content validation messages', () => {
  it('names an unknown document type', () => {
    expect(errorsOf('section', 'section-unknown-document-type.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/section-unknown-document-type.json: /documents/0: "type" "video" is not a document type",
      ]
    `);
  });

  it('suggests the new name of a renamed field', () => {
    expect(errorsOf('section', 'section-renamed-field.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/section-renamed-field.json: /documents/0: "to" is required",
        "tests/fixtures/invalid/section-renamed-field.json: /documents/0: "linkTo" is not allowed; did you mean "to"?",
      ]
    `);
  });

  it('refuses a date that is not in the calendar', () => {
    expect(errorsOf('section', 'section-impossible-date.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/section-impossible-date.json: /documents/0/dateUpdated: must be a date written YYYY-MM-DD",
      ]
    `);
  });

  it('requires the file of a download', () => {
    expect(errorsOf('section', 'section-download-without-file.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/section-download-without-file.json: /documents/0: "filePath" is required",
      ]
    `);
  });

  it('requires https for external pages', () => {
    expect(errorsOf('section', 'section-insecure-external-url.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/section-insecure-external-url.json: /documents/0/url: does not fit the pattern ^https:// (Address of the external page (https only).)",
      ]
    `);
  });

  it('suggests the closest property for a misspelling and reports the missing one', () => {
    expect(errorsOf('section', 'section-misspelt-field.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/section-misspelt-field.json: /: "message" is required",
        "tests/fixtures/invalid/section-misspelt-field.json: /: "mesage" is not allowed; did you mean "message"?",
      ]
    `);
  });

  it('reports every product error at once', () => {
    expect(errorsOf('product', 'product-bad-prefix-and-kind.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/product-bad-prefix-and-kind.json: /pathPrefix: does not fit the pattern ^/[a-z0-9]+(-[a-z0-9]+)*$ (Address of the product line, e.g. /ivenix.)",
        "tests/fixtures/invalid/product-bad-prefix-and-kind.json: /routes/0/kind: must be one of "home", "content-list", "downloads", "contact", "implementation-overview", "faq", "superuser-resources", "video", "instructions-for-use", "menu", "learning-library"",
      ]
    `);
  });

  it('reports a missing site footer', () => {
    expect(errorsOf('site', 'site-missing-footer.json')).toMatchInlineSnapshot(`
      [
        "tests/fixtures/invalid/site-missing-footer.json: /: "footer" is required",
      ]
    `);
  });

  it('accepts every file of the demo content', () => {
    const demo = join(import.meta.dirname, '..', '..', 'content');
    const data = JSON.parse(readFileSync(join(demo, 'products', 'ivenix', 'sections', 'quick-tips.json'), 'utf8'));
    expect(validateContent('section', 'quick-tips.json', data)).toMatchObject({ ok: true });
  });
});
