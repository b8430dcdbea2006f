/**
 * This process's short-lived copies of live sessions, so that a signed-in request need not read
 * its session and account from the store every time. A copy is used for at most `ttlMs` after it
 * was read, which bounds how late a change made by another process (the accounts command, another
 * instance) is seen; every copy is dropped at once when the store's own access revision moves
 * (a sign-out, revoke, disable or new password made in this process).
 */
import { LRUCache } from 'lru-cache';

/** Far more sessions than are active within one TTL; beyond it the least recently used copies go first. */
const defaultMaxEntries = 10_000;

/** Holds whatever the session manager keeps of a live session (its ActiveSession), by token hash. */
export class SessionCache<Copy extends object> {
  /** Undefined when copies are not kept (a TTL of 0). */
  private readonly copies: LRUCache<string, Copy> | undefined;
  private revision: number;

  constructor(
    private readonly ttlMs: number,
    /** The store's access revision (Storage.accessRevision). */
    private readonly currentRevision: () => number,
    /** The sessions' own clock, which tests move. */
    now: () => number,
    max = defaultMaxEntries,
  ) {
    // ttlResolution 0: the clock is read on every lookup, never a value lru-cache kept for a millisecond.
    this.copies = ttlMs > 0 ? new LRUCache({ ttl: ttlMs, max, ttlResolution: 0, perf: { now } }) : undefined;
    this.revision = currentRevision();
  }

  get(tokenHash: string): Copy | undefined {
    const copies = this.current();
    // A copy is trusted while younger than the TTL. A clock that went back makes one look younger
    // than when it was read (more time left than the whole TTL): it is not trusted then either.
    const left = copies?.getRemainingTTL(tokenHash) ?? 0;
    return left > 0 && left <= this.ttlMs ? copies?.get(tokenHash) : undefined;
  }

  /** Keeps a copy just read from the store. */
  set(tokenHash: string, active: Copy): void {
    this.current()?.set(tokenHash, active);
  }

  /** Replaces a copy's contents (its last-seen time moved) without making it any younger. */
  update(tokenHash: string, active: Copy): void {
    if (this.copies?.has(tokenHash)) this.copies.set(tokenHash, active, { noUpdateTTL: true });
  }

  delete(tokenHash: string): void {
    this.copies?.delete(tokenHash);
  }

  get size(): number {
    return this.copies?.size ?? 0;
  }

  /** The copies, none of them kept from before the store's access revision last moved. */
  private current(): LRUCache<string, Copy> | undefined {
    const revision = this.currentRevision();
    if (revision !== this.revision) {
      this.copies?.clear();
      this.revision = revision;
    }
    return this.copies;
  }
}
