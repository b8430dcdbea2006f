/**
 * The gate of every console route but the session probe and sign-in, declared once on the scope
 * that holds them (as gated-routes.ts does for the portal), in this order:
 * 1. an operator's live session, else 401;
 * 2. for a request that changes something (any method but GET and HEAD): an `Origin` that is one
 *    of the console's own (console-origins.ts) and the one this request reached (scheme and host,
 *    a trusted proxy's X-Forwarded-Proto/Host included: plugins/request-origin.ts, the portal's
 *    sign-in's check too), and the session's CSRF token in
 *    `csrf-token`, else 403.
 *    SameSite=Strict already keeps other sites' requests cookieless; these two hold when a
 *    browser or a proxy gets that wrong;
 * 3. a `viewer` may change nothing: 403 for every such request (signing out aside), decided here
 *    and not by each handler, so a route added later is covered as well.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { maxAuditUserAgentLength } from '../audit/audit-request';
import type { Actor } from '../auth/account-actions';
import { originStanding } from '../plugins/request-origin';
import { isConsoleOrigin } from './console-origins';
import { refusals } from './console-schemas';
import type { ActiveOperatorSession } from './operator-sessions';

const readMethods = new Set(['GET', 'HEAD']);

function changesSomething(request: FastifyRequest): boolean {
  return !readMethods.has(request.method);
}

/** Whether the request's Origin is one of the console's own origins, and the one the request reached; none sent is not. */
export function fromOwnOrigin(request: FastifyRequest): boolean {
  const { adminPublicOrigin } = request.server.config;
  return originStanding(request, (origin) => isConsoleOrigin(origin, adminPublicOrigin)) === 'own';
}

export const foreignOrigin = 'Requests from other origins are refused';

function refuse(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error });
}

export function gateConsoleRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, response: { ...refusals, ...(route.schema?.response as object) } };
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!request.operatorSession) return refuse(reply, 401, 'Sign in first');
    if (changesSomething(request) && !fromOwnOrigin(request)) return refuse(reply, 403, foreignOrigin);
    return undefined;
  });
  // A hook of its own: @fastify/csrf-protection answers a wrong or missing token itself (403).
  app.addHook('onRequest', (request, reply, done) => {
    if (!changesSomething(request)) return done();
    app.csrfProtection(request, reply, done);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!changesSomething(request) || request.routeOptions.config.everyRole) return undefined;
    if (operatorOf(request).operator.role !== 'admin') {
      return refuse(reply, 403, 'A viewer may read everything and change nothing');
    }
    return undefined;
  });
}

/** The operator the gate let through. */
export function operatorOf(request: FastifyRequest): ActiveOperatorSession {
  if (!request.operatorSession) throw new Error(`${request.routeOptions.url} is answered outside the console gate`);
  return request.operatorSession;
}

/** The operator and the request, as an account action's audit row names them. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    operator: operatorOf(request).operator.name,
    clientAddress: request.ip,
    requestId: request.id,
    userAgent: request.headers['user-agent']?.slice(0, maxAuditUserAgentLength) ?? null,
  };
}
