/** Reads the session cookie on every request and decorates the request with the live session, or null. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../audit/audit-request';
import { sessionTokenOf } from '../sessions/session-cookie';
import type { ActiveSession } from '../sessions/session-manager';
import { StorageUnavailableError } from '../storage/storage';

export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionUnavailable', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.withoutSession) return;
    try {
      request.auth = (await app.portal.sessions.resolve(sessionTokenOf(request))) ?? null;
    } catch (error) {
      // Browsers send the cookie with every request: while the database is away, assets and the
      // health check must still answer. Routes that need the session throw this (503) instead.
      if (!(error instanceof StorageUnavailableError)) throw error;
      request.sessionUnavailable = error;
    }
  });
}

/**
 * Route guard for JSON endpoints: answers 401 and returns undefined when nobody is signed in.
 * With `deniedDetail` (what was asked for) the refusal is audited as a denied access.
 */
export async function requireSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deniedDetail?: string,
): Promise<ActiveSession | undefined> {
  if (request.auth) return request.auth;
  if (request.sessionUnavailable) throw request.sessionUnavailable;
  if (deniedDetail !== undefined)
    await audit(request, 'access-denied', `${deniedDetail} (signed out)`, { collapse: true });
  void reply.code(401).send({ error: 'Sign in first' });
  return undefined;
}
