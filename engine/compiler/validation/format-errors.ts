/**
 * The one printed form of every content problem (its shape is content-error.ts):
 * `file:LINE:COL  /json/pointer: message`, then the lines around it.
 */
import { codeFrameColumns } from '@babel/code-frame';
import type { ErrorObject } from 'ajv';
import type { ContentError } from './content-error';
import { type JsonSource, positionOf } from './json-source';
import { describeSchemaError, type ResolveRef, type SchemaProblem } from './schema-messages';

export function formatContentError(error: ContentError): string {
  const what = `${error.severity ? `${error.severity}: ` : ''}${error.pointer || '/'}: ${error.message}`;
  if (error.line === undefined) return `${error.file}: ${what}`;
  return `${error.file}:${error.line}:${error.column ?? 1}  ${what}`;
}

/** The lines around the error's position, marked, as printed under it. */
export function codeFrameOf(error: ContentError, source: string): string | undefined {
  if (error.line === undefined) return undefined;
  const start = { line: error.line, column: error.column ?? 1 };
  return codeFrameColumns(source, { start }, { linesAbove: 1, linesBelow: 1, highlightCode: false });
}

/** A misspelt required property is reported once, as the unknown name with its fix. */
function withoutEchoes(problems: SchemaProblem[]): SchemaProblem[] {
  const suggested = new Set(
    problems.filter((p) => p.part === 'key' && p.suggestion).map((p) => `${parentOf(p.pointer)}\u0000${p.suggestion}`),
  );
  return problems.filter((p) => p.missing === undefined || !suggested.has(`${p.pointer}\u0000${p.missing}`));
}

const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));

/** Every schema error of one file, in document order, duplicates removed, positioned when the source is known. */
export function toContentErrors(
  file: string,
  errors: ErrorObject[] | null | undefined,
  resolveRef: ResolveRef,
  source?: JsonSource,
): ContentError[] {
  const seen = new Set<string>();
  const result: ContentError[] = [];
  const problems = (errors ?? []).flatMap((error) => describeSchemaError(error, resolveRef) ?? []);
  for (const { pointer, part, message, suggestion } of withoutEchoes(problems)) {
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({
      file,
      pointer,
      message,
      ...(source ? positionOf(source, pointer, part) : {}),
      ...(suggestion === undefined ? {} : { suggestion }),
    });
  }
  return result;
}
