/**
 * Counts failed password checks per client address and across all clients in fixed
 * windows. Successful checks are not counted, so people who know their password are never
 * slowed down by this limiter; @fastify/rate-limit separately caps raw request rates.
 * In-memory: with several instances each enforces its own share.
 */
export interface LimitWindow {
  max: number;
  windowMs: number;
}

export interface FailedLoginLimits {
  perClient: LimitWindow;
  global: LimitWindow;
}

export const defaultFailedLoginLimits: FailedLoginLimits = {
  perClient: { max: 10, windowMs: 15 * 60_000 },
  global: { max: 1000, windowMs: 15 * 60_000 },
};

interface Counter {
  count: number;
  windowStart: number;
}

/** Bound on remembered addresses; expired ones are dropped when it is reached. */
const maxTrackedClients = 50_000;

export class FailedLoginLimiter {
  private readonly clients = new Map<string, Counter>();
  private readonly everyone: Counter = { count: 0, windowStart: 0 };

  constructor(
    private readonly limits: FailedLoginLimits,
    private readonly now: () => number,
  ) {}

  /** Seconds to wait before another check is allowed, or 0 when the check may go ahead. */
  retryAfterSeconds(client: string): number {
    const time = this.now();
    const waits = [
      this.waitFor(this.clients.get(client), this.limits.perClient, time),
      this.waitFor(this.everyone, this.limits.global, time),
    ];
    return Math.max(...waits);
  }

  recordFailure(client: string): void {
    const time = this.now();
    let counter = this.clients.get(client);
    if (!counter) {
      if (this.clients.size >= maxTrackedClients) this.prune(time);
      counter = { count: 0, windowStart: time };
      this.clients.set(client, counter);
    }
    this.bump(counter, this.limits.perClient, time);
    this.bump(this.everyone, this.limits.global, time);
  }

  private bump(counter: Counter, limit: LimitWindow, time: number): void {
    if (time - counter.windowStart >= limit.windowMs) {
      counter.count = 0;
      counter.windowStart = time;
    }
    counter.count++;
  }

  private waitFor(counter: Counter | undefined, limit: LimitWindow, time: number): number {
    if (!counter || counter.count < limit.max) return 0;
    const remaining = counter.windowStart + limit.windowMs - time;
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  }

  private prune(time: number): void {
    for (const [client, counter] of this.clients) {
      if (time - counter.windowStart >= this.limits.perClient.windowMs) this.clients.delete(client);
    }
  }
}
