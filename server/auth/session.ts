/** Reads the session cookie on every request and decorates the request with the live session, or null. */
import type { FastifyInstance } from 'fastify';
import { StorageUnavailableError } from '../storage/storage';
import { sessionTokenOf } from './session-cookie';

export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionUnavailable', null);
  const { sessions } = app;
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
