/** Reads the session cookie on every request and decorates the request with the live session, or null. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../audit/audit-request';
import { sessionTokenOf } from '../sessions/session-cookie';
import type { ActiveSession } from '../sessions/session-manager';

export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  // Synchronous (no promise per request); a store error thrown here still reaches the error handler.
  app.addHook('onRequest', (request, _reply, done) => {
    request.auth = app.portal.sessions.resolve(sessionTokenOf(request)) ?? null;
    done();
  });
}

/**
 * Route guard for JSON endpoints: answers 401 and returns undefined when nobody is signed in.
 * With `deniedDetail` (what was asked for) the refusal is audited as a denied access.
 */
export function requireSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deniedDetail?: string,
): ActiveSession | undefined {
  if (request.auth) return request.auth;
  if (deniedDetail !== undefined) audit(request, 'access-denied', `${deniedDetail} (signed out)`, { collapse: true });
  void reply.code(401).send({ error: 'Sign in first' });
  return undefined;
}
