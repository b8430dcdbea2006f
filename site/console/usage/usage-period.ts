/**
 * The usage page's period and filters from its address: the last 7, 30 (the default) or 90 days,
 * or a chosen from/to; the product lines; N of "not signed in for N days".
 */
import { consolePaths } from '../../../engine/shared/console/console-api';
import { withQuery } from '../api/console-http';
import { isoDay } from '../shared/format';

export const periods = ['7', '30', '90'] as const;

export interface UsageFilters {
  period: string;
  from: string;
  to: string;
  models: string[];
  idleDays: number;
}

export function usageFiltersOf(params: URLSearchParams, now = Date.now()): UsageFilters {
  const models = params.getAll('model').filter(Boolean);
  const idle = Number(params.get('idleDays'));
  const idleDays = Number.isInteger(idle) && idle > 0 ? idle : 30;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (params.get('period') === 'chosen' && /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to)) {
    return { period: 'chosen', from, to, models, idleDays };
  }
  const period = periods.find((p) => p === params.get('period')) ?? '30';
  return { period, from: isoDay(now - (Number(period) - 1) * 86_400_000), to: isoDay(now), models, idleDays };
}

export const usageAddress = ({ from, to, models, idleDays }: UsageFilters) =>
  withQuery(consolePaths.usage, { from, to, models: models.join(','), idleDays });
