import { describe, expect, it } from 'vitest';
import type { LoadFigures } from './load-tools';
import { loadTable, percentile } from './report';

describe('percentile', () => {
  it('gives the nearest-rank value of unsorted measurements', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect([0.5, 0.95, 0.99, 1].map((fraction) => percentile(values, fraction))).toEqual([50, 95, 99, 100]);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('loadTable', () => {
  const figures = (perSecond: number, failures = ''): LoadFigures => ({
    requests: perSecond * 5,
    perSecond,
    mebibytesPerSecond: perSecond / 100,
    p50Ms: 2,
    p99Ms: 9,
    maxMs: 20,
    failures,
    statuses: '200×1',
  });

  it("shows each shared route's req/s as a share of the first row's, and names the failed", () => {
    const lines = loadTable([
      { name: 'bare Fastify handler', figures: figures(20_000), shared: true },
      { name: 'gated manifest (br)', figures: figures(8000), shared: true },
      { name: '8 MiB PDF (gated)', figures: figures(40, '0 error(s) (0 timeouts), 3 non-2xx'), shared: false },
    ]);
    expect(lines[0]).toMatch(/^\s+req\/s\s+MiB\/s\s+p50 ms\s+p99 ms\s+× bare$/);
    expect(lines[1]).toMatch(/^bare Fastify handler\s+20000\s+200\.0\s+2\s+9\s+1\.00×$/);
    expect(lines[2]).toMatch(/^gated manifest \(br\)\s+8000\s+80\.0\s+2\s+9\s+0\.40×$/);
    expect(lines[3]).toMatch(/^8 MiB PDF \(gated\)\s+40\s+0\.4\s+2\s+9\s+—$/);
    expect(lines.slice(4)).toEqual(['  failed: 8 MiB PDF (gated): 0 error(s) (0 timeouts), 3 non-2xx']);
  });
});
