/**
 * Paper-copy retention: requests marked sent more than PAPER_COPY_RETENTION_DAYS ago are deleted
 * (the server does it at start-up and daily, `accounts requests --purge` on demand). Open requests
 * are kept whatever their age: they have not been answered yet.
 */
import { milliseconds } from 'date-fns';
import type { Storage } from '../storage/storage';

/** Deletes requests marked sent more than `days` ago; returns how many went. */
export function pruneSentPaperCopies(storage: Storage, days: number, now: number): Promise<number> {
  return storage.paperCopies.pruneDone(now - milliseconds({ days }));
}
