import { describe, expect, it } from 'vitest';
import { paperCopyQuotas, refusalOf } from './paper-copy-limits';

const now = Date.UTC(2025, 0, 1, 12);
const minute = 60_000;
const [session, account] = paperCopyQuotas(
  { sessionId: 's-1', account: 'ward-7', clientKey: '203.0.113.7' },
  { perAccount: 20, perAddress: 50 },
  now,
);

describe('refusals of paper-copy requests', () => {
  it('name the limit that frees a place last, with its wait in minutes or whole hours', () => {
    if (!session || !account) throw new Error('no quotas');
    expect(refusalOf([])).toBeUndefined();
    // Both full: the session frees a place in 10 minutes, the account only in 23 hours 50 minutes.
    const both = [
      { quota: session, oldest: session.since + 10 * minute },
      { quota: account, oldest: account.since + 23 * 60 * minute + 50 * minute },
    ];
    expect(refusalOf(both)).toEqual({
      retryAfter: (23 * 60 + 50) * 60,
      audit: 'paper-copy request: too many from this account today',
      error: 'This account has reached its limit of 20 paper-copy requests a day; try again in 24 hours',
    });
    expect(refusalOf(both.slice(0, 1))).toEqual({
      retryAfter: 600,
      audit: 'paper-copy request: too many from this session',
      error: 'Too many requests from this session; try again in 10 minutes',
    });
    // Never less than a second, and never "0 minutes".
    expect(refusalOf([{ quota: session, oldest: session.since }])).toMatchObject({
      retryAfter: 1,
      error: 'Too many requests from this session; try again in 1 minute',
    });
  });
});
