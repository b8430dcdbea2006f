/**
 * Operators stored before keys were encrypted and recovery codes salted keep signing in, and their
 * first sign-in stores both the new way; a key sealed under another SESSION_SECRET gets a clear
 * answer saying what to do, and recovery codes still sign in.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collect } from '../testing/collect';
import { testScryptCost } from '../testing/test-app';
import {
  createTestConsole,
  signInOperator,
  signInRequest,
  type TestConsole,
  type TestOperator,
  totpCode,
} from '../testing/test-console';
import { buildAdminApp } from './admin-app';
import { hashOperatorPassword } from './operator-password';
import { recoveryCodeHash } from './recovery-codes';
import { newTotpSecret } from './totp';
import { isSealedTotpKey } from './totp-key-cipher';

let test: TestConsole;
beforeEach(async () => {
  test = await createTestConsole();
});
afterEach(() => test.close());

/** An operator as the store held them before: the key in clear, each recovery code's bare SHA-256. */
async function addOperatorTheOldWay(name: string): Promise<TestOperator & { id: number }> {
  const totpSecret = newTotpSecret();
  const recoveryCodes = ['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2', 'hjkm-npqr-stuv'];
  const password = `${name} keeps the pumps running`;
  const { id } = await test.storage.operators.create({
    name,
    role: 'admin',
    passwordHash: await hashOperatorPassword(password, testScryptCost),
    totpSecret,
    recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
    now: test.clock.now(),
  });
  return { id, name, password, totpSecret, recoveryCodes };
}

describe('secrets stored the old way', () => {
  it('sign in, and are stored sealed and salted from the first sign-in on', async () => {
    const old = await addOperatorTheOldWay('olga');
    await signInOperator(test, old);
    const stored = await test.storage.operators.findByName('olga');
    expect(stored?.totpSecret).not.toBe(old.totpSecret);
    expect(stored?.totpSecret).not.toContain(old.totpSecret);
    expect(isSealedTotpKey(stored?.totpSecret ?? '')).toBe(true);
    const hashes = await test.storage.operators.unusedRecoveryCodeHashes(old.id);
    expect(hashes).toHaveLength(3);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$/);
    for (const code of old.recoveryCodes) expect(hashes).not.toContain(recoveryCodeHash(code));

    // The same authenticator and the same printed codes go on working.
    test.clock.advance(30_000);
    await signInOperator(test, old);
    await signInOperator(test, old, { recoveryCode: 'PQRS TUVW XYZ2' });
    expect(await test.storage.operators.remainingRecoveryCodes(old.id)).toBe(2);
  });

  it('under another SESSION_SECRET: a TOTP code gets a clear error naming operator-reset-2fa, a recovery code signs in', async () => {
    const old = await addOperatorTheOldWay('olga');
    await signInOperator(test, old);
    const moved = await buildAdminApp({
      config: { ...test.app.config, sessionSecret: 'another session secret, not the one the keys were sealed with' },
      storage: test.storage,
      content: test.app.content,
      now: test.clock.now,
      scryptCost: testScryptCost,
    });
    try {
      test.clock.advance(30_000);
      const withCode = await moved.inject(signInRequest(old, { code: totpCode(old.totpSecret, test.clock.now()) }));
      expect(withCode.statusCode).toBe(409);
      expect(withCode.json().error).toMatch(/SESSION_SECRET.*operator-reset-2fa/);
      const [row] = await collect(
        test.storage.audit.query({ kinds: ['operator-login-failed'], operator: 'olga', newestFirst: true, limit: 1 }),
      );
      expect(row?.detail).toBe('authenticator key unreadable with this SESSION_SECRET');
      // A wrong password is still told nothing.
      const wrong = await moved.inject(
        signInRequest(
          { ...old, password: 'not the password at all' },
          { code: totpCode(old.totpSecret, test.clock.now()) },
        ),
      );
      expect(wrong.statusCode).toBe(401);
      const withRecovery = await moved.inject(signInRequest(old, { recoveryCode: old.recoveryCodes[0] }));
      expect(withRecovery.statusCode).toBe(200);
    } finally {
      await moved.close();
    }
  });
});
