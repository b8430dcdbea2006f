/** bench:compare's figures over several rounds. */
import { describe, expect, it } from 'vitest';
import { type CaseResult, formatTable, medianOfResults, medianOfRounds } from './report';

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

describe('medianOfResults', () => {
  const result = (portal: number, nginx: number): CaseResult => ({
    name: 'product manifest',
    ratioOf: 'requests',
    figures: { portal: round(portal, 5), nginx: round(nginx, 2) },
  });

  it("takes each ratio within its round, where the layouts met the same machine, and shows the rounds' median", () => {
    // The medians (100 and 190 req/s) come from different rounds: their ratio would be 0.53.
    const rounds = [[result(100, 250)], [result(70, 100)], [result(130, 190)]];
    const row = formatTable(medianOfResults(rounds)).split('\n').at(-1) ?? '';
    expect(row).toMatch(/^product manifest\s+100\s+0\.1\s+5\.0\s+0\.68×\s+—\s+—\s+—\s+—\s+190\s+0\.2\s+2\.0$/);
  });

  it('reads one round as its own figures', () => {
    const row =
      formatTable([result(100, 250)])
        .split('\n')
        .at(-1) ?? '';
    expect(row).toMatch(/\s0\.40×\s/);
  });
});
