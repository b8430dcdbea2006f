import { describe, expect, it } from 'vitest';
import { testScryptCost } from '../testing/test-app';
import {
  isSaltedRecoveryCodeHash,
  matchingRecoveryCode,
  newRecoveryCodes,
  recoveryCodeHash,
  saltedRecoveryCodeHash,
} from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten different codes and stores each as a salted slow hash, never the bare SHA-256', async () => {
    const { codes, hashes } = await newRecoveryCodes(testScryptCost);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$/);
      expect(isSaltedRecoveryCodeHash(hash)).toBe(true);
    }
    for (const code of codes) expect(hashes.join()).not.toContain(recoveryCodeHash(code));
    // Salted: the same code twice gives two different hashes.
    const again = await saltedRecoveryCodeHash(recoveryCodeHash(codes[0] ?? ''), testScryptCost);
    expect(again).not.toBe(hashes[0]);
    expect(await matchingRecoveryCode(codes[4] ?? '', hashes)).toBe(hashes[4]);
  });

  it('finds a code typed in capitals, with spaces or without dashes', async () => {
    const stored = await saltedRecoveryCodeHash(recoveryCodeHash('abcd-efgh-jkmn'), testScryptCost);
    expect(await matchingRecoveryCode('ABCD EFGH JKMN', [stored])).toBe(stored);
    expect(await matchingRecoveryCode('abcdefghjkmn', [stored])).toBe(stored);
    expect(await matchingRecoveryCode('abcd-efgh-jkmp', [stored])).toBeUndefined();
  });

  it('still finds a code stored the old way, as its bare SHA-256 hex', async () => {
    const bare = recoveryCodeHash('abcd-efgh-jkmn');
    expect(bare).toMatch(/^[0-9a-f]{64}$/);
    expect(isSaltedRecoveryCodeHash(bare)).toBe(false);
    expect(await matchingRecoveryCode('ABCD-EFGH-JKMN', ['x', bare])).toBe(bare);
    // Wrapped in the slow hash without the code, it is found the same way.
    const wrapped = await saltedRecoveryCodeHash(bare, testScryptCost);
    expect(await matchingRecoveryCode('abcd-efgh-jkmn', [wrapped])).toBe(wrapped);
  });
});
