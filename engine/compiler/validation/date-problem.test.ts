import { describe, expect, it } from 'vitest';
import { dateProblem } from './date-problem';

describe('dateProblem', () => {
  it.each([
    ['2025-02-30', 'February has 28 days in 2025'],
    ['2024-02-30', 'February has 29 days in 2024'],
    ['2025-04-31', 'April has 30 days'],
    ['2025-13-01', 'there is no month 13'],
    ['2025-01-00', 'days start at 01'],
    ['2024-02-29', undefined],
    ['5 May 2025', undefined],
  ])('%s → %s', (value, expected) => {
    expect(dateProblem(value)).toBe(expected);
  });
});
