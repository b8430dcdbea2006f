/**
 * A content file's text parsed with the position of every key and value, so each error, found
 * by its JSON pointer, can name the line and column a maintainer has to look at.
 */
import { type Node, type ParseError, parseTree } from 'jsonc-parser';
import type { ContentError } from './content-error';
import { syntaxMessage } from './json-syntax';

export interface JsonSource {
  text: string;
  root: Node;
}

export interface Position {
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units as editors count them. */
  column: number;
}

/** What parsing found: the data and its positions when the syntax is sound, and every error. */
export type ParsedJson =
  | { ok: true; data: unknown; source: JsonSource; errors: ContentError[] }
  | { ok: false; errors: ContentError[] };

function positionAtOffset(text: string, offset: number): Position {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

export function escapePointerSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** A JSON pointer's segments, unescaped (`~1` is `/`, `~0` is `~`). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The deepest node on the pointer's way, and the property node when the pointer ends at a key. */
function walk(root: Node, pointer: string): { node: Node; property?: Node } {
  let node = root;
  let property: Node | undefined;
  for (const segment of pointerSegments(pointer)) {
    let next: Node | undefined;
    property = undefined;
    if (node.type === 'object') {
      // JSON.parse keeps the last of repeated keys, so the last one is the value the content has.
      property = node.children?.findLast((child) => child.children?.[0]?.value === segment);
      next = property?.children?.[1];
    } else if (node.type === 'array' && /^\d+$/.test(segment)) {
      next = node.children?.[Number(segment)];
    }
    if (!next) return property ? { node, property } : { node };
    node = next;
  }
  return property ? { node, property } : { node };
}

/**
 * Where a pointer's key or value starts. A pointer that leads nowhere (a missing property)
 * ends at the nearest object that exists, at its opening brace.
 */
export function positionOf(source: JsonSource, pointer: string, part: 'key' | 'value' = 'value'): Position {
  const { node, property } = walk(source.root, pointer);
  const key = part === 'key' ? property?.children?.[0] : undefined;
  return positionAtOffset(source.text, (key ?? node).offset);
}

/** The error with its line and column filled in from its pointer, unless it has them already. */
export function locate(error: ContentError, source: JsonSource | undefined, part: 'key' | 'value' = 'value') {
  if (!source || error.line !== undefined) return error;
  return { ...error, ...positionOf(source, error.pointer, part) };
}

/** Repeated keys are legal JSON, but all but the last are silently lost, so they are errors here. */
function repeatedKeys(file: string, text: string, node: Node, pointer: string, errors: ContentError[]) {
  if (node.type === 'array') {
    node.children?.forEach((child, i) => {
      repeatedKeys(file, text, child, `${pointer}/${i}`, errors);
    });
  }
  if (node.type !== 'object') return;
  const seen = new Set<string>();
  for (const property of node.children ?? []) {
    const [key, value] = property.children ?? [];
    if (!key) continue;
    const name = String(key.value);
    const here = `${pointer}/${escapePointerSegment(name)}`;
    if (seen.has(name)) {
      errors.push({
        file,
        pointer: here,
        message: `"${name}" appears twice in this object; only the last one would count`,
        ...positionAtOffset(text, key.offset),
      });
    }
    seen.add(name);
    if (value) repeatedKeys(file, text, value, here, errors);
  }
}

export function parseJsonSource(file: string, raw: string): ParsedJson {
  // Editors on Windows may save a byte-order mark; it is no column of the first line.
  const text = raw.replace(/^\uFEFF/, '');
  if (text.trim() === '') {
    return { ok: false, errors: [{ file, pointer: '', message: 'The file is empty', line: 1, column: 1 }] };
  }
  const parseErrors: ParseError[] = [];
  const root = parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false });
  const [first] = parseErrors;
  if (first || !root) {
    const offset = first?.offset ?? 0;
    const message = first ? syntaxMessage(text, first, root) : 'The file is not JSON';
    return { ok: false, errors: [{ file, pointer: '', message, ...positionAtOffset(text, offset) }] };
  }
  const errors: ContentError[] = [];
  repeatedKeys(file, text, root, '', errors);
  try {
    // JSON.parse, not the tree's values: it makes "__proto__" an own key instead of a prototype.
    return { ok: true, data: JSON.parse(text), source: { text, root }, errors };
  } catch (error) {
    const message = `The file is not JSON (${error instanceof Error ? error.message : String(error)})`;
    return { ok: false, errors: [{ file, pointer: '', message, line: 1, column: 1 }] };
  }
}
