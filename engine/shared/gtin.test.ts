import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, gtin14, gtinProblem } from './gtin';

describe('GTIN', () => {
  it("computes GS1's mod-10 check digit", () => {
    // GS1's worked example: 629104150021 has check digit 3.
    expect(gs1CheckDigit('629104150021')).toBe(3);
    expect(gs1CheckDigit('9638507')).toBe(4);
  });

  it('accepts GTIN-8, -12, -13 and -14 and pads each to 14 digits', () => {
    expect(gtin14('96385074')).toBe('00000096385074');
    expect(gtin14('036000291452')).toBe('00036000291452');
    expect(gtin14('6291041500213')).toBe('06291041500213');
    expect(gtin14('06291041500213')).toBe('06291041500213');
  });

  it('refuses a wrong check digit, naming the right one, and any other length or character', () => {
    expect(gtinProblem('6291041500214')).toEqual({ kind: 'check-digit', expected: '6291041500213' });
    expect(gtin14('6291041500214')).toBeUndefined();
    for (const bad of ['', '1234567', '12345678901', '629104150021x', '062910415002130'])
      expect(gtinProblem(bad)).toEqual({ kind: 'form' });
  });
});
