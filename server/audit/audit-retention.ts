/** Audit retention: events older than AUDIT_RETENTION_DAYS are deleted (the server does it daily). */
import type { Storage } from '../storage/storage';
import { dayMs } from '../usage/usage-day';

/** Deletes events older than the retention period; returns how many went. */
export function pruneAuditEvents(storage: Storage, retentionDays: number, now: number): Promise<number> {
  return storage.audit.prune(now - retentionDays * dayMs);
}
