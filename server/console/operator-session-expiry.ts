/**
 * A console session past its idle or absolute timeout is refused when it is presented, but one
 * never presented again would stay in the store for good: the portal's daily housekeeping deletes
 * them (audit/audit-plugin.ts).
 */
import { milliseconds } from 'date-fns';
import type { Storage } from '../storage/storage';

export interface OperatorSessionTimeouts {
  idleMinutes: number;
  absoluteHours: number;
}

/** The console's timeouts unless configured: idle 15 minutes; however busy, a new sign-in after a working day. */
export const defaultOperatorSessionTimeouts: OperatorSessionTimeouts = { idleMinutes: 15, absoluteHours: 8 };

/** Deletes operator sessions idle longer than the idle timeout or older than the absolute one; returns how many went. */
export function deleteExpiredOperatorSessions(
  storage: Storage,
  timeouts: OperatorSessionTimeouts,
  now: number,
): Promise<number> {
  return storage.operators.deleteExpiredSessions(
    now - milliseconds({ minutes: timeouts.idleMinutes }),
    now - milliseconds({ hours: timeouts.absoluteHours }),
  );
}
