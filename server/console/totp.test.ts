import { describe, expect, it } from 'vitest';
import { matchingTotpStep, newTotpSecret, otpauthUri, totpCodeAt, totpStepAt } from './totp';

const now = Date.UTC(2026, 10, 27, 12, 0, 10);
const step = 30_000;

describe('TOTP', () => {
  it('accepts the code of the current step and of the steps either side, naming the step', () => {
    const secret = newTotpSecret();
    expect(matchingTotpStep(secret, totpCodeAt(secret, now), now)).toBe(totpStepAt(now));
    expect(matchingTotpStep(secret, totpCodeAt(secret, now - step), now)).toBe(totpStepAt(now) - 1);
    expect(matchingTotpStep(secret, totpCodeAt(secret, now + step), now)).toBe(totpStepAt(now) + 1);
  });

  it('refuses codes two steps away, of another key, or not six digits', () => {
    const secret = newTotpSecret();
    expect(matchingTotpStep(secret, totpCodeAt(secret, now - 2 * step), now)).toBeUndefined();
    expect(matchingTotpStep(secret, totpCodeAt(secret, now + 2 * step), now)).toBeUndefined();
    expect(matchingTotpStep(secret, totpCodeAt(newTotpSecret(), now), now)).toBeUndefined();
    for (const code of ['', '12345', '1234567', 'abcdef']) expect(matchingTotpStep(secret, code, now)).toBeUndefined();
  });

  it('reads a code typed with a space in the middle', () => {
    const secret = newTotpSecret();
    const code = totpCodeAt(secret, now);
    expect(matchingTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(totpStepAt(now));
  });

  it('gives an otpauth address an authenticator app reads: SHA-1, six digits, 30 seconds, the issuer', () => {
    const secret = newTotpSecret();
    const uri = new URL(otpauthUri('ann', secret));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Customer resources:ann');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Customer resources',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // 160 bits.
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});
