/** The side-by-side table of `npm run bench:compare`. */

import { median } from '../../engine/compiler/figures/median';
import type { LoadFigures } from './load-tools';

export const columns = ['portal', 'behind', 'nginx'] as const;
export type Column = (typeof columns)[number];

export const columnTitles: Record<Column, string> = {
  portal: 'portal alone (direct)',
  behind: 'portal behind nginx (x-accel)',
  nginx: 'nginx alone (static)',
};

export interface CaseResult {
  name: string;
  /**
   * What the ratio compares: req/s, or MiB/s for answers so large that few complete within a
   * short run (their bytes still flow, and wrk counts them).
   */
  ratioOf: 'requests' | 'bytes';
  figures: Partial<Record<Column, LoadFigures>>;
  /** Ratios found otherwise than from these figures (medianOfResults); else figure ÷ figure. */
  ratios?: Partial<Record<RatioColumn, number>>;
}

type RatioColumn = Exclude<Column, 'nginx'>;
const ratioColumns: RatioColumn[] = ['portal', 'behind'];

/**
 * One case's figures over several rounds: each figure's median, so one disturbed round moves
 * nothing; the failures of every round are kept.
 */
export function medianOfRounds(rounds: LoadFigures[]): LoadFigures {
  const of = (figure: (run: LoadFigures) => number) => median(rounds.map(figure));
  return {
    requestsPerSecond: of((run) => run.requestsPerSecond),
    mebibytesPerSecond: of((run) => run.mebibytesPerSecond),
    p99Ms: of((run) => run.p99Ms),
    failures: rounds
      .map((run) => run.failures)
      .filter((failures) => failures !== '')
      .join('; '),
  };
}

/**
 * Several rounds' results as one: each figure's median (medianOfRounds), and each ratio to nginx
 * alone taken within its round, then the median of those. A round measures a case's layouts back
 * to back, so its ratio compares figures taken on the same machine; the ratio of two medians may
 * divide one round's figure by another's, taken minutes apart on a machine whose speed drifts.
 */
export function medianOfResults(rounds: CaseResult[][]): CaseResult[] {
  return (rounds[0] ?? []).map((result, index) => {
    const ofCase = rounds.flatMap((round) => (round[index] ? [round[index]] : []));
    return {
      ...result,
      figures: Object.fromEntries(
        columns.flatMap((column) => {
          const figures = ofCase.flatMap((round) => round.figures[column] ?? []);
          return figures.length > 0 ? [[column, medianOfRounds(figures)]] : [];
        }),
      ),
      ratios: Object.fromEntries(
        ratioColumns.flatMap((column) => {
          const ratios = ofCase.flatMap((round) => ratioOf(round, column) ?? []);
          return ratios.length > 0 ? [[column, median(ratios)]] : [];
        }),
      ),
    };
  });
}

const caseWidth = 40;
const figureWidths = [9, 8, 9];
const ratioWidth = 8;

function ratioOf(result: CaseResult, column: RatioColumn): number | undefined {
  const given = result.ratios?.[column];
  if (given !== undefined) return given;
  const measure = (figures: LoadFigures | undefined) =>
    result.ratioOf === 'bytes' ? figures?.mebibytesPerSecond : figures?.requestsPerSecond;
  const own = measure(result.figures[column]);
  const yardstick = measure(result.figures.nginx);
  return own === undefined || !yardstick ? undefined : own / yardstick;
}

function groupWidth(column: Column): number {
  const figures = figureWidths.reduce((sum, width) => sum + width, 0);
  return column === 'nginx' ? figures : figures + ratioWidth;
}

function cells(result: CaseResult, column: Column): string {
  const figures = result.figures[column];
  const values = figures
    ? [figures.requestsPerSecond.toFixed(0), figures.mebibytesPerSecond.toFixed(1), figures.p99Ms.toFixed(1)]
    : ['—', '—', '—'];
  const text = values.map((value, index) => value.padStart(figureWidths[index] ?? 0)).join('');
  if (column === 'nginx') return text;
  const ratio = ratioOf(result, column);
  return text + (ratio === undefined ? '—' : `${ratio.toFixed(2)}×`).padStart(ratioWidth);
}

/** The side-by-side table. */
export function formatTable(results: CaseResult[]): string {
  const shown = columns;
  const header1 =
    ''.padEnd(caseWidth) + shown.map((column) => `  ${columnTitles[column]}`.padEnd(groupWidth(column))).join('');
  const header2 =
    'case'.padEnd(caseWidth) +
    shown
      .map((column) => {
        const names = ['req/s', 'MiB/s', 'p99 ms']
          .map((name, index) => name.padStart(figureWidths[index] ?? 0))
          .join('');
        return column === 'nginx' ? names : names + '×nginx'.padStart(ratioWidth);
      })
      .join('');
  const rows = results.map(
    (result) => result.name.padEnd(caseWidth) + shown.map((column) => cells(result, column)).join(''),
  );
  const failures = results.flatMap((result) =>
    shown.flatMap((column) => {
      const failed = result.figures[column]?.failures;
      return failed ? [`  ${result.name}, ${columnTitles[column]}: ${failed}`] : [];
    }),
  );
  return [
    header1,
    header2,
    ...rows,
    ...(failures.length > 0 ? ['', 'Failed requests (figures above include them):', ...failures] : []),
  ].join('\n');
}
