/** Figures of Lighthouse reports: one row per page, medians over runs, and the printed table. */
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

/** A plain-text table, one line per page with each figure's median over the runs, then the audits that cost points in any run. */
export function formatTable(rows: { page: string; runs: Figures[] }[]): string {
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'CLS', 'LCP ms', 'TBT ms', 'CPU index'];
  const lines = rows.map(({ page, runs }) => {
    const of = (pick: (figures: Figures) => number) => median(runs.map(pick));
    return [
      page,
      ...categoryIds.map((id) => String(of((figures) => figures.scores[id]))),
      of((figures) => figures.cls).toFixed(3),
      of((figures) => figures.lcpMs).toFixed(0),
      of((figures) => figures.tbtMs).toFixed(0),
      of((figures) => figures.benchmarkIndex).toFixed(0),
    ];
  });
  const failing = rows.flatMap(({ page, runs }) => {
    const audits = [...new Set(runs.flatMap((figures) => figures.failing))];
    return audits.length > 0 ? [`  ${page}: ${audits.join(', ')}`] : [];
  });
  return [
    ...alignedLines([header, ...lines]),
    ...(failing.length > 0 ? ['', 'Audits below 100 in accessibility, best practices or SEO:', ...failing] : []),
  ].join('\n');
}
