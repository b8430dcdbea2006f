/** bench:compare's figures over several rounds. */
import { describe, expect, it } from 'vitest';
import { medianOfRounds } from './report';

const round = (requestsPerSecond: number, p99Ms: number, failures = '') => ({
  requestsPerSecond,
  mebibytesPerSecond: requestsPerSecond / 1000,
  p99Ms,
  failures,
});

describe('medianOfRounds', () => {
  it('shows the middle round of each figure, so one disturbed round moves nothing', () => {
    expect(medianOfRounds([round(30_000, 5), round(12_000, 40), round(31_000, 4)])).toEqual({
      requestsPerSecond: 30_000,
      mebibytesPerSecond: 30,
      p99Ms: 5,
      failures: '',
    });
  });

  it('keeps the failures of every round', () => {
    const figures = medianOfRounds([round(100, 1, '3 timeouts'), round(100, 1), round(100, 1, '1 non-2xx')]);
    expect(figures.failures).toBe('3 timeouts; 1 non-2xx');
  });
});
