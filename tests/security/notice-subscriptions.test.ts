/**
 * The public subscription form cannot be turned against anyone: one confirmation a day to an
 * address whoever asks, a limit per client, an address that would add a header refused, the same
 * answer for a new and a subscribed address, and links that cannot be forged or reused past expiry.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { signLink } from '../../server/notices/signed-links';
import { createTestApp, type TestApp } from '../../server/testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const subscribe = (app: TestApp['app'], email: string, remoteAddress = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: '/eifu/demo-pump/en/subscribe',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email }).toString(),
  });

const queued = async (t: TestApp) => (await t.app.storage.mailQueue.state()).reduce((n, line) => n + line.waiting, 0);

describe('the subscription form', () => {
  it('mails an address one confirmation a day, however many strangers ask, and answers alike', async () => {
    t = await createTestApp();
    const first = await subscribe(t.app, 'ada@hospital.example', '203.0.113.7');
    const again = await subscribe(t.app, 'ADA@hospital.example', '198.51.100.9');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.body).toBe(first.body);
    expect(await queued(t)).toBe(1);
    t.clock.advance(23 * 60 * 60 * 1000);
    await subscribe(t.app, 'ada@hospital.example', '192.0.2.44');
    expect(await queued(t)).toBe(1);
    // A day after the confirmation mailed, not after the requests refused since.
    t.clock.advance(60 * 60 * 1000 + 1000);
    await subscribe(t.app, 'ada@hospital.example', '198.51.100.9');
    expect(await queued(t)).toBe(2);
  });

  it('answers a subscribed address exactly as a new one', async () => {
    t = await createTestApp();
    await t.app.storage.notices.subscribe({ model: 'demo-pump', lang: 'en', email: 'old@hospital.example', now: 1 });
    const subscribed = await subscribe(t.app, 'old@hospital.example');
    const fresh = await subscribe(t.app, 'new@hospital.example');
    expect([subscribed.statusCode, subscribed.body]).toEqual([fresh.statusCode, fresh.body]);
    expect(subscribed.body).not.toContain('old@hospital.example');
  });

  it('refuses a client past its daily limit, with Retry-After', async () => {
    t = await createTestApp({ env: { SUBSCRIPTION_CLIENT_DAILY_LIMIT: '2' } });
    expect((await subscribe(t.app, 'a@hospital.example')).statusCode).toBe(200);
    expect((await subscribe(t.app, 'b@hospital.example')).statusCode).toBe(200);
    const refused = await subscribe(t.app, 'c@hospital.example');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('86400');
    expect(await queued(t)).toBe(2);
    expect((await subscribe(t.app, 'c@hospital.example', '192.0.2.1')).statusCode).toBe(200);
  });

  it('refuses an address that would add a header or a recipient, and queues nothing', async () => {
    t = await createTestApp();
    for (const email of [
      'ada@hospital.example\r\nBcc: all@victims.example',
      'ada@hospital.example\nSubject: hi',
      'ada@hospital.example, eve@evil.example',
      '"Ada" <ada@hospital.example>',
      'ada@hospital.example%0d%0aBcc:x@y.example',
      `${'a'.repeat(250)}@x.example`,
      'no-at-sign',
    ]) {
      const answer = await subscribe(t.app, email);
      expect(answer.statusCode, email).toBe(400);
      expect(answer.body, email).toContain('Enter an e-mail address like name@hospital.org.');
    }
    expect(await queued(t)).toBe(0);
  });

  it('confirms only a genuine link for its own line and language, before it expires', async () => {
    t = await createTestApp();
    const { app } = t;
    const claims = { email: 'ada@hospital.example', model: 'demo-pump', lang: 'en' };
    const token = signLink(app.secret, { purpose: 'confirm', ...claims, expiresAt: app.now() + 1000 });
    const forged = signLink('another secret', { purpose: 'confirm', ...claims, expiresAt: app.now() + 1000 });
    const unsubscribing = signLink(app.secret, { purpose: 'unsubscribe', ...claims });
    for (const url of [
      `/eifu/demo-pump/en/subscribe/confirm?token=${forged}`,
      `/eifu/demo-pump/en/subscribe/confirm?token=${unsubscribing}`,
      `/eifu/demo-pump/es/subscribe/confirm?token=${token}`,
      `/eifu/demo-pump/en/subscribe/confirm?token=${token.slice(0, -2)}`,
    ])
      expect((await app.inject({ url })).statusCode, url).toBe(400);
    t.clock.advance(1000);
    expect((await app.inject({ url: `/eifu/demo-pump/en/subscribe/confirm?token=${token}` })).statusCode).toBe(400);
    expect(await app.storage.notices.subscribers('demo-pump', 'en')).toEqual([]);
  });
});
