/**
 * What a maintainer's editor shows from the authoring schemas: a hover text of its own for every
 * field, a described example for every document type and page kind, complete skeletons that
 * validate, and rename hints that name real properties.
 */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../engine/compiler/validation/ajv-factory';
import { allSchemas, validateContent } from '../../engine/compiler/validation/validators';
import productSchema from '../../schema/product.schema.json' with { type: 'json' };
import {
  authoringSchemas,
  isSchemaNode,
  type Located,
  resolveRef,
  type SchemaNode,
} from '../../scripts/content/content-reference';

/**
 * VS Code's JSON language service resolves a `$ref` by copying every keyword of the referenced
 * schema over the referencing one, so the target's description replaces the one written beside
 * the `$ref`; schemas matched inside (allOf, anyOf, oneOf) are asked for a hover text first.
 */
function editorView(file: string, node: SchemaNode): SchemaNode {
  const merged: SchemaNode = { ...node };
  let from = file;
  const seen = new Set<string>();
  while (typeof merged.$ref === 'string' && !seen.has(merged.$ref)) {
    const ref = merged.$ref;
    seen.add(ref);
    delete merged.$ref;
    const target = resolveRef(from, ref);
    from = target.file;
    Object.assign(merged, target.node);
  }
  return merged;
}

function hoverText(file: string, node: SchemaNode): string | undefined {
  const merged = editorView(file, node);
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    for (const sub of Array.isArray(merged[keyword]) ? merged[keyword] : []) {
      const inner = isSchemaNode(sub) ? hoverText(file, sub) : undefined;
      if (inner) return inner;
    }
  }
  return ownText(merged);
}

const ownText = (node: SchemaNode) =>
  typeof node.markdownDescription === 'string'
    ? node.markdownDescription
    : typeof node.description === 'string'
      ? node.description
      : undefined;

const subschemaKeywords = ['items', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else'];
const subschemaListKeywords = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const subschemaMapKeywords = ['properties', 'patternProperties', '$defs'];

interface Property extends Located {
  name: string;
}

/** Every property schema of the three authoring schemas, wherever it is declared. */
function allProperties(): Property[] {
  const found: Property[] = [];
  const visit = (file: string, pointer: string, node: SchemaNode) => {
    for (const keyword of subschemaKeywords) {
      const sub = node[keyword];
      if (isSchemaNode(sub)) visit(file, `${pointer}/${keyword}`, sub);
    }
    for (const keyword of subschemaListKeywords) {
      const list = node[keyword];
      if (Array.isArray(list))
        list.forEach((sub, i) => {
          if (isSchemaNode(sub)) visit(file, `${pointer}/${keyword}/${i}`, sub);
        });
    }
    for (const keyword of subschemaMapKeywords) {
      const map = node[keyword];
      if (!isSchemaNode(map)) continue;
      for (const [name, sub] of Object.entries(map)) {
        if (!isSchemaNode(sub)) continue;
        const here = `${pointer}/${keyword}/${name}`;
        if (keyword === 'properties') found.push({ file, pointer: here, node: sub, name });
        visit(file, here, sub);
      }
    }
  };
  for (const [file, schema] of Object.entries(authoringSchemas)) visit(file, '', schema);
  return found;
}

/** A field written once (section documents share `#/$defs/fields/properties/<name>`) is its own description. */
const sharedField = (property: Property) =>
  typeof property.node.$ref === 'string' && property.node.$ref.endsWith(`/properties/${property.name}`);

// Conditions (if/then/else) only add constraints to a property described in `properties`; the editor
// shows that description.
const isCondition = (property: Property) => /\/(if|then|else)\//.test(property.pointer);
const properties = allProperties().filter((property) => !isCondition(property));

describe('editor hover texts', () => {
  it('walks every property of the three schemas', () => {
    expect(properties.length).toBeGreaterThan(150);
  });

  it('shows every property its own description, not the one of a definition it references', () => {
    const wrong: string[] = [];
    for (const property of properties) {
      const where = `${property.file}#${property.pointer}`;
      const own = ownText(property.node);
      const shown = hoverText(property.file, property.node);
      if (own === undefined && !sharedField(property)) wrong.push(`${where}: no description of its own`);
      else if (!shown) wrong.push(`${where}: hover shows nothing`);
      else if (own !== undefined && shown !== own) wrong.push(`${where}: hover shows "${shown}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps descriptions off definitions that described properties reference', () => {
    const targets = new Map<string, { described: boolean; users: string[] }>();
    for (const property of properties) {
      if (ownText(property.node) === undefined) continue;
      let located: Located = property;
      while (typeof located.node.$ref === 'string') {
        located = resolveRef(located.file, located.node.$ref);
        const key = `${located.file}#${located.pointer}`;
        const target = targets.get(key) ?? { described: ownText(located.node) !== undefined, users: [] };
        target.users.push(property.name);
        targets.set(key, target);
      }
    }
    const shadowing = [...targets]
      .filter(([, target]) => target.described)
      .map(([key, target]) => `${key} would replace the description of ${target.users.join(', ')}`);
    expect(shadowing).toEqual([]);
  });
});

/** A snippet body as it reads once every placeholder keeps its default (or first choice). */
function filled(body: unknown): unknown {
  const text = JSON.stringify(body)
    .replace(/\$\{\d+:([^}]*)\}/g, '$1')
    .replace(/\$\{\d+\|([^,|]*)[^}]*\}/g, '$1')
    .replace(/\$\d+/g, '');
  return JSON.parse(text);
}

const jsonExamples = (markdown: string) =>
  [...markdown.matchAll(/```json\n([\s\S]*?)\n```/g)].map((match) => JSON.parse(match[1] ?? ''));

const documentTypes = resolveRef('section.schema.json', '#/$defs/document').node.oneOf as SchemaNode[];
const branches = documentTypes.map((entry) => resolveRef('section.schema.json', String(entry.$ref)).node);
const typeOf = (branch: SchemaNode) => String((branch.properties as Record<string, SchemaNode>).type?.const);

const asSection = (document: unknown) => ({ message: 'Tips', documents: [document] });

describe('document types in the editor', () => {
  it.each(branches.map((branch) => [typeOf(branch), branch] as const))(
    '%s has a described example that validates',
    (type, branch) => {
      const markdown = String(branch.markdownDescription);
      expect(markdown.startsWith(String(branch.description))).toBe(true);
      // Hovering or completing the type's value shows the type property's text, so it says the same.
      expect((branch.properties as Record<string, SchemaNode>).type?.description).toBe(branch.description);
      const [example, ...more] = jsonExamples(markdown);
      expect(more).toEqual([]);
      expect(example).toMatchObject({ type });
      expect(validateContent('section', 'example', asSection(example))).toMatchObject({ ok: true });
    },
  );

  it.each(branches.map((branch) => [typeOf(branch), branch] as const))(
    '%s offers one skeleton with its required fields that validates once filled in',
    (type, branch) => {
      const snippets = branch.defaultSnippets as { label: string; body: Record<string, unknown> }[];
      expect(snippets).toHaveLength(1);
      const [snippet] = snippets;
      expect(snippet?.label).toBe(`${type} document`);
      expect(Object.keys(snippet?.body ?? {}).sort()).toEqual([...(branch.required as string[])].sort());
      expect(validateContent('section', 'skeleton', asSection(filled(snippet?.body)))).toMatchObject({ ok: true });
    },
  );
});

describe('page kinds and routes in the editor', () => {
  const ajv = createAjv();
  for (const schema of allSchemas) ajv.addSchema(schema);
  const validRoute = ajv.getSchema(`${productSchema.$id}#/$defs/route`);
  const pageKind = productSchema.$defs.pageKind;

  it('describes every page kind with an example route of that kind that validates', () => {
    expect(pageKind.markdownEnumDescriptions).toHaveLength(pageKind.enum.length);
    pageKind.enum.forEach((kind, i) => {
      const [example] = jsonExamples(pageKind.markdownEnumDescriptions[i] ?? '');
      expect(example).toMatchObject({ kind });
      expect(validRoute?.(example), `${kind}: ${JSON.stringify(validRoute?.errors)}`).toBe(true);
    });
  });

  it('offers route skeletons for the common pages, one of them a menu with a child', () => {
    expect(productSchema.$defs.route.defaultSnippets.map((snippet) => snippet.body.kind)).toEqual(
      expect.arrayContaining(['content-list', 'menu', 'video', 'downloads']),
    );
  });

  it('offers only skeletons that validate, once filled in, against the schema that offers them', () => {
    const offered: { where: string; body: unknown }[] = [];
    const visit = (id: string, pointer: string, node: unknown) => {
      if (!isSchemaNode(node)) return;
      for (const snippet of Array.isArray(node.defaultSnippets) ? node.defaultSnippets : [])
        offered.push({ where: `${id}#${pointer}`, body: snippet.body });
      for (const [key, value] of Object.entries(node)) {
        if (key === 'defaultSnippets' || key === 'x-renamed') continue;
        if (!Array.isArray(value)) visit(id, `${pointer}/${key}`, value);
        else for (const [i, item] of value.entries()) visit(id, `${pointer}/${key}/${i}`, item);
      }
    };
    for (const schema of Object.values(authoringSchemas)) visit(String(schema.$id), '', schema);
    const invalid = offered.filter(({ where, body }) => !ajv.getSchema(where)?.(filled(body)));
    expect(offered.length).toBeGreaterThan(branches.length + 4);
    expect(invalid.map(({ where }) => where)).toEqual([]);
  });
});

describe('rename hints', () => {
  const hinted: Located[] = [];
  const visit = (file: string, pointer: string, node: unknown) => {
    if (!isSchemaNode(node)) return;
    if (node['x-renamed'] !== undefined) hinted.push({ file, pointer, node });
    for (const [key, value] of Object.entries(node)) {
      if (key === 'defaultSnippets' || key === 'x-renamed') continue;
      if (!Array.isArray(value)) visit(file, `${pointer}/${key}`, value);
      else for (const [i, item] of value.entries()) visit(file, `${pointer}/${key}/${i}`, item);
    }
  };
  for (const [file, schema] of Object.entries(authoringSchemas)) visit(file, '', schema);

  it('map old names to properties of the same object, never to a name still allowed', () => {
    const wrong: string[] = [];
    for (const { file, pointer, node } of hinted) {
      const names = Object.keys((node.properties as SchemaNode | undefined) ?? {});
      for (const [old, current] of Object.entries(node['x-renamed'] as Record<string, string>)) {
        if (!names.includes(current)) wrong.push(`${file}#${pointer}: ${old} → ${current}, which is not a property`);
        if (names.includes(old)) wrong.push(`${file}#${pointer}: ${old} is still a property`);
      }
    }
    expect(hinted.length).toBeGreaterThan(branches.length);
    expect(wrong).toEqual([]);
  });

  it('name the current field for every old name of a document', () => {
    const route = branches.find((branch) => typeOf(branch) === 'route');
    const download = branches.find((branch) => typeOf(branch) === 'download');
    expect(route?.['x-renamed']).toMatchObject({ linkTo: 'to', date: 'dateUpdated' });
    expect(download?.['x-renamed']).toMatchObject({ file: 'filePath', updated: 'dateUpdated', label: 'name' });
  });
});
