/** Signing in as an operator: password, then a TOTP code or a recovery code, each good once. */
import { afterEach, describe, expect, it } from 'vitest';
import { closeOpenedStores, sqliteEngine } from '../testing/storage-engines';
import { hashOperatorPassword, operatorPasswordProblem, verifyOperatorPassword } from './operator-password';
import { newOperatorSecrets } from './operator-secrets';
import { verifySecondFactor } from './second-factor';
import { totpCodeAt } from './totp';

afterEach(closeOpenedStores);

const fastScrypt = { N: 2 ** 10, r: 8, p: 1 };
const now = Date.UTC(2026, 10, 27, 12, 0, 10);

async function operatorWithSecrets() {
  const storage = await sqliteEngine.open();
  const secrets = newOperatorSecrets('ann');
  const { id } = await storage.operators.create({
    name: 'ann',
    role: 'admin',
    passwordHash: await hashOperatorPassword('correct horse battery', fastScrypt),
    totpSecret: secrets.totpSecret,
    recoveryCodeHashes: secrets.recoveryCodeHashes,
    now,
  });
  return { storage, secrets, operator: { id, totpSecret: secrets.totpSecret } };
}

describe('operator sign-in checks', () => {
  it('accepts a TOTP code once: the same code again is a replay, and so is an older one', async () => {
    const { storage, secrets, operator } = await operatorWithSecrets();
    const code = totpCodeAt(secrets.totpSecret, now);
    expect(await verifySecondFactor(storage, operator, { code }, now)).toBe(true);
    expect(await verifySecondFactor(storage, operator, { code }, now + 1000)).toBe(false);
    const earlier = totpCodeAt(secrets.totpSecret, now - 30_000);
    expect(await verifySecondFactor(storage, operator, { code: earlier }, now + 1000)).toBe(false);
    const next = totpCodeAt(secrets.totpSecret, now + 30_000);
    expect(await verifySecondFactor(storage, operator, { code: next }, now + 30_000)).toBe(true);
  });

  it('accepts each recovery code once, and nothing when neither is given', async () => {
    const { storage, secrets, operator } = await operatorWithSecrets();
    const [first, second] = secrets.recoveryCodes;
    expect(await verifySecondFactor(storage, operator, { recoveryCode: first?.toUpperCase() }, now)).toBe(true);
    expect(await verifySecondFactor(storage, operator, { recoveryCode: first }, now)).toBe(false);
    expect(await verifySecondFactor(storage, operator, { recoveryCode: second }, now)).toBe(true);
    expect(await verifySecondFactor(storage, operator, { recoveryCode: 'aaaa-bbbb-cccc' }, now)).toBe(false);
    expect(await verifySecondFactor(storage, operator, {}, now)).toBe(false);
    expect(await storage.operators.remainingRecoveryCodes(operator.id)).toBe(8);
  });

  it('checks the password against its scrypt hash and refuses weak ones as for customers', async () => {
    const { storage } = await operatorWithSecrets();
    const stored = await storage.operators.findByName('ann');
    if (!stored) throw new Error('ann was not stored');
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyOperatorPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyOperatorPassword(stored, 'correct horse battery ')).toBe(true);
    expect(await verifyOperatorPassword(stored, 'Correct horse battery')).toBe(false);
    expect(await verifyOperatorPassword(undefined, 'correct horse battery', fastScrypt)).toBe(false);
    expect(operatorPasswordProblem('short')).toMatch(/at least 12 characters/);
    expect(operatorPasswordProblem('password1234')).toMatch(/common passwords/);
    expect(operatorPasswordProblem('correct horse battery')).toBeUndefined();
  });
});
