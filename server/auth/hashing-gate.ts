/**
 * Password hashing (scrypt, ~128 MiB and a few hundred milliseconds each) runs on libuv's
 * thread pool, which file reads share. Unbounded, a handful of clients signing in in a loop
 * would occupy every thread and stall downloads for seconds. The gate lets a few hashes run at
 * once, queues a few more, and refuses the rest at once (the caller answers 503 with
 * Retry-After) so the pool always has threads left for files and manifests.
 */
import pLimit from 'p-limit';

export interface HashingLimits {
  /** Hashes running at once; libuv has four threads by default, so two stay free for files. */
  concurrent: number;
  /** Sign-ins that may wait for a slot; beyond this they are refused. */
  waiting: number;
}

const defaultHashingLimits: HashingLimits = { concurrent: 2, waiting: 16 };

export class HashingBusyError extends Error {
  constructor() {
    super('Too many sign-ins are being checked right now; try again in a moment');
    this.name = 'HashingBusyError';
  }
}

export class HashingGate {
  private readonly limit;
  private started = 0;

  constructor(readonly limits: HashingLimits = defaultHashingLimits) {
    this.limit = pLimit(limits.concurrent);
  }

  /** Runs one password hash when a slot is free; throws HashingBusyError when the queue is full. */
  run<T>(hash: () => Promise<T>): Promise<T> {
    if (this.limit.activeCount >= this.limits.concurrent && this.limit.pendingCount >= this.limits.waiting) {
      return Promise.reject(new HashingBusyError());
    }
    return this.limit(() => {
      this.started++;
      return hash();
    });
  }

  /** Hashes started since the server started (a figure for tests and operators). */
  get hashesStarted(): number {
    return this.started;
  }

  get running(): number {
    return this.limit.activeCount;
  }
}
