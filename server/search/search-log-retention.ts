/**
 * Search-log retention: days older than SEARCH_LOG_RETENTION_DAYS are deleted (the server does it
 * at start-up and daily). The log keeps whole days, so the day the period starts in is kept whole.
 * Each account's searches per day, counted without words (its usage in the console), are kept as
 * long as the log.
 */
import type { Storage } from '../storage/storage';
import { dayMs, usageDayOf } from '../usage/usage-day';

/** Deletes the days before the retention period; returns how many rows of the log went. */
export async function pruneSearchLog(storage: Storage, retentionDays: number, now: number): Promise<number> {
  const firstKept = usageDayOf(now - retentionDays * dayMs);
  await storage.searchLog.pruneAccountCounts(firstKept);
  return storage.searchLog.prune(firstKept);
}
