/**
 * Operators' TOTP keys are stored encrypted, so a copy of the database (a backup, a dump, a
 * stolen file) does not hand over their second factor: AES-256-GCM under a key derived (HKDF)
 * from SESSION_SECRET, which production takes from the environment, never from the database. The
 * operator's name is the associated data, so a key moved onto another operator's row does not
 * open; the name rather than the id, because names are unique and never change while `db:copy
 * --append` gives operators new ids.
 *
 * In demo mode without SESSION_SECRET the secret is random and kept in the database
 * (auth/session-secret.ts): there a copy of the database holds the key too. Demo operators
 * guard demo data only; production always sets SESSION_SECRET.
 *
 * A key stored before encryption (base32 in clear) still opens, so operators made before keep
 * signing in; sign-in stores it encrypted (second-factor.ts). A key sealed under another
 * SESSION_SECRET cannot be opened: UnreadableTotpKeyError says what to do.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const scheme = 'aes256gcm';
const ivLength = 12;
const tagLength = 16;

export class UnreadableTotpKeyError extends Error {
  constructor(readonly operatorName: string) {
    super(
      'The authenticator key cannot be read with the current SESSION_SECRET (was it changed?): sign in with a recovery code, or have the key replaced with `npm run accounts -- operator-reset-2fa`',
    );
    this.name = 'UnreadableTotpKeyError';
  }
}

export interface TotpKeyCipher {
  /** The stored form of a base32 key for this operator. */
  seal(operatorName: string, base32: string): string;
  /** The base32 key of a stored one, sealed or (stored before encryption) in clear. */
  open(operatorName: string, stored: string): string;
}

/** Whether a stored key is encrypted; one that is not was stored before encryption and is base32 in clear. */
export const isSealedTotpKey = (stored: string): boolean => stored.startsWith(`${scheme}$`);

const associatedData = (operatorName: string) => Buffer.from(`operator:${operatorName}`, 'utf8');

export function totpKeyCipher(sessionSecret: string): TotpKeyCipher {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'operator totp keys', 'aes-256-gcm key', 32));
  return {
    seal(operatorName, base32) {
      const iv = randomBytes(ivLength);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
      cipher.setAAD(associatedData(operatorName));
      const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
      return [scheme, iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('$');
    },
    open(operatorName, stored) {
      if (!isSealedTotpKey(stored)) return stored;
      const [, iv, sealed, tag, ...rest] = stored.split('$');
      if (iv === undefined || sealed === undefined || tag === undefined || rest.length > 0) {
        throw new UnreadableTotpKeyError(operatorName);
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: tagLength,
        });
        decipher.setAAD(associatedData(operatorName));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new UnreadableTotpKeyError(operatorName);
      }
    },
  };
}
