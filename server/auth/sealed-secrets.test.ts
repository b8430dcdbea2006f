/** Secrets at rest: each purpose its own key, each value bound to its row, refused under another secret. */
import { describe, expect, it } from 'vitest';
import { totpKeyCipher } from '../console/totp-key-cipher';
import { isSealedSecret, secretSealer, UnreadableSecretError } from './sealed-secrets';

const secret = 'a session secret of at least thirty-two characters';

describe('sealed secrets', () => {
  it('seal a value so that the stored form neither contains nor repeats it, and open it again', () => {
    const sealer = secretSealer(secret, 'account sso client secrets');
    const sealed = sealer.seal('account:7', 'the client secret');
    expect(isSealedSecret(sealed)).toBe(true);
    expect(sealed).not.toContain('the client secret');
    expect(sealer.seal('account:7', 'the client secret')).not.toBe(sealed);
    expect(sealer.open('account:7', sealed)).toBe('the client secret');
  });

  it('refuse a value moved to another row, read for another purpose or under another SESSION_SECRET', () => {
    const sealed = secretSealer(secret, 'account sso client secrets').seal('account:7', 'the client secret');
    expect(() => secretSealer(secret, 'account sso client secrets').open('account:8', sealed)).toThrow(
      UnreadableSecretError,
    );
    expect(() => secretSealer(secret, 'operator totp keys').open('account:7', sealed)).toThrow(UnreadableSecretError);
    expect(() => secretSealer(`${secret}!`, 'account sso client secrets').open('account:7', sealed)).toThrow(
      UnreadableSecretError,
    );
    expect(() => secretSealer(secret, 'account sso client secrets').open('account:7', 'in clear')).toThrow(
      UnreadableSecretError,
    );
  });

  it('open an authenticator key sealed before the sealing served other secrets too', () => {
    // Sealed by the operators' key cipher as it was, for operator "ann".
    const stored = 'aes256gcm$KCtNgsB3lkwOHT3B$0EzEHsYAfr95dlcQ0DKEqA$BJIM-NZsuEH3tf-XvmOF_A';
    expect(totpKeyCipher(secret).open('ann', stored)).toBe('JBSWY3DPEHPK3PXP');
  });
});
