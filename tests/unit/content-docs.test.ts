/**
 * docs/CONTENT-REFERENCE.md is what the schemas say and names every document type with its
 * required fields; the files the tutorial (docs/CONTENT.md) shows are valid.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ContentKind, validateContent } from '../../engine/compiler/validation/validators';
import sectionSchema from '../../schema/section.schema.json' with { type: 'json' };
import { referencePath, renderContentReference } from '../../scripts/content/content-reference';

const docs = join(import.meta.dirname, '..', '..', 'docs');
const committed = readFileSync(join(docs, '..', referencePath), 'utf8');

/** The text under a heading, up to the next heading of the same or a higher level. */
function sectionOf(markdown: string, heading: string): string {
  const level = heading.match(/^#+/)?.[0] ?? '';
  const start = markdown.split('\n').indexOf(heading);
  if (start < 0) return '';
  const lines = markdown.split('\n').slice(start + 1);
  const end = lines.findIndex((line) => new RegExp(`^#{1,${level.length}} `).test(line));
  return lines.slice(0, end < 0 ? undefined : end).join('\n');
}

const documentTypes = sectionSchema.$defs.document.oneOf.map((entry) => {
  const name = entry.$ref.split('/').pop() as keyof typeof sectionSchema.$defs;
  const branch = sectionSchema.$defs[name] as { properties: { type: { const: string } }; required: string[] };
  return { type: branch.properties.type.const, required: branch.required };
});

describe('content reference', () => {
  it(`${referencePath} is fresh (run npm run docs:content after changing a schema)`, () => {
    expect(committed).toBe(renderContentReference());
  });

  it('finds the eleven document types of the schema', () => {
    expect(documentTypes.map((t) => t.type)).toContain('secure-download');
    expect(documentTypes).toHaveLength(11);
  });

  it.each(documentTypes)('lists the $type document with its required fields', ({ type, required }) => {
    const text = sectionOf(committed, `### Document type \`${type}\``);
    expect(text).toContain(`"type": "${type}"`);
    for (const field of required) expect(text).toMatch(new RegExp(`^\\| \`${field}\` \\| yes \\|`, 'm'));
  });

  it('lists every page kind with an example', () => {
    const kinds = sectionOf(committed, '## Page kinds');
    for (const kind of ['home', 'content-list', 'downloads', 'video', 'menu']) {
      expect(sectionOf(kinds, `### Page kind \`${kind}\``)).toContain(`"kind": "${kind}"`);
    }
  });
});

describe('content tutorial', () => {
  const examples = [...readFileSync(join(docs, 'CONTENT.md'), 'utf8').matchAll(/```json\n([\s\S]*?)\n```/g)].map(
    (match) => JSON.parse(match[1] ?? '') as { $schema?: string },
  );
  const kindOf = (example: { $schema?: string }) => example.$schema?.match(/(\w+)\.schema\.json$/)?.[1] as ContentKind;

  it('shows a whole product line and a whole section file', () => {
    expect(examples.map(kindOf)).toEqual(['product', 'section']);
  });

  it.each(examples.map((example) => [kindOf(example), example] as const))('its %s file is valid', (kind, example) => {
    expect(validateContent(kind, `docs/CONTENT.md (${kind})`, example)).toMatchObject({ ok: true });
  });
});
