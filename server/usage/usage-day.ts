/** Usage is counted in whole UTC days, each written `YYYY-MM-DD`. */

export const dayMs = 86_400_000;

/** The UTC day of a time (milliseconds since the epoch). */
export function usageDayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The UTC day numbered from the epoch (what `time / 86400000` gives in SQL), as `YYYY-MM-DD`. */
export function usageDayOfNumber(dayNumber: number): string {
  return usageDayOf(dayNumber * dayMs);
}
