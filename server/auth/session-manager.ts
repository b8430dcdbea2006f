/**
 * Server-side sessions: a 128-bit random token lives only in the browser's cookie; the
 * database keeps its SHA-256. Idle and absolute timeouts are checked on every lookup; the
 * session and its account are read from the store at most once per `cacheMs` (SessionCache).
 */
import { hash, randomBytes } from 'node:crypto';
import type { AccountRecord, PersonRecord, SessionRecord } from '../storage/records';
import type { Storage } from '../storage/storage';
import { SessionCache } from './session-cache';
import { signInRefusal } from './sign-in-refusal';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  /** Concurrent sessions one account may have; a new one beyond it ends the oldest. */
  maxPerAccount: number;
  /** How long a session read from the store may be used without reading it again; 0: never. */
  cacheMs: number;
}

/** Where a session is started from, shown to operators. */
export interface SessionOrigin {
  clientAddress: string;
  userAgent: string | null;
}

export interface ActiveSession {
  session: SessionRecord;
  account: AccountRecord;
  /** The named person of a hospital sign-in; null or absent for the shared password. */
  person?: PersonRecord | null;
}

/** base64url of 16 random bytes: the form of every session token, customers' and operators'. */
export const sessionTokenPattern = /^[A-Za-z0-9_-]{22}$/;

/** A session's two timeouts, in milliseconds. */
export type SessionTimeouts = Pick<SessionPolicy, 'idleMs' | 'absoluteMs'>;

/** The customers' session timeouts the settings give. */
export function customerSessionTimeouts(config: {
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
}): SessionTimeouts {
  return { idleMs: config.sessionIdleMinutes * 60_000, absoluteMs: config.sessionAbsoluteHours * 3_600_000 };
}

/** Used recently enough and started recently enough: the rule customers' and operators' sessions share. */
export function withinTimeouts(
  timeouts: SessionTimeouts,
  session: { createdAt: number; lastSeenAt: number },
  time: number,
): boolean {
  return time - session.lastSeenAt <= timeouts.idleMs && time - session.createdAt <= timeouts.absoluteMs;
}

/**
 * A customer's session is live within its timeouts, for an account that may sign in now (enabled,
 * its access not ended: sign-in-refusal.ts) and whose password has not changed since.
 */
export function isLiveSession(timeouts: SessionTimeouts, { session, account }: ActiveSession, time: number): boolean {
  return (
    withinTimeouts(timeouts, session, time) &&
    signInRefusal(account, time) === undefined &&
    account.passwordChangedAt <= session.createdAt
  );
}

/** Saves a write per request: last_seen_at moves at most this often, far below any idle timeout. */
const touchIntervalMs = 10_000;

function touchDue(active: ActiveSession, time: number): boolean {
  return time - active.session.lastSeenAt >= touchIntervalMs;
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The name operators use for a session: the start of its token hash (never the token itself). */
export function sessionIdOf(session: SessionRecord): string {
  return session.tokenHash.slice(0, 12);
}

const maxStoredUserAgentLength = 256;

export class SessionManager {
  private readonly cache: SessionCache<ActiveSession>;

  constructor(
    private readonly storage: Storage,
    private readonly policy: SessionPolicy,
    private readonly now: () => number,
  ) {
    this.cache = new SessionCache(policy.cacheMs, () => storage.accessRevision(), now);
  }

  /**
   * Starts a session, of the account's shared password or of one of its named people, and returns
   * the token for the cookie, with the sessions the per-account cap ended to make room (oldest first out).
   */
  async start(
    accountId: number,
    origin: SessionOrigin,
    personId: number | null = null,
  ): Promise<{ token: string; ended: SessionRecord[] }> {
    const token = randomBytes(16).toString('base64url');
    const time = this.now();
    await this.storage.sessions.create({
      tokenHash: hashToken(token),
      accountId,
      createdAt: time,
      lastSeenAt: time,
      clientAddress: origin.clientAddress,
      userAgent: origin.userAgent?.slice(0, maxStoredUserAgentLength) ?? null,
      personId,
    });
    return { token, ended: await this.storage.sessions.trimForAccount(accountId, this.policy.maxPerAccount) };
  }

  /** The live session of a cookie token; an expired or orphaned one is deleted on the way. */
  async resolve(token: string | undefined): Promise<ActiveSession | undefined> {
    if (token === undefined || !sessionTokenPattern.test(token)) return undefined;
    const tokenHash = hashToken(token);
    const time = this.now();
    // A copy that looks timed out is read again: another instance may have seen the session since.
    const cached = this.cache.get(tokenHash);
    if (cached && this.isLive(cached, time)) return this.touched(tokenHash, cached, time);

    const session = await this.storage.sessions.find(tokenHash);
    if (!session) return undefined;
    const [account, person] = await Promise.all([
      this.storage.accounts.findById(session.accountId),
      session.personId ? this.storage.people.find(session.personId) : null,
    ]);
    // A named session whose person is gone is over (removing a person deletes their sessions too).
    const active = account && person !== undefined ? { session, account, person } : undefined;
    if (!active || !this.isLive(active, time)) {
      await this.storage.sessions.delete(tokenHash);
      return undefined;
    }
    this.cache.set(tokenHash, active);
    return this.touched(tokenHash, active, time);
  }

  /**
   * The live session of a cookie token when this process holds a fresh copy of it that needs no
   * write now; undefined when only resolve can tell. Most requests of a signed-in browser are
   * answered here, without waiting on a promise.
   */
  known(token: string | undefined): ActiveSession | undefined {
    if (token === undefined || !sessionTokenPattern.test(token)) return undefined;
    const time = this.now();
    const cached = this.cache.get(hashToken(token));
    return cached && this.isLive(cached, time) && !touchDue(cached, time) ? cached : undefined;
  }

  async end(token: string | undefined): Promise<void> {
    if (token === undefined || !sessionTokenPattern.test(token)) return;
    const tokenHash = hashToken(token);
    // Dropped even when another process already deleted the row (nothing then changes in the store).
    this.cache.delete(tokenHash);
    await this.storage.sessions.delete(tokenHash);
  }

  private isLive(active: ActiveSession, time: number): boolean {
    return isLiveSession(this.policy, active, time);
  }

  /**
   * Moves the stored last-seen time when it is touchIntervalMs old, so a busy session does not write
   * on every request; a named person's last seen moves with it.
   */
  private async touched(tokenHash: string, active: ActiveSession, time: number): Promise<ActiveSession> {
    if (!touchDue(active, time)) return active;
    const { person } = active;
    await Promise.all([
      this.storage.sessions.touch(tokenHash, time),
      person && this.storage.people.seen(person.id, time),
    ]);
    const moved = {
      session: { ...active.session, lastSeenAt: time },
      account: active.account,
      person: person && { ...person, lastSeenAt: time },
    };
    this.cache.update(tokenHash, moved);
    return moved;
  }

  /** Housekeeping so abandoned sessions, and those of accounts whose access ended, do not pile up. */
  async sweep(): Promise<number> {
    const time = this.now();
    const expired = await this.storage.sessions.deleteExpired(time - this.policy.idleMs, time - this.policy.absoluteMs);
    return expired + (await this.storage.sessions.deleteOfEndedAccess(time));
  }
}
