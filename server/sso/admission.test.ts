/** Who the claims name, and whether an account's rule admits them: domains exactly, or the group. */
import { describe, expect, it } from 'vitest';
import { admits, emailDomainOf, identityOf } from './admission';

const issuer = 'https://idp.hospital.example';
const rule = { domains: ['hospital.org'], groupClaim: null, groupValue: null };

describe('the e-mail’s domain', () => {
  it('is the part after the last @, in lower case, when it could be listed', () => {
    expect(emailDomainOf('Ana.Ruiz@Hospital.ORG')).toBe('hospital.org');
    expect(emailDomainOf('"a@b"@hospital.org')).toBe('hospital.org');
    for (const none of [
      'hospital.org',
      '@hospital.org',
      'ana@',
      'ana@localhost',
      'ana@hospital_org',
      'ana@hospital.org.',
    ]) {
      expect(emailDomainOf(none)).toBeUndefined();
    }
  });
});

describe('the identity in the claims', () => {
  it('is the subject at the issuer, the e-mail and the name', () => {
    expect(identityOf(issuer, { sub: 's-1', email: 'ana@hospital.org', name: 'Ana Ruiz' })).toEqual({
      issuer,
      subject: 's-1',
      email: 'ana@hospital.org',
      name: 'Ana Ruiz',
    });
  });

  it('takes an address-shaped preferred_username for a missing e-mail, and given and family names for a missing name', () => {
    expect(
      identityOf(issuer, { sub: 's', preferred_username: 'ana@hospital.org', given_name: 'Ana', family_name: 'Ruiz' }),
    ).toMatchObject({ email: 'ana@hospital.org', name: 'Ana Ruiz' });
    expect(identityOf(issuer, { sub: 's', email: 'ana@hospital.org' })?.name).toBe('ana@hospital.org');
  });

  it('is none without a subject, without an e-mail, or with one the provider marks unverified', () => {
    expect(identityOf(issuer, { email: 'ana@hospital.org' })).toBeUndefined();
    expect(identityOf(issuer, { sub: 's', preferred_username: 'ana' })).toBeUndefined();
    expect(identityOf(issuer, { sub: 's', email: 'ana@hospital.org', email_verified: false })).toBeUndefined();
  });
});

describe('the account’s rule', () => {
  const person = (email: string) => ({ issuer, subject: 's', name: 'n', email });

  it('admits the domains listed exactly, never a subdomain or a look-alike', () => {
    expect(admits(rule, person('ana@hospital.org'), {})).toBe(true);
    expect(admits(rule, person('ana@HOSPITAL.org'), {})).toBe(true);
    for (const email of ['ana@x.hospital.org', 'ana@evilhospital.org', 'ana@hospital.org.evil.example']) {
      expect(admits(rule, person(email), {})).toBe(false);
    }
  });

  it('admits by the group claim holding the value, as a list or a single value', () => {
    const byGroup = { domains: [], groupClaim: 'groups', groupValue: 'portal-users' };
    const outsider = person('ana@elsewhere.org');
    expect(admits(byGroup, outsider, { groups: ['nursing', 'portal-users'] })).toBe(true);
    expect(admits(byGroup, outsider, { groups: 'portal-users' })).toBe(true);
    expect(admits(byGroup, outsider, { groups: ['portal-users-old'] })).toBe(false);
    expect(admits(byGroup, outsider, { roles: ['portal-users'] })).toBe(false);
    expect(admits(byGroup, outsider, {})).toBe(false);
  });
});
