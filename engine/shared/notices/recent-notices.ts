/** Which notices a line's home shows above everything: those issued in the last `days` days up to `today`. */
import { addDays, formatISO, parseISO } from 'date-fns';
import type { Notice } from '../types';

/** `today` is YYYY-MM-DD; a notice dated after it (published ahead) is not shown early. */
export function recentNotices<N extends Pick<Notice, 'date'>>(notices: readonly N[], today: string, days: number): N[] {
  const since = formatISO(addDays(parseISO(today), -days), { representation: 'date' });
  return notices.filter((notice) => notice.date > since && notice.date <= today);
}
