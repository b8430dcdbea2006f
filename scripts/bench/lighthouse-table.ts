/** Figures of Lighthouse reports: one row per page and form factor, medians over runs, and the printed table. */
import type { Result } from 'lighthouse';
import { alignedLines } from '../../engine/compiler/figures/aligned-table';
import { median } from '../../engine/compiler/figures/median';

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface Figures {
  /** Category scores 0–100, by category id. */
  scores: Record<(typeof categoryIds)[number], number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's speed during the run: simulated throttling scales observed work by the same 4× whatever it is, so a busy machine inflates TBT. */
  benchmarkIndex: number;
  /** Audits that lost points in the accessibility, best-practices and SEO categories. */
  failing: string[];
}

const numeric = (report: Result, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;

export function figuresOf(report: Result): Figures {
  const scores = Object.fromEntries(
    categoryIds.map((id) => [id, Math.round((report.categories[id]?.score ?? Number.NaN) * 100)]),
  ) as Figures['scores'];
  const failing = categoryIds
    .filter((id) => id !== 'performance')
    .flatMap((id) => report.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    scores,
    cls: numeric(report, 'cumulative-layout-shift'),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    benchmarkIndex: report.environment.benchmarkIndex,
    failing,
  };
}

/** Each figure's median over the runs, taken figure by figure; failing audits of any run. */
export function medianFigures(runs: Figures[]): Figures {
  const of = (pick: (figures: Figures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(categoryIds.map((id) => [id, of((f) => f.scores[id])])) as Figures['scores'],
    cls: of((f) => f.cls),
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    benchmarkIndex: of((f) => f.benchmarkIndex),
    failing: [...new Set(runs.flatMap((f) => f.failing))],
  };
}

export interface Row {
  page: string;
  formFactor: string;
  figures: Figures;
}

/** A plain-text table, one line per page and form factor, then the audits that cost points. */
export function formatTable(rows: Row[]): string {
  const header = ['page', 'form', 'perf', 'a11y', 'best pr.', 'SEO', 'CLS', 'LCP ms', 'TBT ms', 'CPU index'];
  const lines = rows.map(({ page, formFactor, figures }) => [
    page,
    formFactor,
    ...categoryIds.map((id) => String(figures.scores[id])),
    figures.cls.toFixed(3),
    figures.lcpMs.toFixed(0),
    figures.tbtMs.toFixed(0),
    figures.benchmarkIndex.toFixed(0),
  ]);
  const failing = rows
    .filter((row) => row.figures.failing.length > 0)
    .map((row) => `  ${row.page} (${row.formFactor}): ${row.figures.failing.join(', ')}`);
  return [
    ...alignedLines([header, ...lines], 2),
    ...(failing.length > 0 ? ['', 'Audits below 100 in accessibility, best practices or SEO:', ...failing] : []),
  ].join('\n');
}
