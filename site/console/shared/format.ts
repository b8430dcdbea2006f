/** How the console writes times and dates: one style on every page, in the operator's time zone. */

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export const formatTime = (ms: number | null | undefined, never = 'Never') =>
  ms === null || ms === undefined ? never : timeFormat.format(ms);

export const formatDay = (ms: number) => dayFormat.format(ms);

/** YYYY-MM-DD of a moment, in UTC as the API counts days. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
