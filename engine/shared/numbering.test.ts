import { describe, expect, it } from 'vitest';
import { sectionNumber } from './numbering';

describe('sectionNumber', () => {
  it('numbers sections with two digits from 01', () => {
    expect([0, 1, 8, 9, 11].map(sectionNumber)).toEqual(['01', '02', '09', '10', '12']);
  });

  it('refuses a negative or fractional index', () => {
    expect(() => sectionNumber(-1)).toThrow(RangeError);
    expect(() => sectionNumber(1.5)).toThrow(RangeError);
  });
});
