/**
 * This process's short-lived copies of live sessions, so that a signed-in request need not read
 * its session and account from the store every time. A copy is used for at most `ttlMs` after it
 * was read, which bounds how late a change made by another process (the accounts command, another
 * instance) is seen; every copy is dropped at once when the store's own access revision moves
 * (a sign-out, revoke, disable or new password made in this process).
 */
import type { ActiveSession } from './session-manager';

interface Entry {
  active: ActiveSession;
  cachedAt: number;
}

/** Far more sessions than are active within one TTL; beyond it the oldest copies go first. */
const defaultMaxEntries = 10_000;

export class SessionCache {
  /** In the order the copies were read, oldest first (a refreshed copy is moved to the end). */
  private readonly entries = new Map<string, Entry>();
  private revision: number;

  constructor(
    private readonly ttlMs: number,
    /** The store's access revision (Storage.accessRevision). */
    private readonly currentRevision: () => number,
    private readonly maxEntries = defaultMaxEntries,
  ) {
    this.revision = currentRevision();
  }

  get(tokenHash: string, now: number): ActiveSession | undefined {
    this.dropAllIfStale();
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    // A clock that went back makes the age negative: the copy is not trusted then either.
    const age = now - entry.cachedAt;
    if (age >= 0 && age < this.ttlMs) return entry.active;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Keeps a copy just read from the store. */
  set(tokenHash: string, active: ActiveSession, now: number): void {
    if (this.ttlMs <= 0) return;
    this.dropAllIfStale();
    this.entries.delete(tokenHash);
    for (const [key, entry] of this.entries) {
      if (this.entries.size < this.maxEntries && now - entry.cachedAt < this.ttlMs) break;
      this.entries.delete(key);
    }
    this.entries.set(tokenHash, { active, cachedAt: now });
  }

  /** Replaces a copy's contents (its last-seen time moved) without making it any younger. */
  update(tokenHash: string, active: ActiveSession): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.active = active;
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  get size(): number {
    return this.entries.size;
  }

  private dropAllIfStale(): void {
    const revision = this.currentRevision();
    if (revision === this.revision) return;
    this.entries.clear();
    this.revision = revision;
  }
}
