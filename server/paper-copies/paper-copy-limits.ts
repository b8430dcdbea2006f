/**
 * How many paper-copy requests a client may make: per session in an hour, and per account and per
 * client address in any 24 hours, so signing in again (a new session) gains nothing. They are
 * counted from the stored requests, so only accepted ones count (a form sent back for a typo costs
 * nothing) and every instance sharing the database counts the same.
 */
import { milliseconds } from 'date-fns';
import { englishServerTexts, type ServerTexts } from '../languages/languages';
import type { PaperCopyQuota, UsedQuota } from '../storage/records';
import { dayMs } from '../usage/usage-day';

export const paperCopySessionLimit = { max: 5, windowMs: milliseconds({ hours: 1 }) };

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

/** What the audit log and (in the reader's language, by its text) the requester are told, by the limit that refused. */
const refusals = {
  session: { audit: 'paper-copy request: too many from this session', text: 'paperCopySessionLimit' },
  account: { audit: 'paper-copy request: too many from this account today', text: 'paperCopyAccountLimit' },
  address: { audit: 'paper-copy request: too many from this address today', text: 'paperCopyAddressLimit' },
} as const satisfies Record<PaperCopyQuota['by'], { audit: string; text: string }>;

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
export function refusalOf(
  used: readonly UsedQuota[],
  texts: ServerTexts = englishServerTexts,
): PaperCopyRefusal | undefined {
  const waitOf = ({ quota, oldest }: UsedQuota) => Math.max(1, Math.ceil((oldest - quota.since) / 1000));
  const longest = used.reduce<UsedQuota | undefined>(
    (last, next) => (last && waitOf(last) >= waitOf(next) ? last : next),
    undefined,
  );
  if (!longest) return undefined;
  const retryAfter = waitOf(longest);
  const refusal = refusals[longest.quota.by];
  const wait = inWords(retryAfter, texts.lang);
  return { retryAfter, audit: refusal.audit, error: texts(refusal.text, { max: longest.quota.max, wait }) };
}

/** Minutes within the hour, hours beyond it, in the reader's language; rounded up, so trying again then succeeds. */
function inWords(seconds: number, lang: string): string {
  const [amount, unit] = seconds <= 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
