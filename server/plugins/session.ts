/** Reads the session cookie on every request and decorates the request with the live session, or null. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../audit/audit-request';
import { sessionTokenOf } from '../sessions/session-cookie';
import type { ActiveSession } from '../sessions/session-manager';
import { StorageUnavailableError } from '../storage/storage';

export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionUnavailable', null);
  const { sessions } = app.portal;
  // A callback hook: a session this process knows is set without a promise, on nearly every request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.withoutSession) return done();
    const token = sessionTokenOf(request);
    const known = sessions.known(token);
    if (known) {
      request.auth = known;
      return done();
    }
    sessions.resolve(token).then(
      (active) => {
        request.auth = active ?? null;
        done();
      },
      (error: unknown) => {
        // Browsers send the cookie with every request: while the database is away, assets and the
        // health check must still answer. Routes that need the session throw this (503) instead.
        if (!(error instanceof StorageUnavailableError)) return done(error as Error);
        request.sessionUnavailable = error;
        done();
      },
    );
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
