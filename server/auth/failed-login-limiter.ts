/**
 * Failed sign-ins, counted in the store (so every process and the operator CLI see the same
 * counts) in fixed windows. Only a well-formed wrong password counts: a malformed request, or one
 * refused before its password was checked, tests no password, so counting it would protect
 * nothing, and it is what another site can make a browser send (error-handler.ts says more).
 * - per client address: at the limit the address is refused until its window ends, but for the
 *   accounts it signed in to lately (within trustedForMs): many people share one address behind a
 *   hospital's NAT, and one person's typos must not lock out the others. Those accounts still sign
 *   in with their password; any other key, right or wrong, is refused with the same answer as the
 *   lockout's and counted, so the address learns nothing and still cannot guess on. At
 *   perAddress.max + knownAccountTries failures in the window it is refused outright, whatever it
 *   sends, the right password included;
 * - across all addresses: at the limit only addresses that have not signed in successfully lately
 *   are refused. One address can never lock out others: its own limit stops it long before the
 *   global one, and people who sign in from their usual place keep working during a distributed
 *   attack.
 * An address is counted by limitKeyOf (an IPv6 /64 is one client): every method takes the client
 * address as the request has it and keys it so, counters and the memory of successful sign-ins
 * alike. Successful sign-ins are never counted. @fastify/rate-limit separately caps raw request rates.
 * Operators list the lockouts in force and lift one (the console's Lockouts page, `npm run accounts
 * -- lockouts` and `unlock`), audited under their name.
 */
import type { FastifyRequest } from 'fastify';
import type { SignInLockout } from '../../engine/shared/console/console-api';
import { audit } from '../audit/audit-request';
import { limitKeyOf } from '../plugins/limit-key';
import type { FailureCounter, LockedCounter } from '../storage/records';
import type { Storage } from '../storage/storage';
import type { Actor } from './account-actions';

export interface LimitWindow {
  max: number;
  windowMs: number;
}

export interface FailedLoginLimits {
  perAddress: LimitWindow;
  /**
   * Failures an address refused at perAddress.max may add in the same window while the accounts it
   * signed in to lately still sign in there; past them it is refused outright.
   */
  knownAccountTries: number;
  global: LimitWindow;
  /**
   * An address that signed in successfully within this time is exempt from the global limit, and
   * the accounts it signed in to within it still sign in there while it is refused.
   */
  trustedForMs: number;
}

export const defaultFailedLoginLimits: FailedLoginLimits = {
  perAddress: { max: 10, windowMs: 15 * 60_000 },
  knownAccountTries: 20,
  global: { max: 1000, windowMs: 15 * 60_000 },
  trustedForMs: 30 * 24 * 3_600_000,
};

const globalScope = 'global';
const addressPrefix = 'address:';
const addressScope = (key: string) => `${addressPrefix}${key}`;

/**
 * Whether an address may sign in now: freely; only to the accounts it signed in to lately (their
 * ids), or not at all. A refusal says how long it lasts.
 */
export type AddressStanding =
  | { refused: false }
  | { refused: 'outright'; retryAfterSeconds: number }
  | { refused: 'other accounts'; retryAfterSeconds: number; accountIds: ReadonlySet<number> };

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
    private readonly store: Storage['loginLimits'],
    private readonly limits: FailedLoginLimits,
    private readonly now: () => number,
  ) {}

  /** How the address stands: see AddressStanding. */
  async standing(address: string): Promise<AddressStanding> {
    const time = this.now();
    const key = limitKeyOf(address);
    const [own, everyone] = await Promise.all([this.store.counter(addressScope(key)), this.store.counter(globalScope)]);
    const ownLocked = own !== undefined && own.lockedUntil > time;
    const globalLocked = everyone !== undefined && everyone.lockedUntil > time && !(await this.isTrusted(key, time));
    if (!ownLocked && !globalLocked) return { refused: false };
    const until = Math.max(ownLocked ? own.lockedUntil : 0, globalLocked ? everyone.lockedUntil : 0);
    const retryAfterSeconds = Math.ceil((until - time) / 1000);
    // The global limit spares exactly the addresses with a recent success, so an address it
    // refuses has no accounts to let in.
    if (globalLocked || !own || own.count >= this.limits.perAddress.max + this.limits.knownAccountTries) {
      return { refused: 'outright', retryAfterSeconds };
    }
    const known = await this.store.accountsSignedInFrom(key, time - this.limits.trustedForMs);
    if (known.length === 0) return { refused: 'outright', retryAfterSeconds };
    return { refused: 'other accounts', retryAfterSeconds, accountIds: new Set(known.map((item) => item.accountId)) };
  }

  /**
   * Seconds the address must wait before it may have any password checked, or 0 when it may go
   * ahead (perhaps only for the accounts it signed in to lately: see standing).
   */
  async retryAfterSeconds(address: string): Promise<number> {
    const standing = await this.standing(address);
    return standing.refused === 'outright' ? standing.retryAfterSeconds : 0;
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

  recordSuccess(address: string, accountId: number): Promise<void> {
    return this.store.rememberSuccess(limitKeyOf(address), this.now(), accountId);
  }

  /** Whether the address signed in to the account within trustedForMs: its people know the account's password. */
  async signedInLately(address: string, accountId: number): Promise<boolean> {
    const since = this.now() - this.limits.trustedForMs;
    const known = await this.store.accountsSignedInFrom(limitKeyOf(address), since);
    return known.some((item) => item.accountId === accountId);
  }

  /** The customer sign-in lockouts in force, the longest-lasting first, as operators read them. */
  async lockouts(): Promise<SignInLockout[]> {
    const locked = (await this.store.locked(this.now())).filter((counter) => isCustomerSignInScope(counter.scope));
    return Promise.all(locked.map((counter) => this.describeCounter(counter)));
  }

  /**
   * Lifts the lockout of an address as lockouts() names it (any address of an IPv6 /64 names the
   * /64), or the global one (null): its count starts again from nothing. Undefined when none was in force.
   */
  async lift(address: string | null): Promise<SignInLockout | undefined> {
    const scope = address === null ? globalScope : addressScope(limitKeyOf(address));
    const current = await this.store.counter(scope);
    if (!current || current.lockedUntil <= this.now()) return undefined;
    const counter = await this.store.clear(scope);
    return counter && this.describeCounter(counter);
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

  private async describeCounter(counter: LockedCounter): Promise<SignInLockout> {
    const address = addressOfScope(counter.scope) ?? null;
    const since = this.now() - this.limits.trustedForMs;
    const accounts = address === null ? [] : await this.store.accountsSignedInFrom(address, since);
    return {
      address,
      accounts: accounts.map((item) => item.account),
      // A counter locked before its start was recorded: the start of its window is the nearest on record.
      since: counter.lockedSince || counter.windowStart,
      until: counter.lockedUntil,
      count: counter.count,
    };
  }
}

/** The address a customer sign-in scope counts, null for the global scope, undefined for any other (the console's). */
function addressOfScope(scope: string): string | null | undefined {
  if (scope === globalScope) return null;
  return scope.startsWith(addressPrefix) ? scope.slice(addressPrefix.length) : undefined;
}

/** Whether a counter's scope is one of the customers' sign-in limits (not the console's). */
export const isCustomerSignInScope = (scope: string) => addressOfScope(scope) !== undefined;

/** How an operator's lifting of a lockout reads in the audit. */
export function describeLifted(lockout: SignInLockout): string {
  const who = lockout.address === null ? 'all addresses (global limit)' : `address ${lockout.address}`;
  return `${who}: lockout lifted by an operator (${lockout.count} failed sign-ins; refused since ${new Date(lockout.since).toISOString()}, until ${new Date(lockout.until).toISOString()})`;
}

/** Lifts a lockout (SignInLockout.address) for an operator, audited under the operator's name; undefined when none was in force. */
export async function liftSignInLockout(
  storage: Storage,
  limiter: FailedLoginLimiter,
  actor: Actor,
  address: string | null,
  now: number,
): Promise<SignInLockout | undefined> {
  const lifted = await limiter.lift(address);
  if (lifted) {
    await storage.audit.write({ time: now, kind: 'lockout', account: null, detail: describeLifted(lifted), ...actor });
  }
  return lifted;
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
