/**
 * The links of the e-mail updates: a confirmation (expiring) and an unsubscription (lasting as
 * long as the subscription), each naming the address, the line and the language, signed with an
 * HMAC under the server secret, so no one can confirm or cancel another person's subscription by
 * editing a link, and the server keeps no pending confirmations.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = 'confirm' | 'unsubscribe';

export interface LinkClaims {
  purpose: LinkPurpose;
  email: string;
  model: string;
  lang: string;
  /** Milliseconds since the epoch; a confirmation's only. */
  expiresAt?: number;
}

/** How long a confirmation link works. */
export const confirmationLifetimeMs = 48 * 60 * 60 * 1000;

const macOf = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`notice-subscription-link\u0000${body}`).digest('base64url');

export function signLink(secret: string, claims: LinkClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${macOf(secret, body)}`;
}

/** The claims of a genuine, unexpired link for this purpose; undefined for anything else. */
export function verifyLink(secret: string, token: unknown, purpose: LinkPurpose, now: number): LinkClaims | undefined {
  if (typeof token !== 'string' || token.length > 2000) return undefined;
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return undefined;
  const expected = Buffer.from(macOf(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let claims: LinkClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LinkClaims;
  } catch {
    return undefined;
  }
  if (claims.purpose !== purpose) return undefined;
  if (purpose === 'confirm' && !(typeof claims.expiresAt === 'number' && now < claims.expiresAt)) return undefined;
  return claims;
}
