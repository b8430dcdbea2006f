/**
 * Demo mode's hospital: its e-mail domain, its staff (who sign in at the demo identity provider,
 * sso/demo-identity-provider.ts) and the demo account's connection to it. The demo account "demo"
 * is connected at every start, as its password is set (auth/demo-accounts.ts): to the provider
 * this start runs, with this start's client secret, admitting the demo hospital's domain. An
 * account an operator took over (no longer a demo account) is left alone.
 */
import type { Storage } from '../storage/storage';
import { clientSecretSealer } from './sso-secrets';

/** A reserved name (RFC 2606) no real hospital has. */
const demoHospitalDomain = 'demo-hospital.example';

/** The account the demo hospital's staff sign in to: the demo account that sees every line. */
const demoHospitalAccount = 'demo';

export interface DemoStaffMember {
  /** Who they are at the demo hospital, for the start-up message. */
  role: string;
  /** The provider's subject: who they are, whatever their name or e-mail becomes. */
  subject: string;
  name: string;
  email: string;
  password: string;
  groups: string[];
}

/** The demo hospital's staff; their e-mails and passwords are printed at start beside the demo passwords. */
export const demoStaff: readonly DemoStaffMember[] = [
  { role: 'nurse', subject: 'demo-nurse', name: 'Grace Okafor', password: 'nurse', groups: ['nursing'] },
  {
    role: 'pharmacist',
    subject: 'demo-pharmacist',
    name: 'Tomás Rivera',
    password: 'pharmacist',
    groups: ['pharmacy'],
  },
  { role: 'biomedical engineer', subject: 'demo-biomed', name: 'Priya Shah', password: 'biomed', groups: ['biomed'] },
].map((member) => ({ ...member, email: `${member.subject.replace('demo-', '')}@${demoHospitalDomain}` }));

/** The demo hospital's staff, who sign in to the demo account as themselves, for a person trying the portal. */
export function demoStaffLine(issuer: string): string {
  const staff = demoStaff.map((member) => `${member.email} "${member.password}" (${member.role})`);
  return `Demo hospital sign-in (${issuer}, account "${demoHospitalAccount}"): ${staff.join(', ')}`;
}

/** The provider this start runs and the portal's client there. */
export interface DemoHospitalSignIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export async function seedDemoHospitalSignIn(
  storage: Storage,
  secret: string,
  signIn: DemoHospitalSignIn,
  now: number,
): Promise<void> {
  const account = await storage.accounts.findByName(demoHospitalAccount);
  if (!account?.demo) return;
  await storage.accountSso.set({
    accountId: account.id,
    issuer: signIn.issuer,
    clientId: signIn.clientId,
    sealedClientSecret: clientSecretSealer(secret).seal(account.id, signIn.clientSecret),
    domains: [demoHospitalDomain],
    groupClaim: null,
    groupValue: null,
    passwordAllowed: true,
    updatedAt: now,
    updatedBy: 'demo mode',
  });
}
