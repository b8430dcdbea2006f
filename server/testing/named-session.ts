/**
 * A session of a person signed in by name, made in the store as the hospital sign-in makes one: the
 * person as the identity provider named them, and a session of the account that belongs to them.
 * The `Cookie` header it answers signs a request in as that person.
 */
import { randomBytes } from 'node:crypto';
import { sessionCookieName } from '../auth/session-cookie';
import { hashToken } from '../auth/session-manager';
import type { PersonIdentity, PersonRecord } from '../storage/records';
import type { Storage } from '../storage/storage';

export const nurse: PersonIdentity = {
  issuer: 'https://idp.hospital.example',
  subject: 'ana-ruiz',
  name: 'Ana Ruiz',
  email: 'ana.ruiz@hospital.example',
};

export async function namedSession(
  storage: Storage,
  accountName: string,
  now: number,
  identity: PersonIdentity = nurse,
): Promise<{ cookie: string; person: PersonRecord }> {
  const account = await storage.accounts.findByName(accountName);
  if (!account) throw new Error(`no account ${accountName}`);
  const person = await storage.people.signedIn(account.id, identity, now);
  const token = randomBytes(16).toString('base64url');
  await storage.sessions.create({
    tokenHash: hashToken(token),
    accountId: account.id,
    createdAt: now,
    lastSeenAt: now,
    clientAddress: '127.0.0.1',
    userAgent: null,
    personId: person.id,
  });
  return { cookie: `${sessionCookieName}=${token}`, person };
}
