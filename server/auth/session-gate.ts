/**
 * The gate of every route that serves what only a signed-in account may see, declared once for
 * the scope that holds them (gated-routes.ts) instead of on each route:
 *
 * - a signed-out client's requests are rate limited per address, each route counting its own as
 *   a route's own rate-limit config would (a GET route's HEAD twin counts with it);
 * - a route answers only a live session: a signed-out request gets 401 (audited when the route
 *   names what it asked for, `deniedAs`), and one whose session cannot be read while the database
 *   is away gets the error handler's 503. File routes check the session themselves, right before
 *   the bytes go out (files/deliver-file.ts), after refusing an unsafe path; they say
 *   `checksSessionItself`, as do the routes that answer everyone alike.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { audit } from '../audit/audit-request';
import { serverText } from '../languages/languages';
import { type RequestRateLimit, signedOutRateLimit } from '../plugins/request-rate-limit';
import { errorSchema } from '../plugins/schemas';
import type { ActiveSession } from './session-manager';

export function gateRoutes(app: FastifyInstance, signedOutLimit: RequestRateLimit): void {
  const limiters = new Map<string, onRequestHookHandler>();
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map((method) => (method === 'HEAD' ? 'GET' : method));
    const key = `${methods.join()} ${route.url}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      limiter = signedOutRateLimit(app, signedOutLimit);
      limiters.set(key, limiter);
    }
    route.onRequest = [limiter, ...[route.onRequest ?? []].flat()];
    route.schema = { ...route.schema, response: { 401: errorSchema, ...(route.schema?.response as object) } };
  });
  app.addHook('preHandler', requireSession);
}

async function requireSession(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const { config } = request.routeOptions;
  if (config.checksSessionItself) return undefined;
  void reply.header('cache-control', 'no-store');
  if (request.auth) return undefined;
  if (request.sessionUnavailable) throw request.sessionUnavailable;
  if (config.deniedAs) {
    await audit(request, 'access-denied', `${config.deniedAs(request)} (signed out)`, { collapse: true });
  }
  return reply.code(401).send({ error: serverText(request, 'signInFirst') });
}

/** The session the gate let through to a route's handler. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw new Error(`${request.routeOptions.url} is answered outside the session gate`);
  return request.auth;
}
