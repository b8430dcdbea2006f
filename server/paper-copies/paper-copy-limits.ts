/**
 * How many paper-copy requests a client may make: per session in an hour, and per account and per
 * client address in any 24 hours, so signing in again (a new session) gains nothing. They are
 * counted from the stored requests, so only accepted ones count (a form sent back for a typo costs
 * nothing) and every instance sharing the database counts the same.
 */
import { formatDuration, milliseconds } from 'date-fns';
import type { PaperCopyQuota, UsedQuota } from '../storage/storage';

export const paperCopySessionLimit = { max: 5, windowMs: milliseconds({ hours: 1 }) };
const dayMs = milliseconds({ days: 1 });

/** PAPER_COPY_DAILY_LIMIT and PAPER_COPY_ADDRESS_DAILY_LIMIT. */
export interface PaperCopyDailyLimits {
  perAccount: number;
  perAddress: number;
}

export interface PaperCopyRequester {
  sessionId: string;
  account: string;
  /** limitKeyOf(client address). */
  clientKey: string;
}

export function paperCopyQuotas(who: PaperCopyRequester, limits: PaperCopyDailyLimits, now: number): PaperCopyQuota[] {
  const { max, windowMs } = paperCopySessionLimit;
  return [
    { by: 'session', value: who.sessionId, max, since: now - windowMs },
    { by: 'account', value: who.account, max: limits.perAccount, since: now - dayMs },
    { by: 'address', value: who.clientKey, max: limits.perAddress, since: now - dayMs },
  ];
}

/** What the requester and the audit log are told, by the limit that refused. */
const refusals: Record<PaperCopyQuota['by'], { audit: string; error: (max: number, wait: string) => string }> = {
  session: {
    audit: 'paper-copy request: too many from this session',
    error: (_max, wait) => `Too many requests from this session; try again in ${wait}`,
  },
  account: {
    audit: 'paper-copy request: too many from this account today',
    error: (max, wait) =>
      `This account has reached its limit of ${max} paper-copy requests a day; try again in ${wait}`,
  },
  address: {
    audit: 'paper-copy request: too many from this address today',
    error: (max, wait) =>
      `This network address has reached its limit of ${max} paper-copy requests a day; try again in ${wait}`,
  },
};

export interface PaperCopyRefusal {
  /** Seconds until every exceeded limit has a place again (Retry-After). */
  retryAfter: number;
  audit: string;
  error: string;
}

/**
 * The refusal for the exceeded limit that frees a place last, so a client that waits as told is
 * not refused again; undefined when none is exceeded.
 */
export function refusalOf(used: readonly UsedQuota[]): PaperCopyRefusal | undefined {
  const waitOf = ({ quota, oldest }: UsedQuota) => Math.max(1, Math.ceil((oldest - quota.since) / 1000));
  const longest = used.reduce<UsedQuota | undefined>(
    (last, next) => (last && waitOf(last) >= waitOf(next) ? last : next),
    undefined,
  );
  if (!longest) return undefined;
  const retryAfter = waitOf(longest);
  const refusal = refusals[longest.quota.by];
  return { retryAfter, audit: refusal.audit, error: refusal.error(longest.quota.max, inWords(retryAfter)) };
}

/** Minutes within the hour, hours beyond it; rounded up, so trying again then succeeds. */
function inWords(seconds: number): string {
  return seconds <= 3600
    ? formatDuration({ minutes: Math.ceil(seconds / 60) })
    : formatDuration({ hours: Math.ceil(seconds / 3600) });
}
