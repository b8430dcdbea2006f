/** Signing in as an operator: password, then a TOTP code or a recovery code, each good once. */
import { afterEach, describe, expect, it } from 'vitest';
import { closeOpenedStores, sqliteEngine } from '../testing/storage-engines';
import { testScryptCost } from '../testing/test-app';
import { hashOperatorPassword, operatorPasswordProblem, verifyOperatorPassword } from './operator-password';
import { newOperatorSecrets } from './operator-secrets';
import { recoveryCodeHash } from './recovery-codes';
import { upgradeStoredSecrets, verifySecondFactor } from './second-factor';
import { totpCodeAt } from './totp';
import { isSealedTotpKey, totpKeyCipher } from './totp-key-cipher';

afterEach(closeOpenedStores);

const fastScrypt = { N: 2 ** 10, r: 8, p: 1 };
const now = Date.UTC(2026, 10, 27, 12, 0, 10);
const cipher = totpKeyCipher('a session secret of at least thirty-two characters');

async function operatorWithSecrets() {
  const storage = await sqliteEngine.open();
  const secrets = await newOperatorSecrets('ann', testScryptCost);
  const { id } = await storage.operators.create({
    name: 'ann',
    role: 'admin',
    passwordHash: await hashOperatorPassword('correct horse battery', fastScrypt),
    totpSecret: cipher.seal('ann', secrets.totpSecret),
    recoveryCodeHashes: secrets.recoveryCodeHashes,
    now,
  });
  const stored = await storage.operators.findByName('ann');
  if (!stored) throw new Error('ann was not stored');
  return { storage, secrets, operator: { id, name: 'ann', totpSecret: stored.totpSecret } };
}

describe('operator sign-in checks', () => {
  it('accepts a TOTP code once: the same code again is a replay, and so is an older one', async () => {
    const { storage, secrets, operator } = await operatorWithSecrets();
    const code = totpCodeAt(secrets.totpSecret, now);
    expect(await verifySecondFactor(storage, operator, { code }, now, cipher)).toBe(true);
    expect(await verifySecondFactor(storage, operator, { code }, now + 1000, cipher)).toBe(false);
    const earlier = totpCodeAt(secrets.totpSecret, now - 30_000);
    expect(await verifySecondFactor(storage, operator, { code: earlier }, now + 1000, cipher)).toBe(false);
    const next = totpCodeAt(secrets.totpSecret, now + 30_000);
    expect(await verifySecondFactor(storage, operator, { code: next }, now + 30_000, cipher)).toBe(true);
  });

  it('accepts each recovery code once, and nothing when neither is given', async () => {
    const { storage, secrets, operator } = await operatorWithSecrets();
    const [first, second] = secrets.recoveryCodes;
    expect(await verifySecondFactor(storage, operator, { recoveryCode: first?.toUpperCase() }, now, cipher)).toBe(true);
    expect(await verifySecondFactor(storage, operator, { recoveryCode: first }, now, cipher)).toBe(false);
    expect(await verifySecondFactor(storage, operator, { recoveryCode: second }, now, cipher)).toBe(true);
    expect(await verifySecondFactor(storage, operator, { recoveryCode: 'aaaa-bbbb-cccc' }, now, cipher)).toBe(false);
    expect(await verifySecondFactor(storage, operator, {}, now, cipher)).toBe(false);
    expect(await storage.operators.remainingRecoveryCodes(operator.id)).toBe(8);
  });

  it('takes a key in clear and bare code hashes stored before, and stores them sealed and salted', async () => {
    const storage = await sqliteEngine.open();
    const clearKey = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const { id } = await storage.operators.create({
      name: 'old',
      role: 'admin',
      passwordHash: 'unused',
      totpSecret: clearKey,
      recoveryCodeHashes: [recoveryCodeHash('abcd-efgh-jkmn'), recoveryCodeHash('pqrs-tuvw-xyz2')],
      now,
    });
    const operator = { id, name: 'old', totpSecret: clearKey };
    expect(await verifySecondFactor(storage, operator, { code: totpCodeAt(clearKey, now) }, now, cipher)).toBe(true);
    await upgradeStoredSecrets(storage, operator, cipher, testScryptCost);
    const stored = await storage.operators.findByName('old');
    expect(stored?.totpSecret).not.toContain(clearKey);
    expect(isSealedTotpKey(stored?.totpSecret ?? '')).toBe(true);
    expect(cipher.open('old', stored?.totpSecret ?? '')).toBe(clearKey);
    for (const hash of await storage.operators.unusedRecoveryCodeHashes(id)) expect(hash).toMatch(/^scrypt\$/);
    const later = { ...operator, totpSecret: stored?.totpSecret ?? '' };
    const next = totpCodeAt(clearKey, now + 30_000);
    expect(await verifySecondFactor(storage, later, { code: next }, now + 30_000, cipher)).toBe(true);
    expect(await verifySecondFactor(storage, later, { recoveryCode: 'PQRS TUVW XYZ2' }, now, cipher)).toBe(true);
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
