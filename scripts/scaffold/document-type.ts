/**
 * The edits that add a document type: its schema branch, its pass-through in the compiler, its
 * registry entry, and a renderer folder. Each edit works on the file's text, so the rest of the
 * file keeps its formatting, and refuses when the file no longer looks as expected.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { ScaffoldError } from './cli';
import { titleOf } from './keys';

export interface DocumentTypeNames {
  /** The `type` value in content, e.g. `step-list`. */
  type: string;
  /** Its `$defs` key in schema/section.schema.json, e.g. `stepListDocument`. */
  defKey: string;
  /** Schema title and React component, e.g. `StepListDocument`. */
  component: string;
}

export function documentTypeNames(type: string): DocumentTypeNames {
  const pascal = titleOf(type).replaceAll(' ', '');
  return {
    type,
    defKey: `${pascal.charAt(0).toLowerCase()}${pascal.slice(1)}Document`,
    component: `${pascal}Document`,
  };
}

type Schema = Record<string, unknown> & { $defs: Record<string, SchemaDef> };
interface SchemaDef {
  properties?: Record<string, unknown> & { type?: { const?: unknown } };
  oneOf?: { $ref: string }[];
}

function documentBranches(schema: Schema): SchemaDef[] {
  return (schema.$defs.document?.oneOf ?? []).map(({ $ref }) => schema.$defs[$ref.replace('#/$defs/', '')] ?? {});
}

/**
 * The new branch: the fields every existing document type shares (name, title, text, …), taken
 * from the schema itself, with `name` required.
 */
function newBranch(schema: Schema, names: DocumentTypeNames, description: string) {
  const branches = documentBranches(schema);
  const first = branches[0]?.properties ?? {};
  const shared = Object.keys(first).filter(
    (field) => field !== 'type' && branches.every((branch) => Object.hasOwn(branch.properties ?? {}, field)),
  );
  if (!shared.includes('name')) throw new ScaffoldError('the document types of the schema no longer share a "name"');
  return {
    title: names.component,
    type: 'object',
    description,
    additionalProperties: false,
    required: ['type', 'name'],
    properties: {
      type: { const: names.type, description: 'Document type.' },
      ...Object.fromEntries(shared.map((field) => [field, first[field]])),
    },
  };
}

/** JSON as the schema files are written: two spaces, short lists of strings on one line. */
function schemaJson(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2)
    .replace(
      /\[\n\s+("[^"\n]*"(?:,\n\s+"[^"\n]*")*)\n\s*\]/g,
      (_all, items: string) => `[${items.split(/,\n\s+/).join(', ')}]`,
    )
    .split('\n')
    .join(`\n${indent}`);
}

const oneMatch = (text: string, pattern: RegExp, file: string, what: string): RegExpExecArray => {
  const matches = [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))];
  const [match] = matches;
  if (matches.length !== 1 || !match)
    throw new ScaffoldError(`${file} no longer has ${what} where expected; add the type by hand`);
  return match as RegExpExecArray;
};

export function schemaWithType(text: string, names: DocumentTypeNames, description: string): string {
  const file = 'schema/section.schema.json';
  const schema = JSON.parse(text) as Schema;
  if (Object.hasOwn(schema.$defs, names.defKey)) throw new ScaffoldError(`${file} already has $defs.${names.defKey}`);
  if (documentBranches(schema).some((branch) => branch.properties?.type?.const === names.type)) {
    throw new ScaffoldError(`the document type "${names.type}" exists already`);
  }
  const branch = newBranch(schema, names, description);
  const ref = { $ref: `#/$defs/${names.defKey}` };

  const documentDef = oneMatch(text, /^( +)"document": \{$/m, file, 'the "document" definition');
  const indent = documentDef[1] ?? '';
  let edited = `${text.slice(0, documentDef.index)}${indent}"${names.defKey}": ${schemaJson(branch, indent)},\n${text.slice(documentDef.index)}`;

  const oneOfStart = edited.indexOf('"oneOf": [', edited.indexOf(`${indent}"document": {`));
  const oneOfIndent = `${indent}  `;
  const oneOfEnd = edited.indexOf(`\n${oneOfIndent}]`, oneOfStart);
  if (oneOfStart < 0 || oneOfEnd < 0) throw new ScaffoldError(`${file} no longer lists the document types in "oneOf"`);
  const entry = `,\n${oneOfIndent}  ${schemaJson(ref, `${oneOfIndent}  `)}`;
  edited = edited.slice(0, oneOfEnd) + entry + edited.slice(oneOfEnd);

  const expected = structuredClone(schema);
  expected.$defs[names.defKey] = branch;
  expected.$defs.document?.oneOf?.push(ref);
  if (!isDeepStrictEqual(JSON.parse(edited), expected)) {
    throw new ScaffoldError(`${file} is not laid out as expected; add the type by hand`);
  }
  return edited;
}

/** Biome sorts imports path segment by path segment (`external/` before `external-direct/`). */
function compareSpecifiers(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const l = left[i] ?? '';
    const r = right[i] ?? '';
    if (l !== r) return l < r ? -1 : 1;
  }
  return left.length - right.length;
}

export function registryWithType(text: string, names: DocumentTypeNames): string {
  const file = 'renderers/registry.ts';
  if (new RegExp(`\\b${names.component}\\b`).test(text))
    throw new ScaffoldError(`${file} already names ${names.component}`);
  const specifier = `./documents/${names.type}/${names.type}`;
  const imports = [...text.matchAll(/^import \{ \w+ \} from '(\.\/documents\/[^']+)';$/gm)];
  const last = imports.at(-1);
  if (!last) throw new ScaffoldError(`${file} no longer imports document renderers; add the type by hand`);
  const next = imports.find((line) => compareSpecifiers(specifier, line[1] ?? '') < 0);
  const at = next ? next.index : last.index + last[0].length + 1;
  let edited = `${text.slice(0, at)}import { ${names.component} } from '${specifier}';\n${text.slice(at)}`;

  const end = oneMatch(edited, /^\} satisfies DocumentRendererMap;$/m, file, 'the document renderer map');
  const key = /^[A-Za-z_$][\w$]*$/.test(names.type) ? names.type : `'${names.type}'`;
  edited = `${edited.slice(0, end.index)}  ${key}: ${names.component},\n${edited.slice(end.index)}`;
  return edited;
}

/** A new type starts as compiled as written; checks of files or routes it names go here later. */
export function compilerWithType(text: string, names: DocumentTypeNames): string {
  const file = 'engine/compiler/compile/compile-product.ts';
  const passThrough = oneMatch(
    text,
    /^( +)case '[^']+':\n\1 {2}return document;\n\1default:\n\1 {2}return assertNever\(document\);$/m,
    file,
    'the cases compiled as written',
  );
  const caseLine = `${passThrough[1]}case '${names.type}':\n`;
  const at = passThrough.index + (passThrough[0].indexOf('\n') + 1);
  return text.slice(0, at) + caseLine + text.slice(at);
}

const templates = { '': 'document.tsx', '.stories': 'document.stories.tsx', '.test': 'document.test.tsx' } as const;

/** Component, story and test from templates/, modelled on the section-text renderer. */
export function rendererFiles(names: DocumentTypeNames, description: string, storyModel: string) {
  const { type, component } = names;
  const values: Record<string, string> = {
    type,
    component,
    description,
    storyModel,
    registryAccess: /^[A-Za-z_$][\w$]*$/.test(type) ? `.${type}` : `['${type}']`,
  };
  return Object.entries(templates).map(([suffix, template]) => {
    const text = readFileSync(new URL(`templates/${template}.template`, import.meta.url), 'utf8');
    const filled = text.replace(/\{\{(\w+)\}\}/g, (_all, key: string) => {
      const value = values[key];
      if (value === undefined) throw new Error(`templates/${template}.template names an unknown {{${key}}}`);
      return value;
    });
    return { name: `${type}${suffix}.tsx`, text: filled };
  });
}
