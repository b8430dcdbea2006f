/**
 * Failed console sign-ins, counted in the store as the customers' are (plugins/failed-login-limiter.ts)
 * but under scopes of their own, so neither kind of failure locks out the other:
 * - per client address (limitKeyOf: an IPv6 /64 is one address), whatever name it tries;
 * - per operator name, whatever address tries it, so guessing one person's password from many
 *   addresses stops as soon as from one.
 * At a limit, the scope is refused until its window ends, the right password and code included.
 */

import type { LimitWindow } from '../plugins/failed-login-limiter';
import { limitKeyOf } from '../plugins/limit-key';
import type { FailureCounter, LoginLimitStore } from '../storage/storage';

export interface ConsoleSignInLimits {
  perAddress: LimitWindow;
  perOperator: LimitWindow;
}

export const defaultConsoleSignInLimits: ConsoleSignInLimits = {
  perAddress: { max: 10, windowMs: 15 * 60_000 },
  perOperator: { max: 5, windowMs: 15 * 60_000 },
};

/** A limit that has just started refusing, as the audit row names it. */
export interface ConsoleLockout {
  scope: string;
  until: number;
  limit: LimitWindow;
}

const addressScope = (address: string) => `console-address:${limitKeyOf(address)}`;
const operatorScope = (name: string) => `operator:${name}`;

export class ConsoleSignInLimiter {
  constructor(
    private readonly store: LoginLimitStore,
    private readonly limits: ConsoleSignInLimits,
    private readonly now: () => number,
  ) {}

  /** Seconds to wait before another attempt from this address (and, when given, for this name); 0: go ahead. */
  async retryAfterSeconds(address: string, name?: string): Promise<number> {
    const time = this.now();
    const scopes = [addressScope(address), ...(name === undefined ? [] : [operatorScope(name)])];
    const counters = await Promise.all(scopes.map((scope) => this.store.counter(scope)));
    const until = Math.max(0, ...counters.map((counter) => counter?.lockedUntil ?? 0));
    return until > time ? Math.ceil((until - time) / 1000) : 0;
  }

  /** Counts a failed sign-in; returns the limits it made start refusing. */
  async recordFailure(address: string, name: string): Promise<ConsoleLockout[]> {
    const time = this.now();
    const started: ConsoleLockout[] = [];
    const count = async (scope: string, limit: LimitWindow) => {
      const counter: FailureCounter = await this.store.recordFailure(scope, time, limit);
      if (counter.count === limit.max && counter.lockedUntil > time) {
        started.push({ scope, until: counter.lockedUntil, limit });
      }
    };
    await count(addressScope(address), this.limits.perAddress);
    await count(operatorScope(name), this.limits.perOperator);
    return started;
  }
}

export function describeConsoleLockout(lockout: ConsoleLockout): string {
  const minutes = Math.round(lockout.limit.windowMs / 60_000);
  return `${lockout.scope}: ${lockout.limit.max} failed console sign-ins in ${minutes} min; refused until ${new Date(lockout.until).toISOString()}`;
}
