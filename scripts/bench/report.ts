/** What the benchmarks print beside their own figures: the machine's load, percentiles, and routes measured alone against a yardstick. */
import { cpus, loadavg } from 'node:os';
import { alignedLines } from '../../engine/compiler/figures/aligned-table';
import type { LoadFigures } from './load-tools';

/** Every benchmark prints it: figures from a busy machine are indicative only. */
export function machineLoad(): string {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `load average ${load} on ${cpus().length} CPU(s)`;
}

/** The nearest-rank percentile (`fraction` 0.5 for p50, 0.99 for p99) of some measurements; NaN for none. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export interface LoadRow {
  name: string;
  figures: LoadFigures;
  /** Whether its req/s is shown as a share of the first row's, the yardstick's. */
  shared: boolean;
}

/** One line per route measured alone, with its share of the yardstick where it has one, then the failed requests. */
export function loadTable(rows: readonly LoadRow[]): string[] {
  const yardstick = rows[0]?.figures.perSecond ?? Number.NaN;
  const lines = alignedLines([
    ['', 'req/s', 'MiB/s', 'p50 ms', 'p99 ms', '× bare'],
    ...rows.map(({ name, figures, shared }) => [
      name,
      figures.perSecond.toFixed(0),
      figures.mebibytesPerSecond.toFixed(1),
      String(figures.p50Ms),
      String(figures.p99Ms),
      shared ? `${(figures.perSecond / yardstick).toFixed(2)}×` : '—',
    ]),
  ]);
  const failed = rows.filter((row) => row.figures.failures !== '');
  return [...lines, ...failed.map((row) => `  failed: ${row.name}: ${row.figures.failures}`)];
}
