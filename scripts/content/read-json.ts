/** Reads one JSON file, turning a missing file or a syntax error into a maintainer-readable error with its position. */
import { readFileSync } from 'node:fs';
import type { ContentError } from '../../engine/compiler/validation/content-error';
import { parseJsonSource } from '../../engine/compiler/validation/json-source';

export type ReadTextResult = { ok: true; text: string } | { ok: false; error: ContentError };
export type ReadResult = { ok: true; data: unknown } | { ok: false; error: ContentError };

export function readText(path: string, displayPath: string): ReadTextResult {
  try {
    return { ok: true, text: readFileSync(path, 'utf8') };
  } catch {
    return { ok: false, error: { file: displayPath, pointer: '', message: 'file not found' } };
  }
}

export function readJson(path: string, displayPath: string): ReadResult {
  const read = readText(path, displayPath);
  if (!read.ok) return read;
  const parsed = parseJsonSource(displayPath, read.text);
  const [error] = parsed.errors;
  if (parsed.ok && !error) return { ok: true, data: parsed.data };
  return { ok: false, error: error ?? { file: displayPath, pointer: '', message: 'The file is not JSON' } };
}
