import { describe, expect, it } from 'vitest';
import { appendToArrayProperty, jsonText } from './json-text';

describe('appendToArrayProperty', () => {
  it('appends to a one-line array in place, leaving the rest of the text as it was', () => {
    const text = '{\n  "title": "x",   \n  "products": ["a", "b"]\n}\n';
    expect(appendToArrayProperty(text, 'products', 'c')).toBe(
      '{\n  "title": "x",   \n  "products": ["a", "b", "c"]\n}\n',
    );
  });

  it('puts one item per line once the line would be longer than Biome allows', () => {
    const items = Array.from({ length: 9 }, (_, i) => `product-line-${i}`);
    const text = `{\n  "products": ${JSON.stringify(items).replaceAll(',', ', ')},\n  "x": 1\n}\n`;
    const edited = appendToArrayProperty(text, 'products', 'new-line');
    expect(edited).toBe(
      `{\n  "products": [\n${[...items, 'new-line'].map((item) => `    "${item}"`).join(',\n')}\n  ],\n  "x": 1\n}\n`,
    );
  });

  it('keeps an array that is already one item per line so', () => {
    const text = jsonText({ products: ['a', 'b'] });
    expect(appendToArrayProperty(text, 'products', 'c')).toBe(jsonText({ products: ['a', 'b', 'c'] }));
  });

  it('rewrites the file when the array is written some other way, and the data is still right', () => {
    const text = '{"products":["a"],"nested":{"products":["z"]}}';
    expect(JSON.parse(appendToArrayProperty(text, 'products', 'b'))).toEqual({
      products: ['a', 'b'],
      nested: { products: ['z'] },
    });
  });

  it('refuses a property that is not a list', () => {
    expect(() => appendToArrayProperty('{"products": "a"}', 'products', 'b')).toThrow('"products" is not a list');
  });
});
