/**
 * A refused form body, told per field in words a person can act on: the schema's errors (all of
 * them, ajv runs with allErrors) become `{ error, fields }`, the first problem of each field.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { ErrorAnswer } from '../../engine/shared/types';

interface Bounds {
  type?: string;
  minimum?: number;
  maximum?: number;
}

function messageOf(issue: FastifySchemaValidationError): string {
  const params = issue.params as { limit?: number; format?: string };
  const parent = ((issue as { parentSchema?: Bounds }).parentSchema ?? {}) as Bounds;
  switch (issue.keyword) {
    case 'required':
      return 'Required';
    case 'minLength':
      return params.limit === 1 ? 'Required' : `At least ${params.limit} characters`;
    case 'maxLength':
      return `At most ${params.limit} characters`;
    case 'format':
      return params.format === 'email' ? 'Not a valid email address' : `Not a valid ${params.format}`;
    case 'pattern':
      return 'Contains a character that is not allowed here';
    case 'additionalProperties':
      return 'Not a field of this form';
    case 'type':
    case 'minimum':
    case 'maximum':
      if (parent.type === 'integer' && parent.minimum !== undefined && parent.maximum !== undefined) {
        return `A whole number from ${parent.minimum} to ${parent.maximum}`;
      }
      return parent.type === 'string' ? 'Must be text' : (issue.message ?? 'Not valid');
    default:
      return issue.message ?? 'Not valid';
  }
}

function fieldOf(issue: FastifySchemaValidationError): string | undefined {
  const params = issue.params as { missingProperty?: string; additionalProperty?: string };
  return params.missingProperty ?? params.additionalProperty ?? issue.instancePath.split('/')[1];
}

/** The answer to a body that failed its schema; a body that is not an object at all has no fields. */
export function formProblems(issues: readonly FastifySchemaValidationError[]): ErrorAnswer {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (field !== undefined && !Object.hasOwn(fields, field)) fields[field] = messageOf(issue);
  }
  const named = Object.entries(fields);
  if (named.length === 0) return { error: 'The request must be a JSON object of the form’s fields' };
  return { error: named.map(([field, message]) => `${field}: ${message}`).join('; '), fields };
}

/**
 * Texts as they are checked and stored: trimmed, line breaks as LF. Runs before validation, so a
 * blank field is refused as missing and the length limits count what is kept.
 */
export function normaliseFormTexts(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value,
    ]),
  );
}
