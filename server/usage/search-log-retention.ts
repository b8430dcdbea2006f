/**
 * Search-log retention: days older than SEARCH_LOG_RETENTION_DAYS are deleted (the server does it
 * at start-up and daily). The log keeps whole days, so the day the period starts in is kept whole.
 */
import type { Storage } from '../storage/storage';
import { dayMs, usageDayOf } from './usage-day';

/** Deletes the days before the retention period; returns how many rows went. */
export function pruneSearchLog(storage: Storage, retentionDays: number, now: number): Promise<number> {
  return storage.searchLog.prune(usageDayOf(now - retentionDays * dayMs));
}
