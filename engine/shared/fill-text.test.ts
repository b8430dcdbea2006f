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

  it('writes a whole number below 1,000 of a plain-digit language without building a formatter, and any other through Intl', () => {
    const { NumberFormat } = Intl;
    let built = 0;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct: (target, args) => {
        built += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      // A language no other test has formatted in, so no formatter is cached for it.
      expect([0, 7, 999].map((value) => formatNumber(value, 'it', true))).toEqual(['0', '7', '999']);
      expect(fillCount({ other: '{shown} of {count}' }, 312, 'it', { shown: 5 }, true)).toBe('5 of 312');
      expect(built).toBe(0);
      expect(formatNumber(12345, 'it', true)).toBe('12.345');
      expect(formatNumber(2.5, 'it', true)).toBe('2,5');
      expect(formatNumber(-3, 'it', true)).toBe('-3');
      expect(built).toBe(1);
      // Without the compiler's word, a language may write other digits: Bengali writes 999 as ৯৯৯.
      expect(formatNumber(999, 'bn')).toBe('৯৯৯');
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
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
