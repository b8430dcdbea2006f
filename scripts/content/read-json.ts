/** Reads one JSON content file, turning a missing file or a syntax error into a maintainer-readable error. */
import { readFileSync } from 'node:fs';
import type { ContentError } from '../../engine/validation/format-errors';

export type ReadResult = { ok: true; data: unknown } | { ok: false; error: ContentError };

export function readJson(path: string, displayPath: string): ReadResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { ok: false, error: { file: displayPath, pointer: '', message: 'file not found' } };
  }
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { file: displayPath, pointer: '', message: `is not valid JSON (${detail})` } };
  }
}
