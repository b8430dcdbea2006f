/**
 * The matched words of a result, as character ranges over plain text: the browser draws them
 * as <mark> around text nodes, so no text of the content is ever read as HTML.
 */
import type { HighlightedText } from '../types';

/** What the search engine calls a word: letters and digits. */
const word = /[\p{L}\p{N}]+/gu;

/**
 * Words that matched, in order: a word matches when it, or one of the forms it is indexed under
 * (its stem), is among the terms the search engine matched.
 */
function matchesOf(text: string, terms: string[], formsOf: (word: string) => string[] | null): [number, number][] {
  if (terms.length === 0) return [];
  const matched = new Set(terms);
  const marks: [number, number][] = [];
  for (const m of text.matchAll(word)) {
    if (formsOf(m[0])?.some((form) => matched.has(form))) marks.push([m.index, m.index + m[0].length]);
  }
  return marks;
}

export type FormsOf = (word: string) => string[] | null;

export function highlight(text: string, terms: string[], formsOf: FormsOf): HighlightedText {
  return { text, marks: matchesOf(text, terms, formsOf) };
}

/** Characters shown around the first match; a text shorter than this is shown whole. */
const snippetLength = 160;

/** A short piece of the text around its first match, cut at spaces, with an ellipsis where it was cut. */
export function snippetOf(text: string, terms: string[], formsOf: FormsOf, length = snippetLength): HighlightedText {
  const flat = text.replace(/\s+/g, ' ').trim();
  const marks = matchesOf(flat, terms, formsOf);
  if (flat.length <= length) return { text: flat, marks };
  const first = marks[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  let end = Math.min(flat.length, start + length);
  start = Math.max(0, end - length);
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start;
  if (end < flat.length) end = flat.lastIndexOf(' ', end) > start ? flat.lastIndexOf(' ', end) : end;
  const prefix = start > 0 ? '… ' : '';
  const suffix = end < flat.length ? ' …' : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${flat.slice(start, end)}${suffix}`,
    marks: marks.filter(([a, b]) => a >= start && b <= end).map(([a, b]) => [a + shift, b + shift]),
  };
}
