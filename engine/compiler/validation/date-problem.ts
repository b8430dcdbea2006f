/** Why a YYYY-MM-DD text is not a day of the calendar, in words. */
import { getDaysInMonth } from 'date-fns';

const monthName = (month: number) =>
  new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });

/** Undefined for a real date or for text not shaped YYYY-MM-DD (the caller names the shape then). */
export function dateProblem(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12) return `there is no month ${month}`;
  const days = getDaysInMonth(new Date(year, month - 1, 1));
  if (day < 1) return 'days start at 01';
  if (day > days) return `${monthName(month)} has ${days} days${month === 2 ? ` in ${year}` : ''}`;
  return undefined;
}
