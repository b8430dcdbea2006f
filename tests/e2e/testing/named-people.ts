/**
 * People signed in by name for the browser tests: made in the e2e server's own database as the
 * hospital sign-in makes them (a person of the account and a session that belongs to them, as the
 * server tests make one, server/testing/named-session.ts), and handed to the browser as its
 * session cookie. Each test names a person of its own, so what one confirms is not another's.
 */
import type { BrowserContext } from '@playwright/test';
import { openStorage } from '../../../server/storage/open-storage';
import { type Identity, namedSession } from '../../../server/testing/named-session';

const databasePath = () => {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error('E2E_DATABASE_PATH is not set: run the specs through playwright.config.ts');
  return path;
};

/** The portal's address under test, as playwright.config.ts gives it to every page. */
const portalOrigin = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18_080)}`;

/** A person of a made-up hospital directory, unique to the test that asks. */
export function newPerson(name: string): Identity {
  const subject = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
  return { issuer: 'https://idp.e2e-hospital.example', subject, name, email: `${subject}@e2e-hospital.example` };
}

/** Signs the browser context in to `account` as `person`, as their own hospital sign-in would. */
export async function signInByName(context: BrowserContext, account: string, person: Identity): Promise<void> {
  const storage = await openStorage({
    databaseUrl: null,
    databasePath: databasePath(),
    databasePoolSize: 1,
    databaseStatementTimeoutMs: 10_000,
    instanceId: 'e2e:named-people',
  });
  try {
    const { cookie } = await namedSession(storage, account, Date.now(), person);
    const [name = '', value = ''] = cookie.split('=');
    // As the server sets it (a __Host- cookie: Secure, path /), for the portal's host.
    const domain = new URL(portalOrigin()).hostname;
    await context.addCookies([{ name, value, domain, path: '/', httpOnly: true, secure: true, sameSite: 'Lax' }]);
  } finally {
    await storage.close();
  }
}
