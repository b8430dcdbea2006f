import { describe, expect, it } from 'vitest';
import { fillCount, fillText, formatNumber, pluralForm } from './fill-text';

describe('fillText', () => {
  it('fills every named placeholder and leaves unknown ones and other braces as written', () => {
    expect(fillText('Ref {reference}; again {reference}.', { reference: 'PC-A' })).toBe('Ref PC-A; again PC-A.');
    expect(fillText('{count} results for {query}', { count: 3 })).toBe('3 results for {query}');
    expect(fillText('{constructor} {} {a b}', {})).toBe('{constructor} {} {a b}');
  });
});

describe('numbers and plural forms per language', () => {
  const results = { one: '{count} result', other: '{count} results' };
  const resultados = { one: '{count} resultado', other: '{count} resultados' };

  it('writes numbers as the language does', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(12345, 'es')).toBe('12.345');
    expect(formatNumber(2.5, 'es')).toBe('2,5');
  });

  it('writes small, large, decimal and negative numbers as the language does, in its own digits', () => {
    expect([0, 7, 999].map((value) => formatNumber(value, 'it'))).toEqual(['0', '7', '999']);
    expect(fillCount({ other: '{shown} of {count}' }, 312, 'it', { shown: 5 })).toBe('5 of 312');
    expect(formatNumber(12345, 'it')).toBe('12.345');
    expect(formatNumber(2.5, 'it')).toBe('2,5');
    expect(formatNumber(-3, 'it')).toBe('-3');
    // Bengali writes 999 as ৯৯৯.
    expect(formatNumber(999, 'bn')).toBe('৯৯৯');
  });

  it('picks the plural form the language uses for the count, else the other form', () => {
    expect(pluralForm(results, 1, 'en')).toBe('{count} result');
    expect(pluralForm(results, 0, 'en')).toBe('{count} results');
    expect(pluralForm(resultados, 1, 'es')).toBe('{count} resultado');
    expect(pluralForm(resultados, 2, 'es')).toBe('{count} resultados');
    expect(pluralForm({ other: '{count} found' }, 1, 'en')).toBe('{count} found');
  });

  it('fills the form with the count and other numbers, written in the language', () => {
    expect(fillCount(results, 1, 'en')).toBe('1 result');
    expect(fillCount(resultados, 12345, 'es')).toBe('12.345 resultados');
    const downloads = { one: '{shown} of {total} download', other: '{shown} of {total} downloads' };
    expect(fillCount(downloads, 1, 'en', { shown: 0, total: 1 })).toBe('0 of 1 download');
    expect(fillCount(downloads, 1200, 'en', { shown: 3, total: 1200 })).toBe('3 of 1,200 downloads');
  });
});
