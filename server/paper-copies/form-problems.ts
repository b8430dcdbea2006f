/**
 * A refused form body, told per field in words a person can act on: the schema's errors (all of
 * them, ajv runs with allErrors) become `{ error, fields }`, the first problem of each field.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { ErrorAnswer } from '../../engine/shared/types';
import { englishServerTexts, type ServerTexts } from '../languages/languages';

interface Bounds {
  type?: string;
  minimum?: number;
  maximum?: number;
}

function messageOf(issue: FastifySchemaValidationError, texts: ServerTexts): string {
  const params = issue.params as { limit?: number; format?: string };
  const parent = ((issue as { parentSchema?: Bounds }).parentSchema ?? {}) as Bounds;
  switch (issue.keyword) {
    case 'required':
      return texts('fieldRequired');
    case 'minLength':
      return params.limit === 1 ? texts('fieldRequired') : texts('fieldTooShort', { limit: params.limit ?? 0 });
    case 'maxLength':
      return texts('fieldTooLong', { limit: params.limit ?? 0 });
    case 'format':
      return params.format === 'email'
        ? texts('fieldNotAnEmail')
        : texts('fieldNotFormat', { format: params.format ?? '' });
    case 'pattern':
      return texts('fieldCharacterNotAllowed');
    case 'additionalProperties':
      return texts('fieldNotInForm');
    case 'type':
    case 'minimum':
    case 'maximum':
      if (parent.type === 'integer' && parent.minimum !== undefined && parent.maximum !== undefined) {
        return texts('fieldWholeNumber', { minimum: parent.minimum, maximum: parent.maximum });
      }
      return parent.type === 'string' ? texts('fieldNotText') : texts('fieldInvalid');
    default:
      return texts('fieldInvalid');
  }
}

function fieldOf(issue: FastifySchemaValidationError): string | undefined {
  const params = issue.params as { missingProperty?: string; additionalProperty?: string };
  return params.missingProperty ?? params.additionalProperty ?? issue.instancePath.split('/')[1];
}

/** The answer to a body that failed its schema, in the reader's language; a body that is not an object at all has no fields. */
export function formProblems(
  issues: readonly FastifySchemaValidationError[],
  texts: ServerTexts = englishServerTexts,
): ErrorAnswer {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (field !== undefined && !Object.hasOwn(fields, field)) fields[field] = messageOf(issue, texts);
  }
  const named = Object.entries(fields);
  if (named.length === 0) return { error: texts('formNotAnObject') };
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
