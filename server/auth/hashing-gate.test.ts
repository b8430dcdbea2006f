import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { authKeyOf } from './credentials';
import { HashingBusyError, HashingGate } from './hashing-gate';

function deferred() {
  let resolve: (value: boolean) => void = () => {};
  const promise = new Promise<boolean>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the hashing gate', () => {
  it('runs at most `concurrent` hashes, queues up to `waiting`, refuses the rest at once', async () => {
    const gate = new HashingGate({ concurrent: 2, waiting: 1 });
    const hashes = [deferred(), deferred(), deferred()];
    const running = hashes.map((hash) => gate.run(() => hash.promise));
    await Promise.resolve();
    expect(gate.running).toBe(2);
    await expect(gate.run(async () => true)).rejects.toBeInstanceOf(HashingBusyError);
    for (const hash of hashes) hash.resolve(true);
    await Promise.all(running);
    expect(gate.hashesStarted).toBe(3);
    expect(await gate.run(async () => true)).toBe(true);
  });
});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('sign-in while the gate is full', () => {
  it('answers 503 with Retry-After and counts nothing against the address', async () => {
    t = await createTestApp({ build: { hashingLimits: { concurrent: 1, waiting: 0 } } });
    const busy = deferred();
    const occupied = t.app.hashing.run(() => busy.promise);
    const answer = await t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf('demo') } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toEqual({
      error: 'Too many sign-ins are being checked right now; try again in a moment',
      reason: 'busy',
    });
    expect(await t.storage.loginLimits.counter('address:127.0.0.1')).toBeUndefined();
    busy.resolve(true);
    await occupied;
    const later = await t.app.inject({ method: 'POST', url: '/api/session', payload: { authKey: authKeyOf('demo') } });
    expect(later.statusCode).toBe(200);
  });
});
