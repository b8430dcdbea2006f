/**
 * A stranger typing an operator's name wrong locks the name, yet the operator still signs in from
 * where they signed in lately (under that address's own limit), and is told of the attempts: in
 * the sign-in answer the console shows, and in the audit row of the sign-in.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collect } from '../testing/collect';
import {
  addOperator,
  createTestConsole,
  signInRequest,
  type TestConsole,
  type TestOperator,
  totpCode,
} from '../testing/test-console';

let test: TestConsole;
let ada: TestOperator;

const usual = '192.0.2.10';
const day = 24 * 3_600_000;

beforeEach(async () => {
  test = await createTestConsole({
    build: {
      signInLimits: {
        perAddress: { max: 6, windowMs: 15 * 60_000 },
        perOperator: { max: 3, windowMs: 15 * 60_000 },
      },
    },
  });
  ada = await addOperator(test.storage, 'ada', 'admin', test.clock.now());
});
afterEach(() => test.close());

/** Ada's right password and the current code, from `address`; each call a time step later, so no code is a replay. */
async function adaSignsIn(address: string) {
  test.clock.advance(30_000);
  return test.app.inject({
    ...signInRequest(ada, { code: totpCode(ada.totpSecret, test.clock.now()) }),
    remoteAddress: address,
  });
}

async function strangerLocksTheName() {
  const wrong = signInRequest({ ...ada, password: 'not the password at all' }, { code: '123456' });
  for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
    expect((await test.app.inject({ ...wrong, remoteAddress: address })).statusCode).toBe(401);
  }
}

describe('a locked operator name', () => {
  it('still lets the operator in from an address they signed in from lately, and tells them', async () => {
    expect((await adaSignsIn(usual)).statusCode).toBe(200);
    const since = test.clock.now();
    await strangerLocksTheName();
    // From anywhere else the name stays locked, the right password and code included.
    expect((await adaSignsIn('198.51.100.20')).statusCode).toBe(429);

    const answer = await adaSignsIn(usual);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      signedIn: true,
      operator: { name: 'ada' },
      // Three wrong passwords and the refused right one, all from elsewhere; one lock of the name.
      failedSignIns: { count: 4, since, lockouts: 1 },
    });
    const [row] = await collect(
      test.storage.audit.query({ kinds: ['operator-login-ok'], operator: 'ada', newestFirst: true, limit: 1 }),
    );
    expect(row?.clientAddress).toBe(usual);
    expect(row?.detail).toContain('past the lock on this name');
    expect(row?.detail).toContain(
      `4 failed sign-in(s) under this name from other addresses since ${new Date(since).toISOString()}, which locked the name 1 time(s)`,
    );
    const [lockout] = await collect(test.storage.audit.query({ kinds: ['lockout'], operator: 'ada' }));
    expect(lockout?.detail).toContain('except from addresses the operator signed in from lately');

    // Told once: the next sign-in counts from this one.
    expect((await adaSignsIn(usual)).json().failedSignIns).toBeUndefined();
  });

  it("keeps the usual address under its own limit, and stops trusting it 30 days after the operator's last sign-in there", async () => {
    expect((await adaSignsIn(usual)).statusCode).toBe(200);
    await strangerLocksTheName();
    const wrong = signInRequest({ ...ada, password: 'not the password at all' }, { code: '123456' });
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await test.app.inject({ ...wrong, remoteAddress: usual })).statusCode).toBe(401);
    }
    expect((await adaSignsIn(usual)).statusCode).toBe(429);

    test.clock.advance(31 * day);
    await strangerLocksTheName();
    expect((await adaSignsIn(usual)).statusCode).toBe(429);
  });

  it('does not let another operator past the name from their own usual address', async () => {
    const bob = await addOperator(test.storage, 'bob', 'viewer', test.clock.now());
    test.clock.advance(30_000);
    const bobIn = await test.app.inject({
      ...signInRequest(bob, { code: totpCode(bob.totpSecret, test.clock.now()) }),
      remoteAddress: usual,
    });
    expect(bobIn.statusCode).toBe(200);
    await strangerLocksTheName();
    expect((await adaSignsIn(usual)).statusCode).toBe(429);
  });
});
