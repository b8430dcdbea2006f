/** TOTP keys at rest: sealed under SESSION_SECRET, bound to the operator's name, refused under another secret. */
import { describe, expect, it } from 'vitest';
import { newTotpSecret } from './totp';
import { isSealedTotpKey, totpKeyCipher, UnreadableTotpKeyError } from './totp-key-cipher';

const secret = 'a session secret of at least thirty-two characters';

describe('TOTP key cipher', () => {
  it('seals a key so the stored form neither contains nor repeats it, and opens it again', () => {
    const cipher = totpKeyCipher(secret);
    const key = newTotpSecret();
    const sealed = cipher.seal('ann', key);
    expect(isSealedTotpKey(sealed)).toBe(true);
    expect(sealed).not.toContain(key);
    expect(cipher.seal('ann', key)).not.toBe(sealed);
    expect(cipher.open('ann', sealed)).toBe(key);
  });

  it("refuses a key moved to another operator's row, or opened under another SESSION_SECRET", () => {
    const sealed = totpKeyCipher(secret).seal('ann', newTotpSecret());
    expect(() => totpKeyCipher(secret).open('bob', sealed)).toThrow(UnreadableTotpKeyError);
    expect(() => totpKeyCipher(`${secret}!`).open('ann', sealed)).toThrow(/operator-reset-2fa/);
    const [scheme, iv = '', ...rest] = sealed.split('$');
    const otherIv = `${iv.startsWith('A') ? 'B' : 'A'}${iv.slice(1)}`;
    expect(() => totpKeyCipher(secret).open('ann', [scheme, otherIv, ...rest].join('$'))).toThrow(
      UnreadableTotpKeyError,
    );
  });

  it('opens a key stored before keys were sealed (base32 in clear) as it is', () => {
    const key = newTotpSecret();
    expect(isSealedTotpKey(key)).toBe(false);
    expect(totpKeyCipher(secret).open('ann', key)).toBe(key);
  });
});
