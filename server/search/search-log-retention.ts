/**
 * Search-log retention: days older than SEARCH_LOG_RETENTION_DAYS are deleted (the server does it
 * at start-up and daily). The log keeps whole days, so the day the period starts in is kept whole.
 * The rows each account added are needed only for the current day's limit: earlier days go at once.
 */
import type { Storage } from '../storage/storage';
import { dayMs, usageDayOf } from '../usage/usage-day';

/** Deletes the days before the retention period; returns how many rows of the log went. */
export async function pruneSearchLog(storage: Storage, retentionDays: number, now: number): Promise<number> {
  await storage.searchLog.pruneAccountCounts(usageDayOf(now));
  return storage.searchLog.prune(usageDayOf(now - retentionDays * dayMs));
}
