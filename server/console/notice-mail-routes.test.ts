/** The console's view of the e-mail updates: counts per line and language and the queue, never an address. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NoticeMailAnswer } from '../../engine/shared/console/console-api';
import {
  addOperator,
  type ConsoleSignIn,
  createTestConsole,
  signInOperator,
  type TestConsole,
} from '../testing/test-console';

let test: TestConsole;
let viewer: ConsoleSignIn;

beforeEach(async () => {
  test = await createTestConsole();
  viewer = await signInOperator(test, await addOperator(test.storage, 'vic', 'viewer', test.clock.now()));
});
afterEach(() => test.close());

describe('e-mail updates in the console', () => {
  it('counts subscribers per line and language and the queue by state, and names no address', async () => {
    const { notices, mailQueue } = test.storage;
    await notices.subscribe({ model: 'demo-pump', lang: 'en', email: 'ada@hospital.example', now: 1 });
    await notices.subscribe({ model: 'demo-pump', lang: 'en', email: 'bob@hospital.example', now: 1 });
    await notices.subscribe({ model: 'demo-pump', lang: 'es', email: 'eva@hospital.example', now: 1 });
    const message = { subject: 'S', text: 'T', headers: {} };
    await mailQueue.enqueue(
      [
        { kind: 'notice', model: 'demo-pump', recipient: 'ada@hospital.example', message },
        { kind: 'notice', model: 'demo-pump', recipient: 'bob@hospital.example', message },
      ],
      test.clock.now(),
    );
    const [sending] = await mailQueue.claimDue('x', test.clock.now(), 1000, 1);
    if (!sending) throw new Error('a row was due');
    await mailQueue.markAttemptFailed(sending.id, '421 try later', test.clock.now() + 60_000, test.clock.now());

    const answer = await test.app.inject({ url: '/admin/api/notice-mail', headers: { cookie: viewer.cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toMatch(/@hospital\.example/);
    const { lines } = answer.json<NoticeMailAnswer>();
    expect(lines.find((line) => line.model === 'demo-pump')).toEqual({
      model: 'demo-pump',
      subscribers: [
        { lang: 'en', count: 2 },
        { lang: 'es', count: 1 },
      ],
      waiting: 1,
      sent: 0,
      failing: 1,
      failed: 0,
      lastError: '421 try later',
    });
    expect(lines.map((line) => line.model)).toEqual(['demo-pump', 'demo-bags', 'other-pump']);
  });

  it('is for signed-in operators only', async () => {
    expect((await test.app.inject({ url: '/admin/api/notice-mail' })).statusCode).toBe(401);
  });
});
