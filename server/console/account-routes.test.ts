import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountSummary, PasswordShownOnce } from '../../engine/shared/console/console-api';
import { authKeyOf } from '../auth/credentials';
import { collect } from '../testing/collect';
import { fixtureModels } from '../testing/fixture-content';
import { trySignIn } from '../testing/test-app';
import {
  addOperator,
  type ConsoleSignIn,
  changing,
  createTestConsole,
  signInOperator,
  type TestConsole,
} from '../testing/test-console';

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

describe('customer accounts in the console', () => {
  it('creates an account the hospital signs in to with the password shown, seeing exactly its lines', async () => {
    const models = [fixtureModels.first, fixtureModels.otherBrand];
    const created = await change('POST', '/admin/api/accounts', { name: 'ward-7', models });
    expect(created.statusCode).toBe(201);
    const { password = '', account } = created.json<PasswordShownOnce>();
    expect(password).not.toBe('');
    expect(account).toMatchObject({ name: 'ward-7', models, enabled: true, lastSignIn: null, openSessions: 0 });

    const cookie = await trySignIn(test.portal.app, password);
    if (!cookie) throw new Error('the hospital could not sign in');
    const catalogue = await test.portal.app.inject({ url: '/api/catalogue', headers: { cookie } });
    expect(catalogue.json<{ model: string }[]>().map((line) => line.model)).toEqual(models);

    const listed = (await read('/admin/api/accounts?q=WARD')).json<AccountSummary[]>();
    expect(listed).toEqual([
      expect.objectContaining({ name: 'ward-7', openSessions: 1, lastSignIn: test.clock.now() }),
    ]);

    // Disabling ends its session.
    expect((await change('PATCH', '/admin/api/accounts/ward-7', { enabled: false })).json()).toMatchObject({
      enabled: false,
      openSessions: 0,
    });
    expect((await test.portal.app.inject({ url: '/api/catalogue', headers: { cookie } })).statusCode).toBe(401);

    const kinds = (await collect(test.storage.audit.query({ operator: 'ada' }))).map((event) => event.kind);
    expect(kinds).toEqual(['operator-login-ok', 'account-created', 'account-disabled']);
  });

  it('takes a typed password when it passes the policy, and refuses one that does not', async () => {
    const weak = await change('POST', '/admin/api/accounts', {
      name: 'ward-8',
      models: [fixtureModels.first],
      password: 'password',
    });
    expect(weak.statusCode).toBe(400);
    const typed = await change('POST', '/admin/api/accounts', {
      name: 'ward-8',
      models: [fixtureModels.first],
      password: 'tulips on the third floor',
    });
    expect(typed.statusCode).toBe(201);
    expect(typed.json<PasswordShownOnce>().password).toBeUndefined();
    expect(typed.body).not.toContain('tulips');
    expect(await trySignIn(test.portal.app, 'tulips on the third floor')).toBeDefined();
  });

  it('refuses models the catalogue lacks, and names taken already', async () => {
    expect((await change('POST', '/admin/api/accounts', { name: 'ward-9', models: ['nope'] })).statusCode).toBe(400);
    expect(
      (await change('POST', '/admin/api/accounts', { name: 'demo', models: [fixtureModels.first] })).statusCode,
    ).toBe(409);
    expect((await change('PATCH', '/admin/api/accounts/demo', { models: ['nope'] })).statusCode).toBe(400);
    expect((await change('PATCH', '/admin/api/accounts/nobody', { enabled: true })).statusCode).toBe(404);
  });

  it('rotates the password, ending sessions, and gives the ?auth= link only for the right password', async () => {
    const cookie = await trySignIn(test.portal.app, 'demo');
    const rotated = await change('POST', '/admin/api/accounts/demo/password', {});
    const { password = '' } = rotated.json<PasswordShownOnce>();
    expect(password).not.toBe('');
    expect(
      (await test.portal.app.inject({ url: '/api/catalogue', headers: { cookie: cookie ?? '' } })).statusCode,
    ).toBe(401);
    expect(await trySignIn(test.portal.app, 'demo')).toBeUndefined();
    expect(await trySignIn(test.portal.app, password)).toBeDefined();

    expect((await change('POST', '/admin/api/accounts/demo/link', { password: 'demo' })).statusCode).toBe(400);
    const link = await change('POST', '/admin/api/accounts/demo/link', { password });
    const url = new URL(link.json<{ url: string }>().url);
    expect(url.searchParams.get('auth')).toBe(authKeyOf(password));
    expect(url.origin).toBe(test.app.config.publicOrigin);
  });

  it('does not send back a password the operator typed when rotating', async () => {
    const rotated = await change('POST', '/admin/api/accounts/demo/password', { password: 'lilacs in the west wing' });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json<PasswordShownOnce>().password).toBeUndefined();
    expect(rotated.body).not.toContain('lilacs');
    expect(await trySignIn(test.portal.app, 'lilacs in the west wing')).toBeDefined();
  });

  it('counts wrong passwords for the sign-in link as failed sign-ins, audited, and refuses at the limit', async () => {
    const statuses = [];
    for (let guess = 0; guess < 5; guess++) {
      statuses.push(
        (await change('POST', '/admin/api/accounts/demo/link', { password: `guess number ${guess}` })).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const locked = await change('POST', '/admin/api/accounts/demo/link', { password: 'demo' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const denied = await collect(test.storage.audit.query({ kinds: ['access-denied'] }));
    expect(denied).toHaveLength(5);
    expect(denied[0]).toMatchObject({ operator: 'ada', account: 'demo' });
    expect(JSON.stringify(denied)).not.toContain('guess number');
  });

  it('lists sessions and revokes one or all', async () => {
    await trySignIn(test.portal.app, 'demo');
    await trySignIn(test.portal.app, 'demo');
    const sessions = (await read('/admin/api/accounts/demo/sessions')).json<{ id: string }[]>();
    expect(sessions).toHaveLength(2);
    const one = await change('DELETE', `/admin/api/accounts/demo/sessions/${sessions[0]?.id}`);
    expect(one.json()).toEqual({ revoked: 1 });
    expect((await change('DELETE', '/admin/api/accounts/demo/sessions')).json()).toEqual({ revoked: 1 });
    expect((await read('/admin/api/accounts/demo/sessions')).json()).toEqual([]);
  });

  it('removes an account and filters the list', async () => {
    await change('POST', '/admin/api/accounts', { name: 'ward-7', models: [fixtureModels.otherBrand] });
    expect(
      (await read(`/admin/api/accounts?model=${fixtureModels.otherBrand}`)).json<AccountSummary[]>().map((a) => a.name),
    ).toContain('ward-7');
    expect((await read('/admin/api/accounts?enabled=false')).json()).toEqual([]);
    expect((await read('/admin/api/accounts?idleDays=30')).json<AccountSummary[]>().map((a) => a.name)).toContain(
      'ward-7',
    );
    expect((await change('DELETE', '/admin/api/accounts/ward-7')).json()).toEqual({
      name: 'ward-7',
      paperCopies: 0,
      openPaperCopies: 0,
    });
    expect((await read('/admin/api/accounts/ward-7')).statusCode).toBe(404);
  });

  it('offers the lines of the compiled catalogue by title', async () => {
    const lines = (await read('/admin/api/catalogue')).json<{ model: string; title: string }[]>();
    expect(lines.map((line) => line.model)).toEqual(test.app.content.modelKeys);
    expect(lines.every((line) => line.title.length > 0)).toBe(true);
  });
});
