/**
 * Failed sign-ins, counted in the store (so every process and the operator CLI see the same
 * counts) in fixed windows. Only a well-formed wrong password counts: a malformed request, or one
 * refused before its password was checked, tests no password, so counting it would protect
 * nothing, and it is what another site can make a browser send (error-handler.ts says more).
 * - per client address: at the limit the address is refused until its window ends, whatever it
 *   sends, the right password included;
 * - across all addresses: at the limit only addresses that have not signed in successfully lately
 *   are refused. One address can never lock out others: its own limit stops it long before the
 *   global one, and people who sign in from their usual place keep working during a distributed
 *   attack.
 * An address is counted by limitKeyOf (an IPv6 /64 is one client): every method takes the client
 * address as the request has it and keys it so, counters and the memory of successful sign-ins
 * alike. Successful sign-ins are never counted. @fastify/rate-limit separately caps raw request rates.
 */
import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit-request';
import type { FailureCounter, LoginLimitStore } from '../storage/storage';
import { limitKeyOf } from './limit-key';

export interface LimitWindow {
  max: number;
  windowMs: number;
}

export interface FailedLoginLimits {
  perAddress: LimitWindow;
  global: LimitWindow;
  /** An address that signed in successfully within this time is exempt from the global limit. */
  trustedForMs: number;
}

export const defaultFailedLoginLimits: FailedLoginLimits = {
  perAddress: { max: 10, windowMs: 15 * 60_000 },
  global: { max: 1000, windowMs: 15 * 60_000 },
  trustedForMs: 30 * 24 * 3_600_000,
};

const globalScope = 'global';
const addressScope = (key: string) => `address:${key}`;

/** A limit that has just started refusing. */
export interface Lockout {
  scope: 'address' | 'global';
  /** The counted address (limitKeyOf) whose failure started it. */
  address: string;
  until: number;
  limit: LimitWindow;
}

export class FailedLoginLimiter {
  constructor(
    private readonly store: LoginLimitStore,
    private readonly limits: FailedLoginLimits,
    private readonly now: () => number,
  ) {}

  /** Seconds the address must wait before another check, or 0 when it may go ahead. */
  async retryAfterSeconds(address: string): Promise<number> {
    const time = this.now();
    const key = limitKeyOf(address);
    const [own, everyone] = await Promise.all([this.store.counter(addressScope(key)), this.store.counter(globalScope)]);
    let until = own && own.lockedUntil > time ? own.lockedUntil : 0;
    if (everyone && everyone.lockedUntil > time && !(await this.isTrusted(key, time))) {
      until = Math.max(until, everyone.lockedUntil);
    }
    return until > time ? Math.ceil((until - time) / 1000) : 0;
  }

  /** Counts a wrong password; returns the limits this failure made start refusing. */
  async recordFailure(address: string): Promise<Lockout[]> {
    const time = this.now();
    const key = limitKeyOf(address);
    const started: Lockout[] = [];
    const startedBy = (counter: FailureCounter, limit: LimitWindow) =>
      counter.count === limit.max && counter.lockedUntil > time;
    const own = await this.store.recordFailure(addressScope(key), time, this.limits.perAddress);
    if (startedBy(own, this.limits.perAddress)) {
      started.push({ scope: 'address', address: key, until: own.lockedUntil, limit: this.limits.perAddress });
    }
    const everyone = await this.store.recordFailure(globalScope, time, this.limits.global);
    if (startedBy(everyone, this.limits.global)) {
      started.push({ scope: 'global', address: key, until: everyone.lockedUntil, limit: this.limits.global });
    }
    return started;
  }

  recordSuccess(address: string): Promise<void> {
    return this.store.rememberSuccess(limitKeyOf(address), this.now());
  }

  /** Housekeeping: forgets ended windows and old successes. */
  prune(): Promise<void> {
    const time = this.now();
    const longest = Math.max(this.limits.perAddress.windowMs, this.limits.global.windowMs);
    return this.store.prune(time, longest, time - this.limits.trustedForMs);
  }

  private async isTrusted(key: string, time: number): Promise<boolean> {
    const last = await this.store.lastSuccess(key);
    return last !== undefined && time - last <= this.limits.trustedForMs;
  }
}

/** What an operator reads about a lockout, in the log and in the audit table. */
export function describeLockout(lockout: Lockout): string {
  const minutes = Math.round(lockout.limit.windowMs / 60_000);
  const until = new Date(lockout.until).toISOString();
  return lockout.scope === 'address'
    ? `address ${lockout.address}: ${lockout.limit.max} failed sign-ins in ${minutes} min; refused until ${until}`
    : `all addresses: ${lockout.limit.max} failed sign-ins in ${minutes} min (last from ${lockout.address}); addresses without a recent successful sign-in are refused until ${until}`;
}

/** Counts a wrong password from the request's address; a limit that starts refusing is logged and audited. */
export async function countFailedSignIn(request: FastifyRequest): Promise<void> {
  for (const lockout of await request.server.loginLimiter.recordFailure(request.ip)) {
    const text = describeLockout(lockout);
    request.log.warn({ lockout: lockout.scope }, `sign-in limit reached: ${text}`);
    await audit(request, 'lockout', text, { account: null });
  }
}
