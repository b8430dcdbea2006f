/** Turns ajv errors into the lines a content maintainer reads: `file: /json/pointer: message`. */
import type { ErrorObject } from 'ajv';

export interface ContentError {
  file: string;
  pointer: string;
  message: string;
}

export function formatContentError(error: ContentError): string {
  return `${error.file}: ${error.pointer || '/'}: ${error.message}`;
}

/** Levenshtein distance, small inputs only: property names. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** Known renames from the original portal's content, checked before spelling distance. */
const renamedProperties: Record<string, string> = {
  linkTo: 'to',
  file: 'filePath',
  size: 'bytes',
  date: 'dateUpdated',
  updated: 'dateUpdated',
  label: 'name',
  href: 'url',
};

export function suggestProperty(unknown: string, allowed: string[]): string | undefined {
  const renamed = renamedProperties[unknown];
  if (renamed && allowed.includes(renamed)) return renamed;
  const lower = unknown.toLowerCase();
  let best: { name: string; score: number } | undefined;
  for (const name of allowed) {
    const score = distance(lower, name.toLowerCase());
    if (score <= Math.max(2, Math.floor(name.length / 3)) && (!best || score < best.score)) best = { name, score };
  }
  return best?.name;
}

function allowedProperties(error: ErrorObject): string[] {
  const properties = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const suggestion = suggestProperty(name, allowedProperties(error));
      return suggestion
        ? `"${name}" is not allowed; did you mean "${suggestion}"?`
        : `"${name}" is not allowed here (allowed: ${allowedProperties(error).join(', ')})`;
    }
    case 'required':
      return `"${String(params.missingProperty)}" is required`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'discriminator':
      return params.error === 'mapping'
        ? `"type" ${JSON.stringify(params.tagValue)} is not a document type`
        : `"type" is required and must be a string`;
    case 'pattern': {
      const description = (error.parentSchema as { description?: string } | undefined)?.description;
      return `does not fit the pattern ${String(params.pattern)}${description ? ` (${description})` : ''}`;
    }
    case 'format':
      return params.format === 'date'
        ? 'must be a date written YYYY-MM-DD'
        : `must be a valid ${String(params.format)}`;
    default:
      return error.message ?? `fails ${error.keyword}`;
  }
}

/** Every error of one file, in document order, duplicates removed. */
export function toContentErrors(file: string, errors: ErrorObject[] | null | undefined): ContentError[] {
  const seen = new Set<string>();
  const result: ContentError[] = [];
  for (const error of errors ?? []) {
    const item = { file, pointer: error.instancePath, message: messageOf(error) };
    const key = `${item.pointer}\u0000${item.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}
