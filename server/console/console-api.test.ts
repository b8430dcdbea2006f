import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage, HealthAnswer, PaperCopy, UsageAnswer } from '../../engine/shared/console/console-api';
import type { UsageRange } from '../storage/records';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { collect } from '../testing/collect';
import { fixtureModels } from '../testing/fixture-content';
import { paperCopyRequest } from '../testing/paper-copy-request';
import {
  addOperator,
  type ConsoleSignIn,
  changing,
  createTestConsole,
  signInOperator,
  type TestConsole,
} from '../testing/test-console';
import { documentKeyOf } from './usage-routes';

const dayMs = 24 * 3_600_000;
let test: TestConsole;
let ada: ConsoleSignIn;
let usageAsked: UsageRange[];

/** The figures as the store would aggregate them; what the console adds is checked, not the SQL. */
const usage: Storage['usage'] = {
  accountDays: async () => [],
  signInsPerDay: async (range) => {
    usageAsked.push(range);
    return [{ day: '2025-01-01', ok: 3, failed: 1 }];
  },
  downloadsPerDay: async () => [{ day: '2025-01-01', model: fixtureModels.first, downloads: 2 }],
  topDocuments: async () => [
    { document: 'public:acme/setup-guide.pdf', model: fixtureModels.first, downloads: 2 },
    { document: 'public:gone.pdf', model: fixtureModels.first, downloads: 1 },
  ],
  dormantAccounts: async () => [{ account: 'demo', lastSignIn: null }],
  searchesPerDay: async () => [{ day: '2025-01-01', searches: 4, empty: 1 }],
  topEmptySearches: async () => [{ query: 'bolus', model: fixtureModels.first, count: 1 }],
};

beforeEach(async () => {
  usageAsked = [];
  const storage = await openSqliteStorage(':memory:');
  storage.usage = usage;
  test = await createTestConsole({ portal: { build: { storage } } });
  ada = await signInOperator(test, await addOperator(test.storage, 'ada', 'admin', test.clock.now()));
});
afterEach(() => test.close());

const read = (url: string) => test.app.inject({ url, headers: { cookie: ada.cookie } });

describe('the paper-copy queue', () => {
  it('lists requests with their due date, flags overdue ones, closes them with a note, audited', async () => {
    const now = test.clock.now();
    await test.storage.paperCopies.create(paperCopyRequest({ reference: 'PC-AAAA-AAAA', createdAt: now - 8 * dayMs }));
    await test.storage.paperCopies.create(paperCopyRequest({ reference: 'PC-BBBB-BBBB', createdAt: now - dayMs }));
    const open = (await read('/admin/api/paper-copies?status=open')).json<PaperCopy[]>();
    expect(open.map((copy) => [copy.reference, copy.dueAt - copy.createdAt, copy.overdue])).toEqual([
      ['PC-AAAA-AAAA', 7 * dayMs, true],
      ['PC-BBBB-BBBB', 7 * dayMs, false],
    ]);

    const closing = await test.app.inject({
      method: 'POST',
      url: '/admin/api/paper-copies/pc-aaaa-aaaa/close',
      headers: changing(ada),
      payload: { status: 'cancelled', note: 'duplicate of PC-BBBB-BBBB' },
    });
    expect(closing.json()).toMatchObject({ status: 'cancelled', note: 'duplicate of PC-BBBB-BBBB', overdue: false });
    const again = await test.app.inject({
      method: 'POST',
      url: '/admin/api/paper-copies/PC-AAAA-AAAA/close',
      headers: changing(ada),
      payload: { status: 'done' },
    });
    expect(again.statusCode).toBe(409);
    expect((await read('/admin/api/paper-copies?status=cancelled')).json<PaperCopy[]>()).toHaveLength(1);

    const [event] = await collect(test.storage.audit.query({ kinds: ['paper-copy-cancelled'] }));
    expect(event).toMatchObject({ operator: 'ada', account: 'ward-7' });
    expect(event?.detail).toContain('PC-AAAA-AAAA');
    expect(event?.detail).not.toContain('ada@example.org');

    const csv = await read('/admin/api/paper-copies.csv?status=open');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toMatch(/^reference,requested,status/);
    expect(csv.body).toContain('PC-BBBB-BBBB');
    expect(csv.body).not.toContain('PC-AAAA-AAAA');
  });
});

describe('the audit page', () => {
  it('filters, pages fifty at a time newest first, and counts every match', async () => {
    const start = test.clock.now();
    for (let index = 0; index < 60; index++) {
      await test.storage.audit.write({
        time: start + index,
        kind: 'login-failed',
        account: index % 2 ? 'demo' : null,
        clientAddress: '203.0.113.9',
        requestId: `r-${index}`,
        userAgent: null,
        detail: `attempt ${index}`,
      });
    }
    const first = (await read('/admin/api/audit?kinds=login-failed')).json<AuditPage>();
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 60 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.detail).toBe('attempt 59');
    const second = (await read('/admin/api/audit?kinds=login-failed&page=2')).json<AuditPage>();
    expect(second.rows.map((row) => row.detail).at(-1)).toBe('attempt 0');

    const demo = (await read('/admin/api/audit?account=demo&address=203.0.113.9')).json<AuditPage>();
    expect(demo.total).toBe(30);
    const ours = (await read('/admin/api/audit?operator=ada')).json<AuditPage>();
    expect(ours.rows.map((row) => row.kind)).toEqual(['operator-login-ok']);
    const day = new Date(start).toISOString().slice(0, 10);
    expect((await read(`/admin/api/audit?from=${day}&to=${day}&kinds=login-failed`)).json<AuditPage>().total).toBe(60);
    expect((await read('/admin/api/audit?kinds=nope')).statusCode).toBe(400);

    const csv = await read('/admin/api/audit.csv?account=demo');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('operator');
    expect(lines).toHaveLength(31);
  });
});

describe('usage', () => {
  it('asks the store for whole UTC days, the last day included, and names documents by title and page', async () => {
    const answer = await read(`/admin/api/usage?from=2025-01-01&to=2025-01-07&models=${fixtureModels.first}`);
    expect(answer.statusCode).toBe(200);
    expect(usageAsked).toEqual([
      { from: Date.UTC(2025, 0, 1), to: Date.UTC(2025, 0, 8), models: [fixtureModels.first] },
    ]);
    const body = answer.json<UsageAnswer>();
    expect(body).toMatchObject({ from: '2025-01-01', to: '2025-01-07' });
    expect(body.topDocuments).toEqual([
      expect.objectContaining({
        document: 'public:acme/setup-guide.pdf',
        title: 'Acme setup guide',
        page: 'Quick Tips',
      }),
      expect.objectContaining({ document: 'public:gone.pdf', title: 'public:gone.pdf', page: null }),
    ]);
    expect((await read('/admin/api/usage?from=2025-02-01&to=2025-01-01')).statusCode).toBe(400);
  });

  it('names documents as the audit does, for every kind of link', () => {
    expect(documentKeyOf('/public/acme/set%20up.pdf')).toBe('public:acme/set up.pdf');
    expect(documentKeyOf('/public/training/acme/course/index.html')).toBe('training:acme/course/index.html');
    expect(documentKeyOf('/secure-download?file=acme%2Fcompatibility.pdf')).toBe('secure:acme/compatibility.pdf');
    expect(documentKeyOf('https://example.com/x.pdf')).toBeUndefined();
  });
});

describe('health', () => {
  it('names the instances seen in the last minute, the database and the content build', async () => {
    await test.portal.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: '0'.repeat(64) } });
    const health = (await read('/admin/api/health')).json<HealthAnswer>();
    expect(health.database).toEqual({ engine: 'sqlite', reachable: true });
    expect(health.instances).toEqual([expect.objectContaining({ instance: expect.any(String) })]);
    expect(Date.parse(health.contentBuiltAt ?? '')).not.toBeNaN();
  });
});
