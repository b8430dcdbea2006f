/**
 * docs/CONTENT-REFERENCE.md, written from the authoring schemas so the reference never disagrees
 * with what `npm run content:check` accepts: every field of site.json, product.json and section
 * files, every page kind and every document type. The schemas' `$ref` look-up here is also what
 * the editor's view of them is tested with (tests/unit/schema-editor.test.ts).
 */
import { pointerSegments } from '../../engine/compiler/validation/json-source';
import productSchema from '../../schema/product.schema.json' with { type: 'json' };
import sectionSchema from '../../schema/section.schema.json' with { type: 'json' };
import siteSchema from '../../schema/site.schema.json' with { type: 'json' };

export const referencePath = 'docs/CONTENT-REFERENCE.md';

export type SchemaNode = { [keyword: string]: unknown };

/** The three schemas content maintainers write against, by file name. */
export const authoringSchemas: Record<string, SchemaNode> = {
  'site.schema.json': siteSchema,
  'product.schema.json': productSchema,
  'section.schema.json': sectionSchema,
};

/** A schema node and where it is written, so the `$ref`s inside it resolve against the right file. */
export interface Located {
  file: string;
  pointer: string;
  node: SchemaNode;
}

export function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The schema a `$ref` names, read relative to the file it is written in. The schemas name each
 * other by file (`product.schema.json#/$defs/key`) or by their absolute `$id`; both end in the file name.
 */
export function resolveRef(from: string, ref: string): Located {
  const [target = '', fragment = ''] = ref.split('#');
  const file = target ? (target.split('/').pop() ?? target) : from;
  let node: unknown = authoringSchemas[file];
  for (const key of pointerSegments(fragment)) {
    node = isSchemaNode(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
  }
  if (!isSchemaNode(node)) throw new Error(`${from}: $ref ${ref} names no schema`);
  return { file, pointer: fragment, node };
}

/** A schema as a reader sees it: the referenced definition's constraints, the use site's own texts. */
interface View {
  file: string;
  node: SchemaNode;
  /** Title of the named definition it came from, if any (Image, RouteNode, …). */
  title?: string;
}

function view(file: string, node: SchemaNode): View {
  if (typeof node.$ref !== 'string')
    return { file, node, ...(typeof node.title === 'string' && { title: node.title }) };
  const target = resolveRef(file, node.$ref);
  const inner = view(target.file, target.node);
  const { $ref: _ref, ...own } = node;
  return { ...inner, node: { ...inner.node, ...own } };
}

/** Named shapes with a section of their own; the others are listed inline with dotted names. */
const sections: Record<string, string> = {
  Image: 'image',
  MapSection: 'map-entries',
  RouteNode: 'routes',
  ContactInfo: 'contact-details',
  Document: 'document-types',
  PageKind: 'page-kinds',
};

const linked = (v: View) => v.title !== undefined && Object.hasOwn(sections, v.title);
const cell = (text: string) => text.replace(/\r?\n/g, ' ').replaceAll('|', '\\|');
/** Schema descriptions are plain text: `<line>` would vanish as an unknown HTML tag. */
const plain = (text: string) => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const code = (text: string) => `\`${text}\``;
const properties = (node: SchemaNode) =>
  (isSchemaNode(node.properties) ? node.properties : {}) as Record<string, SchemaNode>;
const required = (node: SchemaNode) => (Array.isArray(node.required) ? (node.required as string[]) : []);
const description = (node: SchemaNode) => (typeof node.description === 'string' ? plain(node.description) : '');

function typeText(v: View): string {
  const { node } = v;
  if (linked(v)) return `[${v.title}](#${sections[v.title ?? '']})`;
  if (node.const !== undefined) return code(JSON.stringify(node.const));
  if (node.type === 'array' && isSchemaNode(node.items)) return `array of ${typeText(view(v.file, node.items))}`;
  if (isSchemaNode(node.additionalProperties))
    return `object: name → ${typeText(view(v.file, node.additionalProperties))}`;
  if (node.format === 'date') return 'date';
  return typeof node.type === 'string' ? node.type : 'object';
}

/** A shared format (key, route path) names itself in $comment, since a description there would hide the field's own. */
function patternText(node: SchemaNode): string {
  const name = typeof node.$comment === 'string' ? `${node.$comment}: ` : '';
  return `${name}pattern ${code(String(node.pattern))}`;
}

function allowedText(v: View): string {
  const { node } = v;
  const parts: string[] = [];
  if (Array.isArray(node.enum) && !linked(v))
    parts.push(`one of ${node.enum.map((value) => code(JSON.stringify(value))).join(', ')}`);
  if (node.format === 'date') parts.push('YYYY-MM-DD');
  if (node.format === 'email') parts.push('an email address');
  if (node.format === 'uri') parts.push('an absolute URL');
  if (typeof node.pattern === 'string') parts.push(patternText(node));
  if (node.minLength === 1) parts.push('not empty');
  if (typeof node.minimum === 'number' && typeof node.maximum === 'number')
    parts.push(`${node.minimum} to ${node.maximum}`);
  if (typeof node.minItems === 'number') parts.push(`at least ${node.minItems}`);
  if (node.uniqueItems === true) parts.push('no duplicates');
  if (isSchemaNode(node.propertyNames)) {
    const names = view(v.file, node.propertyNames).node;
    if (typeof names.pattern === 'string') parts.push(`names: ${patternText(names)}`);
  }
  if (node.type === 'array' && isSchemaNode(node.items)) {
    const items = view(v.file, node.items);
    const inner = linked(items) ? '' : allowedText(items);
    if (inner) parts.push(`each: ${inner}`);
  }
  return parts.join('; ');
}

/** Rows of a field table; inline objects (and arrays of them) continue with dotted names. */
function rows(v: View, prefix = ''): string[] {
  const out: string[] = [];
  const needed = required(v.node);
  for (const [name, schema] of Object.entries(properties(v.node))) {
    if (name === '$schema') continue;
    const field = view(v.file, schema);
    const path = `${prefix}${name}`;
    out.push(
      `| ${code(path)} | ${needed.includes(name) ? 'yes' : ''} | ${cell(typeText(field))} | ${cell(allowedText(field))} | ${cell(description(field.node))} |`,
    );
    if (!linked(field) && isSchemaNode(field.node.properties)) out.push(...rows(field, `${path}.`));
    if (!linked(field) && field.node.type === 'array' && isSchemaNode(field.node.items)) {
      const items = view(field.file, field.node.items);
      if (!linked(items) && isSchemaNode(items.node.properties)) out.push(...rows(items, `${path}[].`));
    }
  }
  return out;
}

function table(v: View): string {
  return [
    '| field | required | type | allowed values | description |',
    '| --- | --- | --- | --- | --- |',
    ...rows(v),
  ].join('\n');
}

function at(file: string, pointer = ''): View {
  return view(file, pointer ? resolveRef(file, `#${pointer}`).node : (authoringSchemas[file] as SchemaNode));
}

function pageKinds(): string[] {
  const kinds = at('product.schema.json', '/$defs/pageKind').node;
  const values = kinds.enum as string[];
  const texts = kinds.markdownEnumDescriptions as string[];
  return values.flatMap((kind, i) => [`### Page kind ${code(kind)}`, '', texts[i] ?? '', '']);
}

function documentTypes(): string[] {
  const list = at('section.schema.json', '/$defs/document').node.oneOf as SchemaNode[];
  const types = list.map((entry) => view('section.schema.json', entry));
  const typeName = (t: View) => String(properties(t.node).type?.const);
  const summary = types.map(
    (t) =>
      `| [${code(typeName(t))}](#document-type-${typeName(t).toLowerCase()}) | ${required(t.node)
        .filter((name) => name !== 'type')
        .map(code)
        .join(', ')} | ${cell(description(t.node))} |`,
  );
  const details = types.flatMap((t) => {
    const renamed = isSchemaNode(t.node['x-renamed']) ? Object.entries(t.node['x-renamed']) : [];
    return [
      `### Document type ${code(typeName(t))}`,
      '',
      String(t.node.markdownDescription ?? description(t.node)),
      '',
      table(t),
      '',
      ...(renamed.length > 0
        ? [
            `Old names, reported with the current one: ${renamed.map(([old, current]) => `${code(old)} → ${code(String(current))}`).join(', ')}.`,
            '',
          ]
        : []),
    ];
  });
  return ['| type | required fields | what it is |', '| --- | --- | --- |', ...summary, '', ...details];
}

/** The whole reference, as committed. */
export function renderContentReference(): string {
  const site = at('site.schema.json');
  const product = at('product.schema.json');
  const section = at('section.schema.json');
  return [
    '# Content reference',
    '',
    '<!-- Generated from schema/site.schema.json, schema/product.schema.json and schema/section.schema.json by scripts/content-docs.ts. Do not edit: change the schemas and run `npm run docs:content`. -->',
    '',
    'Every field of the files under `content/`, as the schemas in `schema/` define it; the editor shows the same',
    'texts on hover. How to put them together step by step: [CONTENT.md](CONTENT.md).',
    '',
    '- [Site settings](#site-settings): `content/site.json`',
    '- [Product line](#product-line): `content/products/<line>/product.json`, with its [map entries](#map-entries), [routes](#routes), [page kinds](#page-kinds) and [contact details](#contact-details)',
    '- [Section files](#section-files): `content/products/<line>/sections/<name>.json` and `content/brands/<brand>/sections/<name>.json`, with the [document types](#document-types)',
    '- [Image](#image)',
    '',
    '## Site settings',
    '',
    description(site.node),
    '',
    table(site),
    '',
    '## Product line',
    '',
    description(product.node),
    '',
    table(product),
    '',
    '## Map entries',
    '',
    'Each entry of `map` in product.json.',
    '',
    table(at('product.schema.json', '/$defs/mapSection')),
    '',
    '## Routes',
    '',
    "Each entry of `routes` in product.json, and of a route's `children`.",
    description(at('product.schema.json', '/$defs/route').node),
    '',
    table(at('product.schema.json', '/$defs/route')),
    '',
    '## Page kinds',
    '',
    "The values of a route's `kind`.",
    '',
    ...pageKinds(),
    '## Contact details',
    '',
    'The `contact` of product.json.',
    '',
    table(at('product.schema.json', '/$defs/contactInfo')),
    '',
    '## Section files',
    '',
    description(section.node),
    '',
    table(section),
    '',
    '## Document types',
    '',
    `${description(at('section.schema.json', '/$defs/document').node)} Each entry of \`documents\` has one of these \`type\`s.`,
    '',
    ...documentTypes(),
    '## Image',
    '',
    'A picture named by its path under `content/images`.',
    '',
    table(at('product.schema.json', '/$defs/image')),
    '',
  ].join('\n');
}
