/**
 * JSON files as the repository keeps them (two-space indent, Biome's line width), edited in
 * place so a scaffolded change is a small diff rather than a rewrite of the whole file.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { formatContentError } from '../../engine/compiler/validation/format-errors';
import { readJson } from '../content/read-content';
import { ScaffoldError, shown } from './cli';

const lineWidth = 120;

export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Reads a JSON file that must exist and parse; anything else is a refusal naming the file. */
export function readJsonFile(path: string): { data: unknown; text: string } {
  const read = readJson(path, shown(path));
  if (!read.ok) throw new ScaffoldError(formatContentError(read.error));
  return { data: read.data, text: readFileSync(path, 'utf8') };
}

/**
 * Appends a string to the array of a top-level property. A one-line array stays on one line
 * while it fits, then takes one item per line, as Biome would format it. An array written
 * otherwise makes it rewrite the whole file; either way the result is checked by parsing it.
 */
export function appendToArrayProperty(text: string, property: string, item: string): string {
  const data = JSON.parse(text) as Record<string, unknown>;
  const current = data[property];
  if (!Array.isArray(current)) throw new ScaffoldError(`"${property}" is not a list`);
  const expected = { ...data, [property]: [...current, item] };

  const pattern = new RegExp(`^( *)"${property}": \\[[^\\]\\[{}]*\\](,?)$`, 'm');
  const match = pattern.exec(text);
  if (match) {
    const indent = match[1] ?? '';
    const items = [...current, item].map((value) => JSON.stringify(value));
    const inline = `${indent}"${property}": [${items.join(', ')}]${match[2]}`;
    const replacement =
      inline.length <= lineWidth && !match[0].includes('\n')
        ? inline
        : `${indent}"${property}": [\n${items.map((value) => `${indent}  ${value}`).join(',\n')}\n${indent}]${match[2]}`;
    const edited = text.slice(0, match.index) + replacement + text.slice(match.index + match[0].length);
    if (isDeepStrictEqual(JSON.parse(edited), expected)) return edited;
  }
  return jsonText(expected);
}
