import { describe, expect, it } from 'vitest';
import { writesPlainDigits } from './plain-digits';

describe('writesPlainDigits', () => {
  it('is true for languages that write 0 to 999 in the digits 0-9 and false for those with digits of their own', () => {
    expect(['en', 'es', 'de', 'ja'].filter(writesPlainDigits)).toEqual(['en', 'es', 'de', 'ja']);
    expect(['fa', 'bn', 'mr', 'ne', 'my'].filter(writesPlainDigits)).toEqual([]);
  });
});
