/** The usage answer turned into what the charts draw: one value per day of the period, gaps as 0. */
import type { UsageAnswer } from '../../../engine/shared/console/console-api';
import { isoDay } from '../shared/format';
import type { ChartSeries } from './usage-chart';

/** Every day from `from` to `to` inclusive, as YYYY-MM-DD (UTC, as the API counts days). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end && days.length < 3660; t += 86_400_000) {
    days.push(isoDay(t));
  }
  return days;
}

function perDay<T extends { day: string }>(days: string[], rows: T[], value: (row: T) => number): number[] {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + value(row));
  return days.map((day) => byDay.get(day) ?? 0);
}

export function signInSeries(days: string[], usage: UsageAnswer): ChartSeries[] {
  return [
    { label: 'Successful', values: perDay(days, usage.signIns, (row) => row.ok) },
    { label: 'Failed', values: perDay(days, usage.signIns, (row) => row.failed) },
  ];
}

export function downloadSeries(days: string[], usage: UsageAnswer, titles: Record<string, string>): ChartSeries[] {
  const models = [...new Set(usage.downloads.map((row) => row.model))].sort();
  return models.map((model) => ({
    label: titles[model] ?? model,
    values: perDay(
      days,
      usage.downloads.filter((row) => row.model === model),
      (row) => row.downloads,
    ),
  }));
}

export function searchSeries(days: string[], usage: UsageAnswer): ChartSeries[] {
  return [
    { label: 'Searches', values: perDay(days, usage.searches, (row) => row.searches) },
    { label: 'Found nothing', values: perDay(days, usage.searches, (row) => row.empty) },
  ];
}
