/** The account as a customer in the console: its details and access end, set by an admin, audited. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSummary } from '../../engine/shared/console/console-api';
import { sessionCookieName } from '../auth/session-cookie';
import { hashToken } from '../auth/session-manager';
import { collect } from '../testing/collect';
import { fixtureFiles } from '../testing/fixture-content';
import { trySignIn } from '../testing/test-app';
import {
  addOperator,
  type ConsoleSignIn,
  changing,
  createTestConsole,
  signInOperator,
  type TestConsole,
} from '../testing/test-console';
import { dayMs, usageDayOf } from '../usage/usage-day';

let test: TestConsole;
let ada: ConsoleSignIn;

beforeEach(async () => {
  test = await createTestConsole();
  ada = await signInOperator(test, await addOperator(test.storage, 'ada', 'admin', test.clock.now()));
});
afterEach(() => test.close());

const change = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: changing(ada), ...(payload ? { payload } : {}) });
const read = (url: string) => test.app.inject({ url, headers: { cookie: ada.cookie } });

const customer = {
  hospitalName: 'Hospital Clínico San Carlos',
  customerNumber: 'C-20871',
  country: 'es',
  language: 'es',
  contactName: 'Ana Ruiz',
  contactEmail: 'ana.ruiz@hospital.example',
  notes: 'Farmacia',
};

describe("an account's customer details in the console", () => {
  it('are set by an admin, read back on the account and found by the list search, audited without their values', async () => {
    const saved = await change('PATCH', '/admin/api/accounts/demo/details', customer);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AccountSummary>()).toMatchObject({
      details: { ...customer, country: 'ES' },
      accessEndsOn: null,
      accessEnded: false,
    });
    expect((await read('/admin/api/accounts/demo')).json<AccountSummary>().details.hospitalName).toBe(
      customer.hospitalName,
    );
    for (const q of ['clínico', 'c-2087']) {
      const names = (await read(`/admin/api/accounts?q=${encodeURIComponent(q)}`)).json<AccountSummary[]>();
      expect(names.map((account) => account.name)).toEqual(['demo']);
    }
    expect((await read('/admin/api/accounts?q=nowhere')).json()).toEqual([]);

    const [row] = await collect(test.storage.audit.query({ kinds: ['account-details-set'] }));
    expect(row).toMatchObject({
      account: 'demo',
      operator: 'ada',
      detail: 'hospital name, customer number, country, language, contact person, contact e-mail, notes',
    });
    expect(row?.detail).not.toContain('ana.ruiz');
  });

  it('keeps the details not given, clears one given empty, and writes nothing when nothing changes', async () => {
    await change('PATCH', '/admin/api/accounts/demo/details', customer);
    const cleared = await change('PATCH', '/admin/api/accounts/demo/details', { notes: '', country: 'PT' });
    expect(cleared.json<AccountSummary>().details).toMatchObject({
      notes: null,
      country: 'PT',
      contactName: 'Ana Ruiz',
    });
    await change('PATCH', '/admin/api/accounts/demo/details', { country: 'pt' });
    const rows = await collect(test.storage.audit.query({ kinds: ['account-details-set'] }));
    expect(rows.map((event) => event.detail)).toEqual([expect.any(String), 'country, notes']);
  });

  it('refuses a bad e-mail, country or language, naming each field, and changes nothing', async () => {
    const refused = await change('PATCH', '/admin/api/accounts/demo/details', {
      ...customer,
      contactEmail: 'ana@',
      country: 'XX',
      language: 'fr',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: {
        contactEmail: '"ana@" is not a valid e-mail address',
        country: expect.stringContaining('ISO 3166-1 alpha-2'),
        language: '"fr" is not a language of the site (en, es)',
      },
    });
    expect((await read('/admin/api/accounts/demo')).json<AccountSummary>().details.hospitalName).toBeNull();
    expect(await collect(test.storage.audit.query({ kinds: ['account-details-set'] }))).toEqual([]);
  });

  it('takes an access end date; one that has come ends the sessions and says the access ended', async () => {
    const cookie = await trySignIn(test.portal.app, 'demo');
    const tomorrow = usageDayOf(test.clock.now() + dayMs);
    const later = await change('PATCH', '/admin/api/accounts/demo/details', { accessEndsOn: tomorrow });
    expect(later.json<AccountSummary>()).toMatchObject({ accessEndsOn: tomorrow, accessEnded: false, openSessions: 1 });
    const today = usageDayOf(test.clock.now());
    const ended = await change('PATCH', '/admin/api/accounts/demo/details', { accessEndsOn: today });
    expect(ended.json<AccountSummary>()).toMatchObject({ accessEndsOn: today, accessEnded: true, openSessions: 0 });
    expect(
      (await test.portal.app.inject({ url: '/api/catalogue', headers: { cookie: cookie ?? '' } })).statusCode,
    ).toBe(401);
    const details = (await collect(test.storage.audit.query({ kinds: ['account-details-set'] }))).map((e) => e.detail);
    expect(details).toEqual([`access ends ${tomorrow}`, `access ends ${today} (sessions ended)`]);
    const removed = await change('PATCH', '/admin/api/accounts/demo/details', { accessEndsOn: null });
    expect(removed.json<AccountSummary>()).toMatchObject({ accessEndsOn: null, accessEnded: false });
  });

  it('is refused to a viewer', async () => {
    const victor = await signInOperator(test, await addOperator(test.storage, 'victor', 'viewer', test.clock.now()));
    const refused = await test.app.inject({
      method: 'PATCH',
      url: '/admin/api/accounts/demo/details',
      headers: changing(victor),
      payload: { country: 'ES' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("lists the site's languages to choose from", async () => {
    expect((await read('/admin/api/languages')).json()).toEqual([
      { code: 'en', name: 'English' },
      { code: 'es', name: 'Español' },
    ]);
  });
});

describe('importing accounts from CSV in the console', () => {
  const models = () => test.app.content.modelKeys[0] ?? '';
  const good = () =>
    [
      'name,product_lines,hospital_name,customer_number,access_ends_on',
      `ward-7,${models()},Hospital Clínico,C-7,2030-01-01`,
      `ward-8,${models()},"General Hospital, North",C-8,`,
    ].join('\n');

  it('checks a file first, every problem at its line and column, and writes nothing', async () => {
    const csv = `${good()}\ndemo,${models()},x,y,2030-02-30\nward-9,nothing,,,`;
    const checked = await change('POST', '/admin/api/accounts/import', { csv, dryRun: true });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      rows: [],
      problems: [
        { line: 4, column: 'name', message: 'an account named "demo" exists already' },
        { line: 4, column: 'access_ends_on', message: 'not a day written YYYY-MM-DD' },
        {
          line: 5,
          column: 'product_lines',
          message: `unknown product line "nothing" (the product lines are ${test.app.content.modelKeys.join(', ')})`,
        },
      ],
    });
    const refused = await change('POST', '/admin/api/accounts/import', { csv, dryRun: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^3 problem\(s\) in the file: nothing was imported/);
    expect(await test.storage.accounts.findByName('ward-7')).toBeUndefined();
    expect(await collect(test.storage.audit.query({ kinds: ['accounts-imported', 'account-created'] }))).toEqual([]);
  });

  it('imports a clean file: every account made, each password shown once and signing in, audited with the count', async () => {
    const checked = await change('POST', '/admin/api/accounts/import', { csv: good(), dryRun: true });
    expect(checked.json()).toEqual({
      problems: [],
      rows: [
        {
          line: 2,
          name: 'ward-7',
          models: [models()],
          hospitalName: 'Hospital Clínico',
          customerNumber: 'C-7',
          accessEndsOn: '2030-01-01',
        },
        {
          line: 3,
          name: 'ward-8',
          models: [models()],
          hospitalName: 'General Hospital, North',
          customerNumber: 'C-8',
          accessEndsOn: null,
        },
      ],
    });
    expect(await test.storage.accounts.findByName('ward-7')).toBeUndefined();

    const imported = await change('POST', '/admin/api/accounts/import', { csv: good(), dryRun: false });
    expect(imported.statusCode).toBe(201);
    expect(imported.headers['cache-control']).toBe('no-store');
    const { accounts } = imported.json<{ accounts: { name: string; password: string }[] }>();
    expect(accounts.map((account) => account.name)).toEqual(['ward-7', 'ward-8']);
    for (const account of accounts) expect(await trySignIn(test.portal.app, account.password)).toBeDefined();
    const listed = (await read('/admin/api/accounts?q=north')).json<AccountSummary[]>();
    expect(listed.map((account) => account.name)).toEqual(['ward-8']);
    const [row] = await collect(test.storage.audit.query({ kinds: ['accounts-imported'] }));
    expect(row).toMatchObject({ operator: 'ada', detail: '2 account(s) from CSV: ward-7, ward-8' });

    const again = await change('POST', '/admin/api/accounts/import', { csv: good(), dryRun: false });
    expect(again.statusCode).toBe(400);
  });

  it('is refused to a viewer, even a dry run', async () => {
    const victor = await signInOperator(test, await addOperator(test.storage, 'victor', 'viewer', test.clock.now()));
    const refused = await test.app.inject({
      method: 'POST',
      url: '/admin/api/accounts/import',
      headers: changing(victor),
      payload: { csv: good(), dryRun: true },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("an account's own usage in the console", () => {
  it('counts its sign-ins, the refusals naming it, its whole downloads and its searches over 30 days', async () => {
    const cookie = (await trySignIn(test.portal.app, 'demo')) ?? '';
    await trySignIn(test.portal.app, 'demo');
    const portal = (url: string, headers: Record<string, string> = {}) =>
      test.portal.app.inject({ url, headers: { cookie, ...headers } });
    expect((await portal(`/public/${fixtureFiles.tips}`)).statusCode).toBe(200);
    expect((await portal(`/public/${fixtureFiles.tips}`, { range: 'bytes=500-' })).statusCode).toBe(206);
    expect((await portal('/api/search?q=tips')).statusCode).toBe(200);
    expect((await portal('/api/search?q=priming')).statusCode).toBe(200);
    // A refusal that names the account: its right password once its access ended, from where it signed in.
    await change('PATCH', '/admin/api/accounts/demo/details', { accessEndsOn: usageDayOf(test.clock.now()) });
    expect(await trySignIn(test.portal.app, 'demo')).toBeUndefined();

    const today = usageDayOf(test.clock.now());
    // Searches are counted once their answer has gone, without holding it up.
    await vi.waitFor(async () =>
      expect((await read('/admin/api/accounts/demo/usage')).json()).toMatchObject({ totals: { searches: 2 } }),
    );
    expect((await read('/admin/api/accounts/demo/usage')).json()).toEqual({
      from: usageDayOf(test.clock.now() - 29 * dayMs),
      to: today,
      days: [{ day: today, signIns: 2, refusedSignIns: 1, downloads: 1, searches: 2 }],
      totals: { signIns: 2, refusedSignIns: 1, downloads: 1, searches: 2 },
      keptDays: { audit: test.app.config.auditRetentionDays, searches: test.app.config.searchLogRetentionDays },
    });
    const other = await change('POST', '/admin/api/accounts', { name: 'ward-7', models: test.app.content.modelKeys });
    expect(other.statusCode).toBe(201);
    expect((await read('/admin/api/accounts/ward-7/usage')).json()).toMatchObject({ days: [], totals: { signIns: 0 } });
    expect((await read('/admin/api/accounts/nobody/usage')).statusCode).toBe(404);
  });
});

describe("an account's named people in the console", () => {
  const nurse = {
    issuer: 'https://idp.hospital.example',
    subject: 'n-1',
    name: 'Ana Ruiz',
    email: 'ana@hospital.example',
  };

  /** A session of the person, as the hospital's sign-in would start it; its cookie. */
  async function personSession(accountId: number, personId: number, token: string): Promise<string> {
    const now = test.clock.now();
    await test.storage.sessions.create({
      tokenHash: hashToken(token),
      accountId,
      personId,
      createdAt: now,
      lastSeenAt: now,
      clientAddress: '10.0.0.9',
      userAgent: null,
    });
    return `${sessionCookieName}=${token}`;
  }

  it('lists them with when they were first and last seen and their open sessions; removing one ends their sessions, audited', async () => {
    const demo = await test.storage.accounts.findByName('demo');
    if (!demo) throw new Error('no demo account');
    const ana = await test.storage.people.signedIn(demo.id, nurse, test.clock.now() - 5 * dayMs);
    await test.storage.people.signedIn(demo.id, nurse, test.clock.now() - dayMs);
    const ben = await test.storage.people.signedIn(
      demo.id,
      { ...nurse, subject: 'n-2', name: 'Ben Ortiz', email: 'ben@hospital.example' },
      test.clock.now(),
    );
    const cookie = await personSession(demo.id, ana.id, 'A'.repeat(22));
    await personSession(demo.id, ana.id, 'B'.repeat(22));
    const shared = await trySignIn(test.portal.app, 'demo');

    expect((await read('/admin/api/accounts/demo/people')).json()).toEqual([
      {
        id: ana.id,
        name: 'Ana Ruiz',
        email: 'ana@hospital.example',
        firstSeenAt: test.clock.now() - 5 * dayMs,
        lastSeenAt: test.clock.now() - dayMs,
        openSessions: 2,
      },
      {
        id: ben.id,
        name: 'Ben Ortiz',
        email: 'ben@hospital.example',
        firstSeenAt: test.clock.now(),
        lastSeenAt: test.clock.now(),
        openSessions: 0,
      },
    ]);
    const catalogueWith = (header: string) =>
      test.portal.app
        .inject({ url: '/api/catalogue', headers: { cookie: header } })
        .then((answer) => answer.statusCode);
    expect(await catalogueWith(cookie)).toBe(200);

    const removed = await change('DELETE', `/admin/api/accounts/demo/people/${ana.id}`);
    expect(removed.json()).toEqual({ name: 'Ana Ruiz', email: 'ana@hospital.example', sessionsEnded: 2 });
    expect(await catalogueWith(cookie)).toBe(401);
    expect(await catalogueWith(shared ?? '')).toBe(200);
    expect((await read('/admin/api/accounts/demo/people')).json<{ name: string }[]>().map((p) => p.name)).toEqual([
      'Ben Ortiz',
    ]);
    const [row] = await collect(test.storage.audit.query({ kinds: ['person-removed'] }));
    expect(row).toMatchObject({
      account: 'demo',
      operator: 'ada',
      detail: 'Ana Ruiz <ana@hospital.example>: removed by an operator, 2 session(s) ended',
    });
    expect((await change('DELETE', `/admin/api/accounts/demo/people/${ana.id}`)).statusCode).toBe(404);
  });

  it('removes no person of another account through this one', async () => {
    const created = await change('POST', '/admin/api/accounts', { name: 'ward-7', models: test.app.content.modelKeys });
    expect(created.statusCode).toBe(201);
    const ward = await test.storage.accounts.findByName('ward-7');
    const theirs = await test.storage.people.signedIn(ward?.id ?? 0, nurse, test.clock.now());
    expect((await change('DELETE', `/admin/api/accounts/demo/people/${theirs.id}`)).statusCode).toBe(404);
    expect(await test.storage.people.find(theirs.id)).toBeDefined();
    expect((await read('/admin/api/accounts/demo/people')).json()).toEqual([]);
  });
});
