/**
 * People of an account for the browser tests, made in the e2e server's own database as the
 * hospital sign-in makes them (storage.people.signedIn at a first sign-in, and a session that
 * belongs to the person, as the server tests make one: server/testing/named-session.ts), so the
 * specs need no identity provider. Each test names a person of its own, so what one confirms is
 * not another's.
 */
import type { BrowserContext } from '@playwright/test';
import { openStorage } from '../../../server/storage/open-storage';
import type { PersonIdentity } from '../../../server/storage/records';
import type { Storage } from '../../../server/storage/storage';
import { namedSession } from '../../../server/testing/named-session';

async function withE2eStorage<T>(work: (storage: Storage) => Promise<T>): Promise<T> {
  const databasePath = process.env.E2E_DATABASE_PATH;
  if (!databasePath) throw new Error('E2E_DATABASE_PATH is not set: run the specs through playwright.config.ts');
  const storage = await openStorage({
    databaseUrl: null,
    databasePath,
    databasePoolSize: 1,
    databaseStatementTimeoutMs: 10_000,
    instanceId: 'e2e:named-people',
  });
  try {
    return await work(storage);
  } finally {
    await storage.close();
  }
}

/** The portal's address under test, as playwright.config.ts gives it to every page. */
const portalOrigin = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18_080)}`;

/** A person of a made-up hospital directory, unique to the test that asks. */
export function newPerson(name: string): PersonIdentity {
  const subject = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
  return { issuer: 'https://idp.e2e-hospital.example', subject, name, email: `${subject}@e2e-hospital.example` };
}

/** Records a person of `account` as their first hospital sign-in would, without a session. */
export async function addNamedPerson(
  account: string,
  identity: { subject: string; name: string; email: string },
): Promise<void> {
  await withE2eStorage(async (storage) => {
    const found = await storage.accounts.findByName(account);
    if (!found) throw new Error(`No account named ${account}`);
    await storage.people.signedIn(found.id, { issuer: 'https://idp.e2e.example', ...identity }, Date.now());
  });
}

/** Signs the browser context in to `account` as `person`, as their own hospital sign-in would. */
export async function signInByName(context: BrowserContext, account: string, person: PersonIdentity): Promise<void> {
  await withE2eStorage(async (storage) => {
    const { cookie } = await namedSession(storage, account, Date.now(), person);
    const [name = '', value = ''] = cookie.split('=');
    // As the server sets it (a __Host- cookie: Secure, path /), for the portal's host.
    const domain = new URL(portalOrigin()).hostname;
    await context.addCookies([{ name, value, domain, path: '/', httpOnly: true, secure: true, sameSite: 'Lax' }]);
  });
}
