/** Syntax errors say what is wrong where a maintainer can see it; pointers find their line and column. */
import { describe, expect, it } from 'vitest';
import { type JsonSource, parseJsonSource, positionOf } from './json-source';

const firstError = (text: string) => {
  const [error] = parseJsonSource('x.json', text).errors;
  return error && `${error.line}:${error.column} ${error.message}`;
};

describe('parseJsonSource', () => {
  it.each([
    ['{\n  "a": [1, 2,]\n}', "2:14 Unexpected ']' — trailing comma after the last item?"],
    ['{\n  "a": 1,\n}', "3:1 Unexpected '}' — trailing comma after the last item?"],
    ['{\n  "a": 1\n  "b": 2\n}', `3:3 Expected ',' before '"b"' — is a comma missing at the end of the previous item?`],
    ["{ 'a': 1 }", "1:3 Unexpected 'a' — JSON needs double quotes around text and property names"],
    ['{ "a": yes }', "1:8 Unexpected 'yes' — text needs double quotes; the only bare words are true, false and null"],
    ['{ "a": "open }', `1:8 This text has no closing '"' (a line break inside text is written \\n)`],
    ['// note\n{}', '1:1 Comments are not allowed in JSON'],
    ['{ "a": 1 ', "1:10 Missing '}' to close an object"],
    ['{} {}', "1:4 Unexpected '{' after the end of the JSON value"],
    ['  \n', '1:1 The file is empty'],
  ])('%j → %s', (text, expected) => {
    expect(firstError(text)).toBe(expected);
  });

  it('accepts a byte-order mark and reports repeated keys at the second one', () => {
    const parsed = parseJsonSource('x.json', '\uFEFF{\n  "a": 1,\n  "a": 2\n}');
    expect(parsed.ok && parsed.data).toEqual({ a: 2 });
    expect(parsed.errors).toEqual([
      {
        file: 'x.json',
        pointer: '/a',
        message: '"a" appears twice in this object; only the last one would count',
        line: 3,
        column: 3,
      },
    ]);
  });

  it('keeps "__proto__" as plain data', () => {
    const parsed = parseJsonSource('x.json', '{ "__proto__": { "polluted": true } }');
    expect(parsed.ok && Object.hasOwn(parsed.data as object, '__proto__')).toBe(true);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('positionOf', () => {
  const text = '{\n  "documents": [\n    { "type": "route", "a/b": 1 }\n  ]\n}';
  const parsed = parseJsonSource('x.json', text);
  const source = (parsed.ok ? parsed.source : undefined) as JsonSource;

  it('finds a value, a key, an escaped key and the object of a missing property', () => {
    expect(positionOf(source, '/documents/0/type')).toEqual({ line: 3, column: 15 });
    expect(positionOf(source, '/documents/0/type', 'key')).toEqual({ line: 3, column: 7 });
    expect(positionOf(source, '/documents/0/a~1b', 'key')).toEqual({ line: 3, column: 24 });
    expect(positionOf(source, '/documents/0/name')).toEqual({ line: 3, column: 5 });
    expect(positionOf(source, '')).toEqual({ line: 1, column: 1 });
  });
});
