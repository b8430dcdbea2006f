/**
 * A named person of an account in the e2e server's database, as the hospital's own sign-in records
 * one at their first sign-in (storage.people.signedIn): the console's browser tests need people
 * without running an identity provider.
 */
import { openStorage } from '../../../server/storage/open-storage';

export async function addNamedPerson(
  account: string,
  identity: { subject: string; name: string; email: string },
): Promise<void> {
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
    const found = await storage.accounts.findByName(account);
    if (!found) throw new Error(`No account named ${account}`);
    await storage.people.signedIn(found.id, { issuer: 'https://idp.e2e.example', ...identity }, Date.now());
  } finally {
    await storage.close();
  }
}
