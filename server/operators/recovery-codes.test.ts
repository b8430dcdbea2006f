import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten different codes and stores each as its SHA-256 hex', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(hashes).toEqual(codes.map(recoveryCodeHash));
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds a code typed in capitals, with spaces or without dashes', () => {
    expect(recoveryCodeHash('ABCD EFGH JKMN')).toBe(recoveryCodeHash('abcd-efgh-jkmn'));
    expect(recoveryCodeHash('abcdefghjkmn')).toBe(recoveryCodeHash('abcd-efgh-jkmn'));
    expect(recoveryCodeHash('abcd-efgh-jkmp')).not.toBe(recoveryCodeHash('abcd-efgh-jkmn'));
  });
});
