import { describe, expect, it } from 'vitest';
import { dayMs } from '../../server/usage/usage-day';
import { auditBatches, planAccounts, searchLogRows, seededRandom, type UsageDemoOptions } from './usage-plan';

const options: UsageDemoOptions = {
  accounts: 40,
  days: 30,
  rows: 20_000,
  end: Date.UTC(2026, 5, 1),
  models: ['m-a', 'm-b', 'm-c', 'm-d', 'm-e'],
  documents: [
    { document: 'public:a/ifu.pdf', models: ['m-a'] },
    { document: 'public:shared.pdf', models: ['m-a', 'm-b'] },
    { document: 'secure:c/manual.pdf', models: ['m-c'] },
    { document: 'public:d/tips.pdf', models: ['m-d'] },
    { document: 'training:e/index.html', models: ['m-e'] },
  ],
};

describe('the usage demo', () => {
  const accounts = planAccounts(options, seededRandom(1));
  const rows = [...auditBatches(options, accounts, seededRandom(2), 5000)].flat();

  it('makes numbered accounts of one to four lines each', () => {
    expect(accounts.map((account) => account.name).slice(0, 2)).toEqual(['usage-demo-001', 'usage-demo-002']);
    for (const account of accounts) {
      expect(account.models.length).toBeGreaterThanOrEqual(1);
      expect(account.models.length).toBeLessThanOrEqual(4);
      expect(new Set(account.models).size).toBe(account.models.length);
    }
  });

  it('writes about the rows asked for, within the period, each delivery of a line of its account', () => {
    expect(rows.length).toBeGreaterThanOrEqual(options.rows);
    expect(rows.length).toBeLessThan(options.rows * 1.05);
    const modelsOf = new Map(accounts.map((account) => [account.name, account.models]));
    for (const row of rows) {
      expect(row.time).toBeGreaterThanOrEqual(options.end - options.days * dayMs);
      expect(row.time).toBeLessThan(options.end);
      if (row.kind !== 'file-delivered') continue;
      expect(modelsOf.get(row.account ?? '')).toContain(row.model);
      const document = options.documents.find((one) => one.document === row.document);
      expect(document?.models).toContain(row.model);
    }
    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set(['login-ok', 'login-failed', 'file-delivered', 'access-denied', 'sign-out']),
    );
  });

  it('leaves the accounts that never signed in without a row, and those gone quiet without recent ones', () => {
    const lastTime = new Map<string, number>();
    for (const row of rows) lastTime.set(row.account ?? '', Math.max(lastTime.get(row.account ?? '') ?? 0, row.time));
    for (const account of accounts) {
      const last = lastTime.get(account.name);
      if (account.lastDay < 0) expect(last).toBeUndefined();
      else if (last !== undefined)
        expect(last).toBeLessThan(options.end - (options.days - account.lastDay - 1) * dayMs);
    }
  });

  it('logs searches that found something and searches that found nothing, each key once', () => {
    const log = searchLogRows(options, seededRandom(3));
    expect(new Set(log.map((row) => row.found))).toEqual(new Set([0, 1]));
    const keys = log.map((row) => JSON.stringify([row.day, row.query, row.model, row.found]));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
