import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, withCorrectCheckDigit } from './gtin';

describe('GTIN check digits', () => {
  it('computes the GS1 check digit of GTIN-13 and GTIN-14 bodies', () => {
    // GS1's own worked example: 629104150021 → 3.
    expect(gtinCheckDigit('629104150021')).toBe(3);
    expect(withCorrectCheckDigit('6291041500213')).toBe('6291041500213');
    expect(withCorrectCheckDigit('6291041500210')).toBe('6291041500213');
    expect(withCorrectCheckDigit('04056869000015')).toBe(`0405686900001${gtinCheckDigit('0405686900001')}`);
  });
});
