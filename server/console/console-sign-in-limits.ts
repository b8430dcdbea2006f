/**
 * Failed console sign-ins, counted in the store as the customers' are (auth/failed-login-limiter.ts)
 * but under scopes of their own, so neither kind of failure locks out the other:
 * - per client address (limitKeyOf: an IPv6 /64 is one address), whatever name it tries;
 * - per operator name, whatever address tries it, so guessing one person's password from many
 *   addresses stops as soon as from one.
 * At a limit, the scope is refused until its window ends, the right password and code included,
 * with one exception: a name's lock does not refuse an address the operator signed in from
 * lately (the store remembers them per operator, so every instance knows). Otherwise anyone could
 * keep a named operator out by typing their name wrong five times every quarter hour; from their
 * usual address they still get to the password-and-code check, under that address's own limit.
 */

import { defaultFailedLoginLimits, type LimitWindow } from '../auth/failed-login-limiter';
import { limitKeyOf } from '../plugins/limit-key';
import type { FailureCounter } from '../storage/records';
import type { Storage } from '../storage/storage';

export interface ConsoleSignInLimits {
  perAddress: LimitWindow;
  perOperator: LimitWindow;
  /** An address the operator signed in from within this time is not refused by their name's lock; default as customers'. */
  trustedForMs?: number;
}

export const defaultConsoleSignInLimits: ConsoleSignInLimits = {
  perAddress: { max: 10, windowMs: 15 * 60_000 },
  perOperator: { max: 5, windowMs: 15 * 60_000 },
  trustedForMs: defaultFailedLoginLimits.trustedForMs,
};

/** What the limits say to one sign-in attempt. */
export interface SignInAllowance {
  /** Seconds to wait before another attempt; 0: go ahead. */
  wait: number;
  /** The name is locked, but this address is one the operator signed in from lately: let through. */
  pastNameLock: boolean;
}

/** A limit that has just started refusing, as the audit row names it. */
export interface ConsoleLockout {
  scope: string;
  until: number;
  limit: LimitWindow;
}

const addressScope = (address: string) => `console-address:${limitKeyOf(address)}`;
const operatorScope = (name: string) => `operator:${name}`;

const secondsUntil = (until: number, time: number) => (until > time ? Math.ceil((until - time) / 1000) : 0);

export class ConsoleSignInLimiter {
  private readonly trustedForMs: number;

  constructor(
    private readonly store: Storage['loginLimits'],
    private readonly limits: ConsoleSignInLimits,
    private readonly now: () => number,
    private readonly operators: Pick<Storage['operators'], 'lastSignInFrom' | 'rememberSignInAddress'>,
  ) {
    this.trustedForMs = limits.trustedForMs ?? defaultFailedLoginLimits.trustedForMs;
  }

  /** Seconds to wait before another attempt from this address (and, when given, for this name); 0: go ahead. */
  async retryAfterSeconds(address: string, name?: string): Promise<number> {
    const time = this.now();
    const scopes = [addressScope(address), ...(name === undefined ? [] : [operatorScope(name)])];
    const counters = await Promise.all(scopes.map((scope) => this.store.counter(scope)));
    return secondsUntil(Math.max(0, ...counters.map((counter) => counter?.lockedUntil ?? 0)), time);
  }

  /**
   * A sign-in under a name from an address: the address's own lock always refuses; the name's
   * lock does not when `operatorId` (the name is that operator's) signed in from the address within
   * trustedForMs.
   */
  async allowance(address: string, name: string, operatorId: number | undefined): Promise<SignInAllowance> {
    const time = this.now();
    const [own, named] = await Promise.all([
      this.store.counter(addressScope(address)),
      this.store.counter(operatorScope(name)),
    ]);
    const ownWait = secondsUntil(own?.lockedUntil ?? 0, time);
    const nameWait = secondsUntil(named?.lockedUntil ?? 0, time);
    if (ownWait > 0 || nameWait === 0) return { wait: Math.max(ownWait, nameWait), pastNameLock: false };
    // Looked up for a name that is no operator's too (no operator has id 0), so timing does not tell.
    const last = await this.operators.lastSignInFrom(operatorId ?? 0, limitKeyOf(address));
    return last !== undefined && time - last <= this.trustedForMs
      ? { wait: 0, pastNameLock: true }
      : { wait: nameWait, pastNameLock: false };
  }

  /** Remembers where the operator signed in from, for the exception to their name's lock. */
  async recordSuccess(address: string, operatorId: number): Promise<void> {
    const time = this.now();
    await this.operators.rememberSignInAddress(operatorId, limitKeyOf(address), time, time - this.trustedForMs);
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
  const except = lockout.scope.startsWith('operator:')
    ? ' except from addresses the operator signed in from lately'
    : '';
  return `${lockout.scope}: ${lockout.limit.max} failed console sign-ins in ${minutes} min; refused until ${new Date(lockout.until).toISOString()}${except}`;
}
