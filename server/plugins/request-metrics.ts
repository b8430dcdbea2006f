/**
 * The one hook that feeds /metrics on every answer: time and status by route pattern (never the
 * address asked for), and the outcome of password checks (the routes marked `loginAttempt`).
 * Files delivered are counted where their audit row is written (files/deliver-file.ts).
 */
import type { FastifyInstance } from 'fastify';
import { type PortalMetrics, signInOutcomeOf, unmatchedRoute } from './portal-metrics';

export function registerRequestMetrics(app: FastifyInstance, metrics: PortalMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const { url, config } = request.routeOptions;
    const status = reply.statusCode;
    metrics.observeRequest(request.method, url ?? unmatchedRoute, status, reply.elapsedTime);
    if (config.loginAttempt) {
      const outcome = signInOutcomeOf(status);
      if (outcome !== undefined) metrics.signIn(outcome);
    }
    done();
  });
}
