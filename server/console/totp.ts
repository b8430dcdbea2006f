/**
 * The operators' second factor: time-based one-time passwords (RFC 6238) as every authenticator
 * app makes them: HMAC-SHA-1, six digits, a new code every 30 seconds. A code of the step before
 * or after the current one is accepted too, for clocks a little apart and codes typed late.
 */
import { Secret, TOTP } from 'otpauth';

/** The name authenticator apps show above the code. */
const totpIssuer = 'Customer resources';

const periodSeconds = 30;
/** Steps accepted either side of the current one. */
const window = 1;

function totpOf(secret: string, label = 'operator'): TOTP {
  return new TOTP({
    issuer: totpIssuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random key (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` address an authenticator app reads (from a QR code) to add the operator. */
export function otpauthUri(operatorName: string, secret: string): string {
  return totpOf(secret, operatorName).toString();
}

/** The time step a time falls in: the number the stored last-used step is compared with. */
export function totpStepAt(now: number): number {
  return Math.floor(now / 1000 / periodSeconds);
}

/**
 * The time step whose code this is, within the window around `now`, or undefined when it is no
 * current code. The caller still has to record the step as used (storage.operators.useTotpStep) and
 * refuse the code when that fails: a code is good once.
 */
export function matchingTotpStep(secret: string, code: string, now: number): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret).validate({ token, timestamp: now, window });
  return delta === null ? undefined : totpStepAt(now) + delta;
}

/** The code of the time step `now` falls in, as an authenticator app shows it (tests, set-up checks). */
export function totpCodeAt(secret: string, now: number): string {
  return totpOf(secret).generate({ timestamp: now });
}
