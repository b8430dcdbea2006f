/**
 * Secrets the server must read back, kept so that a copy of the database (a backup, a dump, a
 * stolen file) does not hand them over: AES-256-GCM under a key derived (HKDF) from SESSION_SECRET,
 * which production takes from the environment, never from the database. Each purpose has a key of
 * its own (its label is HKDF's salt), and the row a secret belongs to is the associated data, so a
 * sealed value moved onto another row, or read for another purpose, does not open.
 *
 * In demo mode without SESSION_SECRET the secret is random and kept in the database
 * (auth/session-secret.ts): there a copy of the database holds the key too. Demo data only;
 * production always sets SESSION_SECRET.
 *
 * Operators' authenticator keys (console/totp-key-cipher.ts), the client secrets of hospitals'
 * identity providers (sso/sso-secrets.ts) and the browser's cookie of a hospital sign-in under way
 * (sso/pending-sign-in.ts) are sealed so.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const scheme = 'aes256gcm';
const ivLength = 12;
const tagLength = 16;

/** What a key is for: HKDF's salt, so each purpose's key opens nothing of another's. */
export type SealingPurpose = 'operator totp keys' | 'account sso client secrets' | 'sso sign-ins under way';

/** A sealed value that does not open: another SESSION_SECRET, another row, or damaged. */
export class UnreadableSecretError extends Error {
  constructor() {
    super('A stored secret cannot be opened with the current SESSION_SECRET');
    this.name = 'UnreadableSecretError';
  }
}

export interface SecretSealer {
  /** The stored form of `clear`, bound to `owner` (such as `account:12`). */
  seal(owner: string, clear: string): string;
  /** The clear value of a sealed one bound to `owner`; throws UnreadableSecretError otherwise. */
  open(owner: string, sealed: string): string;
}

/** Whether a stored value is sealed (scheme, IV, ciphertext and tag, `$`-separated). */
export const isSealedSecret = (stored: string): boolean => stored.startsWith(`${scheme}$`);

export function secretSealer(sessionSecret: string, purpose: SealingPurpose): SecretSealer {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, purpose, 'aes-256-gcm key', 32));
  return {
    seal(owner, clear) {
      const iv = randomBytes(ivLength);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
      cipher.setAAD(Buffer.from(owner, 'utf8'));
      const sealed = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      return [scheme, ...[iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'))].join('$');
    },
    open(owner, stored) {
      const [prefix, iv, sealed, tag, ...rest] = stored.split('$');
      if (prefix !== scheme || iv === undefined || sealed === undefined || tag === undefined || rest.length > 0) {
        throw new UnreadableSecretError();
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: tagLength,
        });
        decipher.setAAD(Buffer.from(owner, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new UnreadableSecretError();
      }
    },
  };
}
