/**
 * Who a hospital's provider says a person is, and whether the account admits them: the e-mail's
 * domain is one of the account's domains (exactly, in lower case: `x.hospital.org` and
 * `evilhospital.org` are not `hospital.org`), or the account's group claim holds its group value.
 * An address the provider marks unverified admits nobody by its domain.
 */
import type { AccountSsoRecord, PersonIdentity } from '../storage/records';

/** A domain name as an operator may list it: lower-case labels of letters, digits and inner hyphens. */
export const domainPattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/** The domain of an e-mail address, lower case, or undefined when it has none that could be listed. */
export function emailDomainOf(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domainPattern.test(domain) ? domain : undefined;
}

export type Claims = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The person the claims name: the subject at the issuer, their e-mail (`email`, else a
 * `preferred_username` that is an address, as Microsoft Entra ID sends for accounts without a
 * mailbox) and their name (`name`, else given and family names, else the e-mail). Undefined
 * without an e-mail the provider has not marked unverified.
 */
export function identityOf(issuer: string, claims: Claims): PersonIdentity | undefined {
  const subject = text(claims.sub);
  const username = text(claims.preferred_username);
  const email = text(claims.email) ?? (username && emailDomainOf(username) ? username : undefined);
  if (!subject || !email || claims.email_verified === false) return undefined;
  const fullName = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return { issuer, subject, email, name: text(claims.name) ?? (fullName || email) };
}

/** Whether the account's rule admits the person of these claims. */
export function admits(
  connection: Pick<AccountSsoRecord, 'domains' | 'groupClaim' | 'groupValue'>,
  identity: PersonIdentity,
  claims: Claims,
): boolean {
  const domain = emailDomainOf(identity.email);
  if (domain !== undefined && connection.domains.includes(domain)) return true;
  const { groupClaim, groupValue } = connection;
  if (!groupClaim || !groupValue) return false;
  const held = claims[groupClaim];
  return Array.isArray(held) ? held.includes(groupValue) : held === groupValue;
}
