import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consolePaths, type SignInLockout } from '../../engine/shared/console/console-api';
import { authKeyOf } from '../auth/credentials';
import { defaultFailedLoginLimits } from '../auth/failed-login-limiter';
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
});
afterEach(() => test.close());

const hospital = '203.0.113.7';
const signInFrom = (password: string) =>
  test.portal.app.inject({
    method: 'POST',
    url: '/api/session',
    remoteAddress: hospital,
    payload: { authKey: authKeyOf(password) },
  });
const lift = (operator: ConsoleSignIn, address: string | null) =>
  test.app.inject({
    method: 'POST',
    url: consolePaths.lockoutLifting,
    headers: changing(operator),
    payload: { address },
  });

/** demo signed in from the hospital yesterday; today someone there typed ten wrong passwords. */
async function lockOutHospital(): Promise<number> {
  expect((await signInFrom('demo')).statusCode).toBe(200);
  test.clock.advance(24 * 3_600_000);
  for (let attempt = 0; attempt < defaultFailedLoginLimits.perAddress.max; attempt++) {
    expect((await signInFrom(`typo-${attempt}`)).statusCode).toBe(401);
  }
  return test.clock.now();
}

/** Signed in after the portal's clock moved on a day, which would end a console session. */
async function signInAs(name: string, role: 'admin' | 'viewer'): Promise<ConsoleSignIn> {
  return signInOperator(test, await addOperator(test.storage, name, role, test.clock.now()));
}

describe('sign-in lockouts in the console', () => {
  it('lists the lockouts in force to every operator, and an admin lifts one, audited under their name', async () => {
    const since = await lockOutHospital();
    ada = await signInAs('ada', 'admin');
    const expected: SignInLockout = {
      address: hospital,
      accounts: ['demo'],
      since,
      until: since + defaultFailedLoginLimits.perAddress.windowMs,
      count: defaultFailedLoginLimits.perAddress.max,
    };
    // The clock stood still through the ten typos: the window started, and the lockout, at the same time.
    const listed = await test.app.inject({ url: consolePaths.lockouts, headers: { cookie: ada.cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expected]);

    // demo-acme has never signed in from the hospital: refused until an operator lifts the lockout.
    expect((await signInFrom('demo-acme')).statusCode).toBe(429);
    const lifted = await lift(ada, hospital);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ ...expected, count: expected.count + 1 });
    expect((await test.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'lockout',
      operator: 'ada',
      account: null,
      detail: expect.stringMatching(/^address 203\.0\.113\.7: lockout lifted by an operator \(11 failed sign-ins;/),
    });
    expect((await test.app.inject({ url: consolePaths.lockouts, headers: { cookie: ada.cookie } })).json()).toEqual([]);
    expect((await signInFrom('demo-acme')).statusCode).toBe(200);

    const again = await lift(ada, hospital);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatch(/No sign-in lockout in force for 203\.0\.113\.7/);
  });

  it('lets a viewer see the lockouts but not lift one', async () => {
    await lockOutHospital();
    const viewer = await signInAs('vic', 'viewer');
    const listed = await test.app.inject({ url: consolePaths.lockouts, headers: { cookie: viewer.cookie } });
    expect(listed.json<SignInLockout[]>().map((lockout) => lockout.address)).toEqual([hospital]);
    const refused = await lift(viewer, hospital);
    expect(refused.statusCode).toBe(403);
    expect(await test.storage.loginLimits.locked(test.clock.now())).toHaveLength(1);
    expect((await test.storage.audit.recent(1))[0]?.kind).not.toBe('lockout');
  });

  it('refuses a signed-out caller', async () => {
    expect((await test.app.inject({ url: consolePaths.lockouts })).statusCode).toBe(401);
  });
});
