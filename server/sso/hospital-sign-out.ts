/**
 * Signing out of the hospital account too. Signing out of the portal ends the portal's session
 * only: the person's hospital account (their e-mail, the health record, every other application
 * that signs in through it) stays signed in, as a nurse expects mid-shift. Where the provider offers
 * it (`end_session_endpoint`), the sign-out answer carries the provider's address that ends that
 * too, and the login page offers it beside "You have signed out", for a shared computer.
 */
import type { FastifyInstance } from 'fastify';
import { loginPath } from '../../engine/shared/routes/login-path';
import type { AccountRecord } from '../storage/records';

export async function hospitalSignOutAddress(
  app: FastifyInstance,
  account: AccountRecord,
): Promise<string | undefined> {
  const connection = await app.storage.accountSso.get(account.id);
  if (!connection) return undefined;
  try {
    const back = `${app.config.publicOrigin}${loginPath}`;
    return await app.identityProviders.endSessionAddress(connection.issuer, connection.clientId, back);
  } catch {
    // A provider that cannot be asked now takes nothing from the portal's sign-out.
    return undefined;
  }
}
