import { describe, expect, it } from 'vitest';
import { fillText } from './fill-text';

describe('fillText', () => {
  it('fills every named placeholder and leaves unknown ones and other braces as written', () => {
    expect(fillText('Ref {reference}; again {reference}.', { reference: 'PC-A' })).toBe('Ref PC-A; again PC-A.');
    expect(fillText('{count} results for {query}', { count: 3 })).toBe('3 results for {query}');
    expect(fillText('{constructor} {} {a b}', {})).toBe('{constructor} {} {a b}');
  });
});
