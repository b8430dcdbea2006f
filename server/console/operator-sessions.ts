/**
 * Operators' console sessions, kept apart from the customers' (their own table, cookie and
 * timeouts): a 128-bit random token in the cookie, its SHA-256 in the store, as the portal's
 * sessions do (auth/session-manager.ts). Every request reads the store, so a disabled or
 * removed operator, or a session ended by another instance, is refused at once; the console is
 * used by a few people, so that costs nothing worth caching.
 */
import { randomBytes } from 'node:crypto';
import { hashToken, type SessionTimeouts, sessionTokenPattern, withinTimeouts } from '../auth/session-manager';
import type { Config } from '../config';
import type { OperatorRecord, OperatorSessionRecord } from '../storage/records';
import type { Storage } from '../storage/storage';
import { defaultOperatorSessionTimeouts, type OperatorSessionTimeouts } from './operator-session-expiry';

/**
 * The console's session timeouts: idle as ADMIN_SESSION_IDLE_MINUTES says, absolute after a working
 * day. The portal's housekeeping deletes the sessions past them (console/operator-session-expiry.ts).
 */
export function operatorSessionTimeoutsOf(config: Config): OperatorSessionTimeouts {
  return { idleMinutes: config.adminSessionIdleMinutes, absoluteHours: defaultOperatorSessionTimeouts.absoluteHours };
}

export interface ActiveOperatorSession {
  session: OperatorSessionRecord;
  operator: OperatorRecord;
  /** When the session ends unless used again (the idle timeout, bounded by the absolute one). */
  expiresAt: number;
}

const maxStoredUserAgentLength = 256;

export class OperatorSessions {
  private readonly policy: SessionTimeouts;

  constructor(
    private readonly storage: Storage,
    timeouts: OperatorSessionTimeouts,
    private readonly now: () => number,
  ) {
    this.policy = { idleMs: timeouts.idleMinutes * 60_000, absoluteMs: timeouts.absoluteHours * 3_600_000 };
  }

  async start(
    operator: OperatorRecord,
    origin: { clientAddress: string; userAgent: string | null },
  ): Promise<{ token: string; active: ActiveOperatorSession }> {
    const token = randomBytes(16).toString('base64url');
    const time = this.now();
    const session: OperatorSessionRecord = {
      tokenHash: hashToken(token),
      operatorId: operator.id,
      createdAt: time,
      lastSeenAt: time,
      clientAddress: origin.clientAddress,
      userAgent: origin.userAgent?.slice(0, maxStoredUserAgentLength) ?? null,
    };
    await this.storage.operators.createSession(session);
    return { token, active: { session, operator, expiresAt: this.expiryOf(session) } };
  }

  /** The live session of a cookie token, touched; an expired one, or one of a disabled operator, is deleted. */
  async resolve(token: string | undefined): Promise<ActiveOperatorSession | undefined> {
    if (token === undefined || !sessionTokenPattern.test(token)) return undefined;
    const tokenHash = hashToken(token);
    const session = await this.storage.operators.findSession(tokenHash);
    if (!session) return undefined;
    const time = this.now();
    const operator = await this.storage.operators.findById(session.operatorId);
    const live = operator !== undefined && !operator.disabled && withinTimeouts(this.policy, session, time);
    if (!live) {
      await this.storage.operators.deleteSession(tokenHash);
      return undefined;
    }
    await this.storage.operators.touchSession(tokenHash, time);
    const touched = { ...session, lastSeenAt: time };
    return { session: touched, operator, expiresAt: this.expiryOf(touched) };
  }

  async end(token: string | undefined): Promise<void> {
    if (token === undefined || !sessionTokenPattern.test(token)) return;
    await this.storage.operators.deleteSession(hashToken(token));
  }

  private expiryOf(session: OperatorSessionRecord): number {
    return Math.min(session.lastSeenAt + this.policy.idleMs, session.createdAt + this.policy.absoluteMs);
  }
}
