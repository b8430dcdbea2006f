/**
 * The limits of POST /api/paper-copy-requests beyond the session's: per account and per client
 * address in any 24 hours. (That requests sent at once cannot pass them together is a property of
 * the store: storage/paper-copy-store.test.ts.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureModels } from '../../tests/fixtures/fixture-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const form = {
  model: fixtureModels.first,
  document: 'download:demo/instructions-for-use-v5.pdf',
  copies: 1,
  name: 'Ada Nurse',
  facility: 'St Mary’s Hospital',
  address: 'Ward 7\n1 Main Street',
  email: 'ada@example.org',
};

function send(cookie: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/paper-copy-requests',
    payload: form,
    headers: { cookie },
    remoteAddress,
  });
}

/** How many answers had each status code. */
function tally(codes: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

const lastAudit = async () => (await t.storage.audit.recent(1))[0];

describe('paper-copy request limits', () => {
  it('refuses an account past 20 requests a day however often it signs in again, and no other account', async () => {
    t = await createTestApp();
    const codes: number[] = [];
    for (let round = 0; round < 5; round++) {
      const cookie = await signIn(t.app, 'demo');
      for (let sent = 0; sent < 6; sent++) codes.push((await send(cookie)).statusCode);
      t.clock.advance(60_000);
    }
    expect(tally(codes)).toEqual({ 201: 20, 429: 10 });

    // A new session is refused as well, and told which limit and when: the first request of the
    // account was made five minutes ago, so its place frees in 23 hours 55 minutes.
    const refused = await send(await signIn(t.app, 'demo'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(24 * 3600 - 5 * 60));
    expect(refused.json()).toEqual({
      error: 'This account has reached its limit of 20 paper-copy requests a day; try again in 24 hours',
    });
    expect(await lastAudit()).toMatchObject({
      kind: 'access-denied',
      account: 'demo',
      detail: 'paper-copy request: too many from this account today',
    });
    expect((await send(await signIn(t.app, 'demo'), '198.51.100.4')).statusCode).toBe(429);

    // Another account, from the same address, is not affected.
    expect((await send(await signIn(t.app, 'demo-acme'))).statusCode).toBe(201);
    expect(await t.storage.paperCopies.list()).toHaveLength(21);

    // A day after the first round, its five places are free again, and only those.
    t.clock.advance(24 * 3_600_000 - 5 * 60_000);
    const cookie = await signIn(t.app, 'demo');
    for (let sent = 0; sent < 5; sent++) expect((await send(cookie)).statusCode).toBe(201);
    expect((await send(await signIn(t.app, 'demo'))).statusCode).toBe(429);
  });

  it('refuses a client address past its daily limit whatever the account, a whole IPv6 /64 counting as one', async () => {
    t = await createTestApp({ env: { PAPER_COPY_ADDRESS_DAILY_LIMIT: '3' } });
    const demo = await signIn(t.app, 'demo');
    const acme = await signIn(t.app, 'demo-acme');
    expect((await send(demo, '2001:db8:1:2::1')).statusCode).toBe(201);
    expect((await send(acme, '2001:db8:1:2::2')).statusCode).toBe(201);
    expect((await send(acme, '2001:db8:1:2:a:b:c:d')).statusCode).toBe(201);

    const refused = await send(demo, '2001:db8:1:2::3');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(24 * 3600));
    expect(refused.json()).toEqual({
      error: 'This network address has reached its limit of 3 paper-copy requests a day; try again in 24 hours',
    });
    // Refused again at once: one audit row with a count, with the full address.
    expect((await send(demo, '2001:db8:1:2::3')).statusCode).toBe(429);
    expect(await lastAudit()).toMatchObject({
      kind: 'access-denied',
      detail: 'paper-copy request: too many from this address today',
      clientAddress: '2001:db8:1:2::3',
      count: 2,
    });

    // Another /64 is another address; an IPv4 address counts the same however it is written.
    expect((await send(demo, '2001:db8:1:3::1')).statusCode).toBe(201);
    expect((await send(acme, '203.0.113.7')).statusCode).toBe(201);
    expect((await send(acme, '::ffff:203.0.113.7')).statusCode).toBe(201);
    expect((await send(demo, '203.0.113.7')).statusCode).toBe(201);
    expect((await send(demo, '::ffff:203.0.113.7')).statusCode).toBe(429);
    expect(await t.storage.paperCopies.list()).toHaveLength(7);
  });
});
