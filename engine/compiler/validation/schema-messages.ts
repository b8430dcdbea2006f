/** What one ajv error means to a content maintainer, where it points, and the likely fix. */
import type { ErrorObject } from 'ajv';
import { dateProblem } from './date-problem';
import { escapePointerSegment } from './json-source';
import { closest, didYouMean, suggested } from './suggest';

export interface SchemaProblem {
  pointer: string;
  /** An unknown property is blamed on its key; everything else on its value (a missing property on its object). */
  part: 'key' | 'value';
  message: string;
  suggestion?: string;
  /** A required property that is missing: dropped when an unknown property of the same object is its misspelling. */
  missing?: string;
}

/** Resolves a `#/...` reference of the schema being validated. */
export type ResolveRef = (ref: string) => unknown;

interface SchemaShape {
  title?: string;
  description?: string;
  properties?: Record<string, { const?: unknown; 'x-compiled'?: boolean }>;
  oneOf?: { $ref?: string }[];
  'x-renamed'?: Record<string, string>;
}

/** A property's new name, from `x-renamed` on the object schema that owns the new name. */
function renameOf(schema: SchemaShape | undefined, name: string): string | undefined {
  const renamed = schema?.['x-renamed'];
  return renamed && Object.hasOwn(renamed, name) ? renamed[name] : undefined;
}

/** "PageKind" → "page kind", for messages that name what a list of values is. */
const wordsOf = (title: string) => title.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const jsonType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const withArticle = (word: string) => (word === 'null' ? word : `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`);

/** `unknown page kind "x"; did you mean "y"? (page kinds: …)` */
function unknownName(what: string, value: string, allowed: string[]) {
  const suggestion = closest(value, allowed);
  const message = `unknown ${what} "${value}"${didYouMean(suggestion)} (${what}s: ${allowed.join(', ')})`;
  return suggestion === undefined ? { message } : { message, suggestion };
}

function unknownProperty(error: ErrorObject, name: string): SchemaProblem {
  const schema = error.parentSchema as SchemaShape | undefined;
  const allowed = Object.entries(schema?.properties ?? {})
    .filter(([, property]) => !property['x-compiled'])
    .map(([key]) => key);
  const pointer = `${error.instancePath}/${escapePointerSegment(name)}`;
  const renamed = renameOf(schema, name);
  if (renamed) return { pointer, part: 'key', message: `"${name}" was renamed to "${renamed}"`, suggestion: renamed };
  const suggestion = closest(name, allowed);
  const message = suggestion
    ? `"${name}" is not allowed`
    : `"${name}" is not allowed here (allowed: ${allowed.join(', ')})`;
  return { pointer, part: 'key', ...suggested(message, suggestion) };
}

function documentTypes(error: ErrorObject, resolveRef: ResolveRef): string[] {
  const tag = String((error.params as { tag?: string }).tag);
  return ((error.parentSchema as SchemaShape | undefined)?.oneOf ?? []).flatMap((branch) => {
    const schema = (branch.$ref ? resolveRef(branch.$ref) : branch) as SchemaShape | undefined;
    const value = schema?.properties?.[tag]?.const;
    return typeof value === 'string' ? [value] : [];
  });
}

function discriminatorProblem(error: ErrorObject, resolveRef: ResolveRef): SchemaProblem {
  const params = error.params as { error?: string; tag?: string; tagValue?: unknown };
  const types = documentTypes(error, resolveRef);
  const tag = String(params.tag);
  if (params.error === 'mapping' && typeof params.tagValue === 'string') {
    return {
      pointer: `${error.instancePath}/${tag}`,
      part: 'value',
      ...unknownName('document type', params.tagValue, types),
    };
  }
  if (params.tagValue !== undefined) {
    return { pointer: `${error.instancePath}/${tag}`, part: 'value', message: `must be one of ${types.join(', ')}` };
  }
  return {
    pointer: error.instancePath,
    part: 'value',
    message: `"${tag}" is required and must be one of ${types.join(', ')}`,
    missing: tag,
  };
}

export function describeSchemaError(error: ErrorObject, resolveRef: ResolveRef): SchemaProblem | undefined {
  const params = error.params as Record<string, unknown>;
  const schema = error.parentSchema as SchemaShape | undefined;
  const at = (message: string): SchemaProblem => ({ pointer: error.instancePath, part: 'value', message });
  if (error.propertyName !== undefined) {
    // A property name that breaks `propertyNames`: blame the key itself.
    return {
      pointer: `${error.instancePath}/${escapePointerSegment(error.propertyName)}`,
      part: 'key',
      message: `the name "${error.propertyName}" ${describeSchemaError({ ...error, propertyName: undefined }, resolveRef)?.message ?? 'is not allowed'}`,
    };
  }
  switch (error.keyword) {
    // propertyNames: its inner errors carry the name and the reason.
    // if: "must match the then schema" only echoes the error its `then` reports (e.g. a required field).
    case 'propertyNames':
    case 'if':
      return undefined;
    case 'additionalProperties':
      return unknownProperty(error, String(params.additionalProperty));
    case 'required': {
      const missing = String(params.missingProperty);
      return { ...at(`"${missing}" is required`), missing };
    }
    case 'discriminator':
      return discriminatorProblem(error, resolveRef);
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      if (schema?.title && typeof error.data === 'string') {
        return { ...at(''), ...unknownName(wordsOf(schema.title), error.data, allowed) };
      }
      const suggestion = typeof error.data === 'string' ? closest(error.data, allowed) : undefined;
      const list = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ');
      return { ...at(''), ...suggested(`must be one of ${list}`, suggestion) };
    }
    case 'const':
      return at(`must be ${JSON.stringify(params.allowedValue)}`);
    case 'pattern':
      return at(
        `does not fit the pattern ${String(params.pattern)}${schema?.description ? ` (${schema.description})` : ''}`,
      );
    case 'format': {
      if (params.format !== 'date') return at(`must be a valid ${String(params.format)}`);
      const problem = typeof error.data === 'string' ? dateProblem(error.data) : undefined;
      return at(problem ? `"${String(error.data)}" is not a date: ${problem}` : 'must be a date written YYYY-MM-DD');
    }
    case 'type':
      return at(`must be ${withArticle(String(params.type))}, not ${withArticle(jsonType(error.data))}`);
    case 'minLength':
      return at(params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters long`);
    case 'minItems':
      return at(params.limit === 1 ? 'must have at least one item' : (error.message ?? 'has too few items'));
    default:
      return at(error.message ?? `fails ${error.keyword}`);
  }
}
