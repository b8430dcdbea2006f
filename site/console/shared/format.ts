/** How the console writes times and dates: one style on every page, in the operator's time zone. */

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export const formatTime = (ms: number | null | undefined, never = 'Never') =>
  ms === null || ms === undefined ? never : timeFormat.format(ms);

export const formatDay = (ms: number) => dayFormat.format(ms);

const utcDayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A day the API names (YYYY-MM-DD, UTC) as the console writes days, the same day in every time zone. */
export const formatUtcDay = (day: string) => utcDayFormat.format(Date.parse(`${day}T00:00:00Z`));

/** YYYY-MM-DD of a moment, in UTC as the API counts days. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
